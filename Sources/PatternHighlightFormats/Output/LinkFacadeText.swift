import PatternHighlight

/// How the text formats (HTML's title, ANSI's note) describe a `LinkFacade`.
enum LinkFacadeText {
    /// `shows paypal.com, goes to evil.example`.
    static func describe(_ facade: LinkFacade) -> String {
        "shows \(facade.shown), goes to \(facade.target)"
    }
}

/// A markdown link whose label looks like a link to another host than the one it goes to: how phishing looks
/// (`[paypal.com](https://evil.example)`). ``Entity/facade`` carries it, for a composer to warn about.
///
/// A label is checked when it parses as a URL with a scheme (`https://paypal.com/login`) or as a bare domain whose
/// last label is a top-level domain of IANA's list (`paypal.com`, `paypal.com/login`; not `Node.js`); it is a
/// facade when its host differs from the URL's, letters compared without case and a leading `www.` ignored on both.
///
/// ```swift
/// let link = Highlighter(profile: .twitter, options: .markdownLinks).annotate("[paypal.com](https://evil.example)").entities[0]
/// link.facade   // LinkFacade(shown: "paypal.com", target: "evil.example")
/// ```
public struct LinkFacade: Hashable, Sendable {
    /// The host the label shows, lower case, as written (`www.` kept).
    public var shown: String
    /// The host the URL goes to, lower case, as written.
    public var target: String

    /// A facade showing `shown` and going to `target`.
    public init(shown: String, target: String) {
        self.shown = shown
        self.target = target
    }

    /// The facade of a link labelled `label` that goes to `url`, or `nil` when the label names no host or the URL's.
    static func check(label: String, url: String) -> LinkFacade? {
        guard let target = LinkCardURL(url)?.host, let shown = shownHost(label) else { return nil }
        return comparable(shown) == comparable(target) ? nil : LinkFacade(shown: shown, target: target)
    }

    /// The host a label names: that of a URL with a scheme, or of a bare domain with a known top-level domain.
    private static func shownHost(_ label: String) -> String? {
        guard !label.isEmpty, !label.unicodeScalars.contains(where: \.properties.isWhitespace),
            let parsed = LinkCardURL(label), !parsed.host.isEmpty
        else { return nil }
        if parsed.scheme != nil { return parsed.host }
        let labels = parsed.host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isHostCharacter) }),
            let topLevel = labels.last, IANATLDs.all.contains(DomainToASCII.map(String(topLevel)) ?? String(topLevel))
        else { return nil }
        return parsed.host
    }

    /// A character a bare domain's label may hold: a letter, a digit or `-`.
    private static func isHostCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-"
    }

    /// A host as compared: its ASCII form when it has one, without a leading `www.` or a trailing `.`.
    private static func comparable(_ host: String) -> String {
        var host = DomainToASCII.map(host) ?? host.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host
    }
}

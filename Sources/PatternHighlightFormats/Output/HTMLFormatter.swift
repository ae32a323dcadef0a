import PatternHighlight

/// Renders an annotation as an HTML fragment that is safe to paste into a page.
///
/// Every character of the text is escaped; each entity is a `<span class="ph-KIND">` with the theme's inline
/// style. A URL entity becomes an `<a href>` only when its target is `http` or `https` (a bare domain gets
/// `https://`), with `rel="nofollow noopener ugc"`; any other scheme (`javascript:`, `data:` …) stays a span.
/// An entity with a `HostWarning` (a look-alike host) shows its host's other form as its `title` (the tooltip): the
/// ASCII form of a host written in Unicode, the Unicode form of one written in Punycode. It carries
/// `data-host-warning="REASON"` (`mixed-script`, `confusable`, `invisible`, `mixed-numbers`, `invalid-punycode`) for
/// a page's styles and scripts.
///
/// ## Bidirectional text
/// A browser lays text out by the Unicode bidirectional algorithm, and the bidi controls of the text around an
/// entity (no entity holds one: the spoofing filter) would otherwise reorder it: in `see \u{202E}evil.com\u{202C}`
/// the right-to-left override makes the link to `https://evil.com` read `moc.live`. So every entity's element is an
/// isolate whose direction comes from its own text (`dir="auto"`, `unicode-bidi:isolate`: what `<bdi>` does),
/// which no override outside it reaches; the fragment as a whole is an isolate too, and every embedding, override
/// or isolate the text leaves open is closed at the end of its paragraph (`BidiControls`), so none reaches past
/// a line or out of the fragment, with or without the styles.
public struct HTMLFormatter: Sendable {
    /// Where entity styles come from.
    public var theme: Theme

    public init(theme: Theme = .standard) {
        self.theme = theme
    }

    /// The fragment: a `<div class="ph-text">` that keeps line breaks (`white-space: pre-wrap`) and isolates
    /// its text from the page's (`unicode-bidi: isolate`).
    public func format(_ annotation: Annotation) -> [UInt8] {
        var html = Array(#"<div class="ph-text" style="white-space:pre-wrap;unicode-bidi:isolate">"#.utf8)
        var controls = BidiControls()
        for run in annotation.runs {
            let text = annotation.utf8[run.range]
            guard let entity = run.entity else {
                controls.appendEscaped(text, to: &html)
                continue
            }
            // An isolate with its own direction, as `<bdi>` is, written out so that a page's styles keep it.
            var attributes = #" class="ph-"# + Self.escaped(entity.kind.rawValue) + #"" dir="auto" style="unicode-bidi:isolate"#
            if let style = theme.style(for: entity.kind) {
                attributes += ";color:\(style.color)" + (style.underline ? ";text-decoration:underline" : "")
            }
            attributes += "\""
            if let warning = entity.hostWarning {
                let form = warning.form(notShownIn: String(decoding: text, as: UTF8.self))
                attributes += #" title=""# + Self.escaped(form) + #"" data-host-warning=""# + warning.reason.rawValue + "\""
            }
            if let facade = entity.facade {
                attributes += #" title=""# + Self.escaped(LinkFacadeText.describe(facade)) + #"" data-link-facade=""#
                    + Self.escaped(facade.target) + "\""
            }
            if entity.kind == .url || entity.kind == .link, let target = Self.linkTarget(entity.value) {
                html += Array(("<a href=\"" + Self.escaped(target) + "\" rel=\"nofollow noopener ugc\"" + attributes + ">").utf8)
                controls.appendEscaped(text, to: &html)
                html += Array("</a>".utf8)
            } else {
                html += Array(("<span" + attributes + ">").utf8)
                controls.appendEscaped(text, to: &html)
                html += Array("</span>".utf8)
            }
        }
        controls.appendClosers(to: &html)
        html += Array("</div>".utf8)
        return html
    }

    /// The `href` for a URL value: the core's link rule (`Entity.linkTarget(kind:value:)`), which
    /// AttributedString's `link` shares; `nil` for a scheme other than `http` and `https`.
    static func linkTarget(_ value: String) -> String? {
        Entity.linkTarget(kind: .url, value: value)
    }

    static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendEscaped(Array(text.utf8)[...], to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendEscaped(_ text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): output += Array("&amp;".utf8)
            case UInt8(ascii: "<"): output += Array("&lt;".utf8)
            case UInt8(ascii: ">"): output += Array("&gt;".utf8)
            case UInt8(ascii: "\""): output += Array("&quot;".utf8)
            case UInt8(ascii: "'"): output += Array("&#39;".utf8)
            case 0x00: output += Array("&#xFFFD;".utf8)
            default: output.append(byte)
            }
        }
    }
}

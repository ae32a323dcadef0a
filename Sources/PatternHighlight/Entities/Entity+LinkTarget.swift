extension Entity {
    /// Where an entity of `kind` with `value` links: for a URL, its value when the scheme is `http` or
    /// `https`, `https://` + the value for a bare domain, `nil` for any other scheme (`javascript:`, `data:` …);
    /// `nil` for every other kind. The one rule for every output of this package that makes links (the `href`
    /// of PatternHighlightFormats' markup, AttributedString's `link`).
    package static func linkTarget(kind: EntityKind, value: String) -> String? {
        kind == .url ? urlLinkTarget(value) : nil
    }

    /// The link for a URL value: itself for `http(s)://`, `https://` + value when it has no scheme (a bare
    /// domain, perhaps with a port), else `nil`.
    ///
    /// Compared as ASCII bytes, never as `Character`s: a combining mark after `http://` joins the `/` into
    /// one grapheme, and must neither hide the scheme nor smuggle another one in.
    private static func urlLinkTarget(_ value: String) -> String? {
        let lowered = Array(value.utf8).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        if lowered.starts(with: Array("http://".utf8)) || lowered.starts(with: Array("https://".utf8)) { return value }
        func isSchemeByte(_ byte: UInt8) -> Bool {
            (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
        let schemeEnd = lowered.firstIndex { !isSchemeByte($0) } ?? lowered.endIndex
        guard schemeEnd > 0, schemeEnd < lowered.endIndex, lowered[schemeEnd] == UInt8(ascii: ":") else { return "https://" + value }
        // "host:8080/…" is a bare domain with a port, not a scheme.
        let afterColon = lowered[(schemeEnd + 1)...].prefix {
            $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
        }
        let isPort = !afterColon.isEmpty && afterColon.allSatisfy { (0x30...0x39).contains($0) }
            && lowered[..<schemeEnd].contains(UInt8(ascii: "."))
        return isPort ? "https://" + value : nil
    }
}

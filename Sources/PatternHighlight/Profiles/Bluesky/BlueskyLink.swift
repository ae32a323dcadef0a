/// How a link candidate becomes a link (`specs/bluesky-facets.md` §3): which candidates are kept, the trailing
/// punctuation that is stripped, and the URI.
enum BlueskyLink {
    /// The URI and the length of the text it covers, for a candidate (the non-whitespace run the link regex
    /// matched), or `nil` when the candidate is rejected.
    ///
    /// - Parameters:
    ///   - candidate: the matched text, ASCII scheme or domain first.
    ///   - domain: the bare-domain part when the second alternative matched, else `nil`.
    static func resolve(candidate: Substring, domain: Substring?) -> (uri: String, length: Int)? {
        let bytes = candidate.utf8
        // Compared in UTF-8, not as Characters: `https://` + U+FE0F is a different Character sequence.
        let hasScheme = bytes.starts(with: "http://".utf8) || bytes.starts(with: "https://".utf8)
        // Also a scheme in the wrong case (`HTTPS://x.com`): it matched the first alternative, has no domain
        // part, and is dropped whole. A bare domain that begins with `http` (`httpbin.org`) gets `https://`.
        if !hasScheme {
            guard let domain, BlueskyDomain.hasKnownTLD(domain) else { return nil }
        }
        // What is stripped is one ASCII byte at a time (so one scalar: a grapheme could hold more), found on the
        // candidate's bytes before the URI is built, once. `https://` adds no `(`.
        var end = bytes.endIndex
        if end > bytes.startIndex, Self.strippedPunctuation.contains(bytes[bytes.index(before: end)]) {
            end = bytes.index(before: end)
        }
        if end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ")"),
            !bytes[..<end].contains(UInt8(ascii: "("))
        {
            end = bytes.index(before: end)
        }
        let kept = candidate[..<end]
        return (hasScheme ? String(kept) : "https://" + kept, bytes.distance(from: bytes.startIndex, to: end))
    }

    /// The characters of which one is stripped from the end first: `. , ; : ! ?`.
    private static let strippedPunctuation: Set<UInt8> = Set(".,;:!?".utf8)
}

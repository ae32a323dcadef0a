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
        var uri: String
        // Compared in UTF-8, not as Characters: `https://` + U+FE0F is a different Character sequence.
        if candidate.utf8.starts(with: "http://".utf8) || candidate.utf8.starts(with: "https://".utf8) {
            uri = String(candidate)
        } else {
            // Also a scheme in the wrong case (`HTTPS://x.com`): it matched the first alternative, has no domain
            // part, and is dropped whole. A bare domain that begins with `http` (`httpbin.org`) gets `https://`.
            guard let domain, BlueskyDomain.hasKnownTLD(domain) else { return nil }
            uri = "https://" + candidate
        }
        var length = candidate.utf8.count
        if let last = uri.utf8.last, Self.strippedPunctuation.contains(last) {
            uri.unicodeScalars.removeLast()  // one scalar: a grapheme could hold more
            length -= 1
        }
        if uri.utf8.last == UInt8(ascii: ")") && !uri.utf8.contains(UInt8(ascii: "(")) {
            uri.unicodeScalars.removeLast()  // one scalar: a grapheme could hold more
            length -= 1
        }
        return (uri, length)
    }

    /// The characters of which one is stripped from the end first: `. , ; : ! ?`.
    private static let strippedPunctuation: Set<UInt8> = Set(".,;:!?".utf8)
}

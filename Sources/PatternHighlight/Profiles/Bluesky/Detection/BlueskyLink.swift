/// The link rule (`specs/bluesky-facets.md` §3), matched from the byte that gives a link away: the `:` of
/// `http://` or `https://`, or the first `.` of a bare domain.
///
/// The reference's regex tries, at every start that follows the paragraph start, whitespace or `(`, a scheme
/// URL (`[hH][tT][tT][pP][sS]?://` and one or more non-whitespace characters) and then a bare domain (an ASCII
/// letter, letters and digits, one or more `.label`s of letters and digits) followed by any non-whitespace. Each
/// start has only ASCII letters and digits before its `:` or first `.`, so walking back over those from the
/// trigger finds the one start it could belong to. Either way a match runs to the next whitespace; it is then
/// kept or rejected whole.
struct BlueskyLink {
    /// Where the link's text is and how its URI is written.
    enum URI {
        /// The text as written: a lowercase `http://` or `https://` URL.
        case asWritten
        /// `https://` followed by the text: a bare domain.
        case httpsPrefixed
    }

    /// The link's text, without the trailing punctuation that was stripped.
    let range: Range<Int>
    let uri: URI
    /// The end of the reference's match (kept or rejected): the next link match starts after it.
    let matchEnd: Int

    /// What the reference makes of a match over `bytes[start..<matchEnd]`: a link, or a rejected match, which
    /// still moves the link pass past it.
    enum Outcome {
        case link(BlueskyLink)
        case rejected(matchEnd: Int)
    }

    /// The match whose `:` (followed by `//`) is at `colon`, in `bytes[range]`, when it starts after `resume` (the
    /// end of the previous link match); `nil` when the regex matches nothing that ends there.
    static func match(atColon colon: Int, in bytes: [UInt8], range: Range<Int>, resume: Int) -> Outcome? {
        guard colon - 4 >= range.lowerBound, colon + 2 < range.upperBound, bytes[colon + 1] == UInt8(ascii: "/"),
            bytes[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        let start = colon - (bytes[colon - 1] | 0x20 == UInt8(ascii: "s") ? 5 : 4)
        guard start > resume, start >= range.lowerBound, isHTTP(in: bytes, at: start),
            BlueskyCharacters.opensEntity(in: bytes, at: start, lowerBound: range.lowerBound, afterParenthesis: true)
        else { return nil }
        let end = endOfNonWhitespace(in: bytes, from: colon + 3, end: range.upperBound)
        guard end > colon + 3 else { return nil }  // `://` must be followed by something
        // Matched in any case, kept only in lowercase (`HTTPS://X.COM` is dropped whole).
        guard bytes[start..<colon].elementsEqual(start + 4 == colon ? "http".utf8 : "https".utf8) else {
            return .rejected(matchEnd: end)
        }
        return .link(BlueskyLink(range: start..<strippedEnd(in: bytes, start..<end), uri: .asWritten, matchEnd: end))
    }

    /// The match whose first `.` (followed by a byte that may be a letter or digit) is at `dot`, in `bytes[range]`,
    /// when it starts after `resume`; `nil` when the regex matches nothing there.
    static func match(atDot dot: Int, in bytes: [UInt8], range: Range<Int>, resume: Int) -> Outcome? {
        let alphanumeric = BlueskyCharacters.ASCIIClass.alphanumeric
        guard dot + 1 < range.upperBound, alphanumeric.contains(bytes[dot + 1]) else { return nil }
        var start = dot
        while start > range.lowerBound && alphanumeric.contains(bytes[start - 1]) { start -= 1 }
        guard start > resume, start < dot, BlueskyCharacters.ASCIIClass.letter.contains(bytes[start]),
            BlueskyCharacters.opensEntity(in: bytes, at: start, lowerBound: range.lowerBound, afterParenthesis: true)
        else { return nil }
        // The domain: `.label` groups while a letter or digit follows the dot.
        var domainEnd = dot + 1
        while true {
            while domainEnd < range.upperBound && alphanumeric.contains(bytes[domainEnd]) { domainEnd += 1 }
            guard domainEnd + 1 < range.upperBound, bytes[domainEnd] == UInt8(ascii: "."),
                alphanumeric.contains(bytes[domainEnd + 1])
            else { break }
            domainEnd += 1
        }
        let end = endOfNonWhitespace(in: bytes, from: domainEnd, end: range.upperBound)
        guard BlueskyDomain.hasKnownTLD(in: bytes, start..<domainEnd) else { return .rejected(matchEnd: end) }
        return .link(BlueskyLink(range: start..<strippedEnd(in: bytes, start..<end), uri: .httpsPrefixed, matchEnd: end))
    }

    /// Whether `bytes[start...]` begins with `http` in any case.
    private static func isHTTP(in bytes: [UInt8], at start: Int) -> Bool {
        bytes[start] | 0x20 == UInt8(ascii: "h") && bytes[start + 1] | 0x20 == UInt8(ascii: "t")
            && bytes[start + 2] | 0x20 == UInt8(ascii: "t") && bytes[start + 3] | 0x20 == UInt8(ascii: "p")
    }

    /// Where the run of non-whitespace characters from `offset` ends (at whitespace or `end`).
    private static func endOfNonWhitespace(in bytes: [UInt8], from offset: Int, end: Int) -> Int {
        var index = offset
        while index < end && BlueskyCharacters.whitespaceLength(in: bytes, at: index, end: end) == 0 { index += 1 }
        return index
    }

    /// The end of `bytes[candidate]` once the trailing punctuation is stripped: first one of `. , ; : ! ?`, then
    /// a `)` when the text has no `(` (one ASCII byte each; `https://` adds no `(`).
    private static func strippedEnd(in bytes: [UInt8], _ candidate: Range<Int>) -> Int {
        var end = candidate.upperBound
        if BlueskyCharacters.ASCIIClass.strippedFromLinks.contains(bytes[end - 1]) { end -= 1 }
        if end > candidate.lowerBound, bytes[end - 1] == UInt8(ascii: ")"),
            !bytes[candidate.lowerBound..<end].contains(UInt8(ascii: "("))
        {
            end -= 1
        }
        return end
    }
}

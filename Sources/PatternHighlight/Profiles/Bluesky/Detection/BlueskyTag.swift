/// The hashtag rule after the sigil (`specs/bluesky-facets.md` §4): where the body ends and what it amounts to.
enum BlueskyTag {
    /// The most grapheme clusters a tag may have (without its sigil); a longer tag is dropped, not truncated.
    static let maximumGraphemes = 64

    /// What a body (the text after the sigil up to whitespace or an invisible stopper) amounts to.
    enum Verdict: Equatable {
        /// A tag whose value is the first `valueLength` UTF-8 bytes of the body.
        case tag(valueLength: Int)
        /// No tag body at all: the reference's match is the sigil alone.
        case noBody
        /// A body whose value has more than ``maximumGraphemes`` grapheme clusters: dropped whole.
        case tooLong
    }

    /// Reads the body that starts at `start` (right after a sigil), up to JavaScript whitespace, an invisible
    /// stopper (``BlueskyCharacters/isTagStopper(_:)``) or `end`, and judges it, in one walk over its scalars.
    ///
    /// A body counts when it does not start with U+FE0F and has at least one scalar that is neither an ASCII
    /// digit nor punctuation. Its value is the body without trailing punctuation (`\p{P}+$`), and it must have
    /// at most ``maximumGraphemes`` extended grapheme clusters (Swift's `String.count`, the segmentation of the
    /// reference's grapheme splitter).
    ///
    /// - Complexity: O(n) in the length of the body.
    static func judge(bodyAt start: Int, in bytes: [UInt8], end: Int) -> Verdict {
        var offset = start
        // Where the value ends: after the last scalar that is not punctuation.
        var valueEnd = start
        var hasCountingScalar = false
        while offset < end {
            let byte = bytes[offset]
            if byte < 0x80 {
                if BlueskyCharacters.ASCIIClass.whitespace.contains(byte) { break }
                offset += 1
                if !BlueskyCharacters.ASCIIClass.punctuation.contains(byte) {
                    valueEnd = offset
                    hasCountingScalar = hasCountingScalar || byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9")
                }
                continue
            }
            let (value, length) = UTF8ScalarReader.scalar(in: bytes, at: offset, end: end)
            if BlueskyCharacters.isWhitespace(value) || BlueskyCharacters.isTagStopper(value) { break }
            if offset == start && value == 0xFE0F { return .noBody }
            offset += length
            if !BlueskyCharacters.isPunctuation(value) {
                valueEnd = offset
                hasCountingScalar = true
            }
        }
        guard hasCountingScalar else { return .noBody }
        // Every grapheme has at least one byte, so a short value needs no segmentation.
        let valueLength = valueEnd - start
        if valueLength > maximumGraphemes
            && EntityValue.string(decoding: bytes, start..<valueEnd).count > maximumGraphemes
        {
            return .tooLong
        }
        return .tag(valueLength: valueLength)
    }

    /// ``judge(bodyAt:in:end:)`` for a body given as a string (which holds no whitespace or stopper).
    static func judge(body: String) -> Verdict {
        let bytes = Array(body.utf8)
        return judge(bodyAt: 0, in: bytes, end: bytes.count)
    }
}

/// The rules a hashtag body must pass after the regex found it (`specs/bluesky-facets.md` §4).
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

    /// Judges a body.
    ///
    /// A body counts when it does not start with U+FE0F and has at least one scalar that is neither an ASCII
    /// digit nor punctuation. Its value is the body without trailing punctuation (`\p{P}+$`), and it must have
    /// at most ``maximumGraphemes`` extended grapheme clusters (Swift's `String.count`, the segmentation of the
    /// reference's grapheme splitter).
    ///
    /// - Complexity: O(n) in the length of `body`.
    static func judge(body: String) -> Verdict {
        let scalars = body.unicodeScalars
        guard let first = scalars.first, first != "\u{FE0F}" else { return .noBody }
        guard scalars.contains(where: { !BlueskyCharacters.isASCIIDigit($0) && !BlueskyCharacters.isPunctuation($0) })
        else { return .noBody }
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let previous = scalars.index(before: end)
            guard BlueskyCharacters.isPunctuation(scalars[previous]) else { break }
            end = previous
        }
        let value = String(scalars[..<end])
        // Every grapheme has at least one byte, so a short value needs no segmentation.
        if value.utf8.count > maximumGraphemes && value.count > maximumGraphemes { return .tooLong }
        return .tag(valueLength: value.utf8.count)
    }
}

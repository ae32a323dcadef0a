/// A link inside a tag: the one overlap of the reference's facets that changes what the app shows.
///
/// A tag holds anything but whitespace, and a link may begin after `(`, so `#DevOps2026(https://docs.swift.org/x)`
/// is, to the reference, a tag (`DevOps2026(https://docs.swift.org/x`, trailing punctuation dropped) and, inside it, a
/// link (`https://docs.swift.org/x`). The profile keeps the tag as the entity (the first of two overlapping facets,
/// as the reference's renderer shows), but the app still shortens the link (`specs/bluesky-posting.md` §3), so its
/// display text and count, and the tag's range in the posted record, depend on it.
///
/// At most one link lies in a tag: a link runs to the next whitespace, as the tag does. It may end after the tag, by
/// closing parentheses the tag drops as trailing punctuation and the link keeps (`#a(https://x.com/(b))`).
enum BlueskyTagLink {
    /// The link that begins inside the tag at `tag` (a hashtag entity's range in `bytes`, valid UTF-8), or `nil`.
    ///
    /// - Complexity: O(the tag's word): a scan from the tag's start to the whitespace after it, only when the tag
    ///   holds a `(`.
    static func link(inTag tag: Range<Int>, of bytes: [UInt8]) -> Range<Int>? {
        guard bytes[tag].contains(UInt8(ascii: "(")) else { return nil }
        var wordEnd = tag.upperBound
        while wordEnd < bytes.count && BlueskyCharacters.whitespaceLength(in: bytes, at: wordEnd, end: bytes.count) == 0 {
            wordEnd += 1
        }
        return BlueskyRecognizer.linkRanges(in: bytes, tag.lowerBound..<wordEnd).first {
            $0.lowerBound > tag.lowerBound && $0.lowerBound < tag.upperBound
        }
    }
}

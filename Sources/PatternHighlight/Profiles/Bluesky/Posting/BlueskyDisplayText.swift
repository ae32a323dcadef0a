/// The display text of the official Bluesky app: the text with every link replaced by its short form
/// (``BlueskyShortLink``), and the facets moved to match, byte-exactly.
///
/// The app rewrites each link as an insertion of the short form followed by a deletion of the old text, and moves
/// the facets by its rich-text insert and delete rules. For the facets this profile finds — in order, never
/// overlapping (of the app's overlapping ones, the first is kept, as its renderer shows) — those rules come to: the
/// link covers exactly its short form, its URI stays the full one, and every later facet moves by the difference in
/// bytes. The app measures the insertion in UTF-16 units, so after a bare link left unchanged that holds non-ASCII
/// characters its later facets land a few bytes early; here they do not.
///
/// A link inside a tag (``BlueskyTagLink``) is no facet here, but the app shortens it all the same, and its rules move
/// the tag: the link's text is replaced by its short form R (or kept, when R is the text), and the tag ends where it
/// ended, moved by the difference, or, when the link ran past the tag's end, right after R.
enum BlueskyDisplayText {
    /// `bytes` (valid UTF-8) with each link of `facets` (in order, not overlapping, UTF-8 ranges) replaced by its
    /// short form, and the facets moved.
    ///
    /// - Complexity: O(n + the links' lengths).
    static func transform(_ bytes: [UInt8], facets: [Entity]) -> (bytes: [UInt8], facets: [Entity]) {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var moved: [Entity] = []
        moved.reserveCapacity(facets.count)
        var copied = 0
        for facet in facets {
            let range = facet.range
            output.append(contentsOf: bytes[copied..<range.lowerBound])
            let start = output.count
            copied = range.upperBound
            if facet.kind == .url, let short = BlueskyShortLink.changedShortForm(of: bytes, range) {
                output.append(contentsOf: short)
            } else if facet.kind == .hashtag, let link = BlueskyTagLink.link(inTag: range, of: bytes),
                      !SpoofingCharacters.occurs(in: bytes, range: link) {
                // §3: insert R at the link's start (the tag's end moves by |R|), then delete the link's text: a tag
                // that holds it shrinks by its length, one it runs past ends where the deletion begins, after R.
                output.append(contentsOf: bytes[range.lowerBound..<link.lowerBound])
                output.append(contentsOf: BlueskyShortLink.changedShortForm(of: bytes, link) ?? Array(bytes[link]))
                if link.upperBound < range.upperBound { output.append(contentsOf: bytes[link.upperBound..<range.upperBound]) }
                copied = max(range.upperBound, link.upperBound)
            } else {
                output.append(contentsOf: bytes[range])
            }
            var facet = facet
            facet.range = start..<output.count
            moved.append(facet)
        }
        output.append(contentsOf: bytes[copied...])
        return (output, moved)
    }

    /// The graphemes and bytes the display text saves over `bytes[range]`, a link's text: its own graphemes less
    /// its short form's, and the same in UTF-8 bytes (negative when the short form is longer; zero when it does not
    /// change).
    static func saving(ofLink bytes: [UInt8], _ range: Range<Int>) -> (graphemes: Int, bytes: Int) {
        // A plain link is ASCII, and its short form drops at least the scheme.
        if let length = BlueskyShortLink.plainShortFormLength(of: bytes, range) { return (range.count - length, range.count - length) }
        guard let short = BlueskyShortLink.changedShortForm(of: bytes, range) else { return (0, 0) }
        // The short form is ASCII: one grapheme per byte, but for CR LF, which a link never holds.
        return (GraphemeCounter.count(in: bytes, range) - short.count, range.count - short.count)
    }
}

/// What a rule that strips a text's ends (Mastodon's) changes in the paragraphs' summed count, kept between edits:
/// it depends only on the bytes read at the two ends and on the content warning, so an edit between them keeps it,
/// and a keystroke in the middle of a long text reads nothing at its ends.
struct MastodonCountEnds: Sendable {
    /// What the rule's whole-text weight differs from the summed weight.
    let weightChange: Int
    /// How many bytes from the text's start the correction read.
    let headExtent: Int
    /// How many bytes before the text's end it read.
    let tailExtent: Int
    /// The content warning it was measured with.
    let contentWarning: String

    /// Whether the correction still holds after an edit that replaced `replaced` (old UTF-8 offsets) of a text of
    /// `oldLength` bytes, leaving `newLength`: the edit lies between the bytes it read, which stay apart, and the
    /// content warning is still `contentWarning`.
    func holds(afterReplacing replaced: Range<Int>, oldLength: Int, newLength: Int, contentWarning: String) -> Bool {
        replaced.lowerBound >= headExtent && replaced.upperBound <= oldLength - tailExtent
            && newLength >= headExtent + tailExtent && self.contentWarning == contentWarning
    }
}

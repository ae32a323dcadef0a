/// What the ``Highlighter`` found in one paragraph: its entities, and warnings about what it could not do.
struct ParagraphScan: Sendable {
    /// Sorted by start, never overlapping, none containing a ``SpoofingCharacters`` character.
    var entities: [Entity] = []
    /// One per custom kind that hit the regex limits in this paragraph.
    var warnings: [HighlightWarning] = []
    /// The twitter profile's URL candidates before overlap removal, when its whole-text scan kept them: the count
    /// weighs them instead of scanning for them again (``CountingRule``).
    var urlCandidates: [Range<Int>]? = nil
}

/// What the ``Highlighter`` found in one paragraph: its entities, and warnings about what it could not do.
struct ParagraphScan: Sendable {
    /// Sorted by start, never overlapping, none containing a ``SpoofingCharacters`` character.
    var entities: [Entity] = []
    /// One per custom kind that hit the regex limits in this paragraph.
    var warnings: [HighlightWarning] = []
    /// What a whole-text scan found for the profile's count (``CountReuse``), when it kept it.
    var countReuse: CountReuse? = nil
}

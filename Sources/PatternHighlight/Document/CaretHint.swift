/// Where the last edit left the caret (the end of its text), kept by a ``HighlightDocument`` because the next
/// keystroke usually lands there: its offsets are then counted from the caret, not from the paragraph start,
/// and, when the edit stayed inside one paragraph, that paragraph is found without descending the tree.
///
/// Every edit clears the hint before it changes the document and sets it again after, so a hint always
/// describes the current text; a copy of a document carries a hint that is true of its own text.
struct CaretHint: Sendable {
    /// The caret in UTF-8 and in the unit the edit came in.
    let caret: HighlightDocument.KnownOffset
    /// The paragraph holding the caret, as it is now, when the edit stayed inside one paragraph.
    let paragraph: ParagraphTree.Located?

    /// The hinted paragraph if it is the one `ParagraphTree.locate(_:in:)` finds for `offset` (in `unit`) in a
    /// document of `paragraphCount` paragraphs, else `nil`.
    func paragraph(holding offset: Int, in unit: OffsetUnit, paragraphCount: Int) -> ParagraphTree.Located? {
        guard let paragraph else { return nil }
        let start = paragraph.before.length(in: unit)
        let end = start + paragraph.own.length(in: unit)
        guard offset >= start, offset < end || (offset == end && paragraph.index == paragraphCount - 1) else { return nil }
        return paragraph
    }
}

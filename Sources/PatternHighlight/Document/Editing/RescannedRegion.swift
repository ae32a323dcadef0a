/// What an edit changed, the input of the steps that work out its ``DocumentUpdate`` (in
/// `HighlightDocument.replace`): where the entities may differ from the old ones moved by the edit, and where
/// they do (what changed style). Both kinds of edit make one: an edit inside one
/// paragraph (``ParagraphEdit``, offsets first of the piece it changed, then moved to the document's) and an
/// edit that re-scans whole paragraphs. The entities the re-scan found travel apart, in the
/// ``EditedParagraph`` (a cache for reporting them, not a part of what changed).
struct RescannedRegion {
    /// The replaced range, in old offsets.
    var replaced: Range<Int>
    /// The length in bytes of the text put in its place.
    var insertedCount: Int
    /// Where the entities may differ from the old ones moved by the edit (new offsets): the re-scanned window,
    /// or whole paragraphs, breaks included.
    var region: Range<Int>
    /// Where the styling changed (new offsets, inside ``region``): the inserted text and the entities that are
    /// not old ones moved (``RestyledSpan``).
    var restyled: Range<Int>
    /// The paragraphs re-scanned (their indices in the new document); none for an edit that changed nothing.
    var paragraphs: Range<Int> = 0..<0
    /// Whether the edit left the profile's states that read removed bytes as they were, as seen from the bytes
    /// around it in the piece it edited (``ProfileDocumentStates/areLeftAsIs(byEditOf:replacing:with:contentEnd:)``);
    /// `false` when unknown.
    var leavesProfileStates = false
    /// The bytes the edit removed, when the profile's states read them (``ProfileDocumentState/readsRemovedBytes``)
    /// and it did not ``leavesProfileStates``; else empty.
    var removedBytes: [UInt8] = []

    /// Moves the offsets `offset` bytes later (from a chunk's offsets to its paragraph's, or from a paragraph's
    /// to the document's).
    mutating func move(by offset: Int) {
        replaced = (replaced.lowerBound + offset)..<(replaced.upperBound + offset)
        region = (region.lowerBound + offset)..<(region.upperBound + offset)
        restyled = (restyled.lowerBound + offset)..<(restyled.upperBound + offset)
    }
}

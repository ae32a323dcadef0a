/// What an edit re-scanned, the input of the one function that works out its ``DocumentUpdate``
/// (`HighlightDocument.update(after:)`): where the entities may differ from the old ones moved by the edit,
/// and the entity boundaries just around that region before the edit. Both kinds of edit make one: an edit
/// inside one paragraph (``ParagraphEdit``, offsets first of the piece it changed, then moved to the
/// document's) and an edit that re-scans whole paragraphs.
struct RescannedRegion {
    /// The replaced range, in old offsets.
    var replaced: Range<Int>
    /// The length in bytes of the text put in its place.
    var insertedCount: Int
    /// Where the entities may differ from the old ones moved by the edit (new offsets): the re-scanned window,
    /// or whole paragraphs, breaks included.
    var region: Range<Int>
    /// Before the edit, in the ``paragraph`` when there is one, else in the whole document: the start of the
    /// first entity at or after the region's start, and the end of the last entity at or before its end (old
    /// offsets; `nil`: there is none there).
    var oldFirstStart: Int?
    var oldLastEnd: Int?
    /// The paragraphs re-scanned (their indices in the new document).
    var paragraphs: Range<Int> = 0..<0
    /// The paragraph the edit changed, after it, when the edit stayed inside one (the scope of the old
    /// boundaries above); `nil` when it re-scanned whole paragraphs.
    var paragraph: ParagraphTree.Located?
    /// The entities the re-scan found, their offsets ``foundShift`` short of the document's, stored from entity
    /// index ``foundIndex`` of ``paragraph``: the update reports them without decoding them again.
    var found: [Entity] = []
    var foundShift = 0
    var foundIndex = 0

    /// Moves the offsets `offset` bytes later and the entity indices `entities` later (from a chunk's offsets
    /// to its paragraph's, or from a paragraph's to the document's).
    mutating func move(by offset: Int, entities: Int) {
        replaced = (replaced.lowerBound + offset)..<(replaced.upperBound + offset)
        region = (region.lowerBound + offset)..<(region.upperBound + offset)
        oldFirstStart = oldFirstStart.map { $0 + offset }
        oldLastEnd = oldLastEnd.map { $0 + offset }
        foundShift += offset
        foundIndex += entities
    }
}

/// Converts ascending UTF-8 offsets of a ``HighlightDocument`` to another unit, counting forward inside the
/// current paragraph and finding a new paragraph in O(log n) only when an offset leaves it.
package struct DocumentOffsetConverter {
    private let tree: ParagraphTree
    private let unit: OffsetUnit
    private var paragraph: ParagraphTree.Located?
    private var position = 0
    private var counted = 0

    package init(_ document: HighlightDocument, unit: OffsetUnit) {
        self.tree = document.tree
        self.unit = unit
    }

    /// `utf8Offset` (a code point boundary in `0...length`) in the converter's unit.
    package mutating func convert(_ utf8Offset: Int) -> Int {
        if unit == .utf8 { return utf8Offset }
        if let paragraph, paragraph.paragraph.isChunked, utf8Offset >= paragraph.start, utf8Offset <= paragraph.end {
            // A chunked paragraph counts from its chunk (O(chunk)), not from the last offset.
            return paragraph.before.length(in: unit) + paragraph.paragraph.count(in: unit, upTo: utf8Offset - paragraph.start)
        }
        if let paragraph, let bytes = paragraph.paragraph.singlePieceBytes, utf8Offset >= paragraph.start + position,
           utf8Offset <= paragraph.end {
            let local = utf8Offset - paragraph.start
            counted += unit.count(in: bytes, position..<local)
            position = local
            return counted
        }
        let located = tree.locate(utf8Offset, in: .utf8)
        paragraph = located
        position = utf8Offset - located.start
        counted = located.before.length(in: unit) + located.paragraph.count(in: unit, upTo: position)
        return counted
    }
}

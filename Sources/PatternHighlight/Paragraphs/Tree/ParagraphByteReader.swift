/// Reads a document's bytes one at a time from the flat paragraph or the chunk of the last read, descending the
/// tree only when a read leaves it.
struct ParagraphByteReader {
    let tree: ParagraphTree
    /// The bytes of the flat paragraph or the chunk of the last read, and where they start and end in the document.
    private var piece: [UInt8] = []
    private var pieceStart = 0
    private var pieceEnd = 0

    init(tree: ParagraphTree) {
        self.tree = tree
    }

    /// The byte at `offset` (in `0..<length`).
    ///
    /// - Complexity: O(1) inside the paragraph or chunk of the last read, else O(log n).
    mutating func byte(at offset: Int) -> UInt8 {
        if offset < pieceStart || offset >= pieceEnd { load(holding: offset) }
        return piece[offset - pieceStart]
    }

    /// Makes the flat paragraph or the chunk that holds `offset` the one read.
    private mutating func load(holding offset: Int) {
        let located = tree.locate(offset, in: .utf8)
        let start = located.start
        switch located.paragraph.storage {
        case .flat(let flat):
            piece = flat.bytes
            pieceStart = start
        case .chunked(let chunks):
            let chunk = chunks.chunk(containing: offset - start)
            piece = chunks.chunks[chunk.index].bytes
            pieceStart = start + chunk.before.utf8
        }
        pieceEnd = pieceStart + piece.count
    }

    /// The value of the scalar that starts at `offset`.
    mutating func scalar(at offset: Int) -> UInt32 {
        let lead = byte(at: offset)
        if lead < 0x80 { return UInt32(lead) }
        if lead < 0xE0 { return UTF8Scalars.twoByteValue(lead, byte(at: offset + 1)) }
        if lead < 0xF0 { return UTF8Scalars.threeByteValue(lead, byte(at: offset + 1), byte(at: offset + 2)) }
        return UTF8Scalars.fourByteValue(lead, byte(at: offset + 1), byte(at: offset + 2), byte(at: offset + 3))
    }

    /// The bytes of `range`: read one at a time when short, else from the paragraphs it overlaps.
    mutating func bytes(_ range: Range<Int>) -> [UInt8] {
        if range.isEmpty { return [] }
        if range.count <= 32 { return range.map { byte(at: $0) } }
        return tree.utf8Bytes(in: range)
    }
}

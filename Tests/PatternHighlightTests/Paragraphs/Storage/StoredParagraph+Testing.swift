@testable import PatternHighlight

/// Test views of a paragraph's storage: its chunks (none when it is flat) and their totals.
extension StoredParagraph {
    var chunks: [ParagraphPiece] {
        if case .chunked(let chunked) = storage { return chunked.chunks }
        return []
    }

    var chunkTotals: ChunkTotals {
        if case .chunked(let chunked) = storage { return chunked.totals }
        return ChunkTotals()
    }
}

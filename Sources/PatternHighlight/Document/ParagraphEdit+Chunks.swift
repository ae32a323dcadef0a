/// An edit inside a chunked paragraph (see ``ParagraphChunk``): applied to the one chunk that holds it, seen as
/// a paragraph of its own, so that its cost does not depend on the paragraph's length.
extension ParagraphEdit {
    /// Applies the edit to `paragraph` (chunked, its totals `own`) in the chunk holding the edit's start;
    /// returns what ``apply(to:own:isLast:windowThreshold:chunkSize:highlighter:recorder:)`` does.
    ///
    /// The chunk is scanned exactly as the paragraph would be: it starts after a space (or at the paragraph
    /// start) and, unless it is the last, ends with a space that the edit does not touch (an edit reaching
    /// that space first merges the chunk with the next). So the window around the edit inside the chunk is
    /// the paragraph's window, and the chunk re-scanned whole (when it is short) is a valid window too.
    ///
    /// - Complexity: O(log k + c + w) for k chunks of at most c bytes and a window of w bytes (the later chunks
    ///   move with one O(log k) update of ``ChunkTotals``); O(k + the bytes of the chunks an edit spans) when
    ///   it spans several or splits its chunk.
    func applyChunked(
        to paragraph: inout StoredParagraph, own: ParagraphSummary, isLast: Bool, windowThreshold: Int, chunkSize: Int,
        highlighter: Highlighter, recorder: ScanRecorder?
    ) -> (own: ParagraphSummary, result: Outcome) {
        let (index, before) = paragraph.chunk(containing: range.lowerBound)
        let chunkStart = before.utf8
        let entitiesBefore = before.entities
        // The edit may not reach a chunk's closing space: merge the chunks it reaches into one.
        while index + 1 < paragraph.chunks.count && !range.isEmpty
            && range.upperBound >= chunkStart + paragraph.chunks[index].bytes.count {
            paragraph.mergeChunk(index)
        }
        let isLastChunk = index == paragraph.chunks.count - 1
        // The nearest entities in the other chunks (old offsets), for when the chunk has none on one side.
        let entitiesThrough = entitiesBefore + paragraph.chunks[index].entities.count
        let nextEntityStart = entitiesThrough < paragraph.entityCount
            ? paragraph.storedEntity(at: entitiesThrough).range.lowerBound : nil
        let previousEntityEnd = entitiesBefore > 0 ? paragraph.storedEntity(at: entitiesBefore - 1).range.upperBound : nil

        // The chunk as a paragraph of its own, taken out of the array so that its storage stays unique.
        let oldChunkOwn = paragraph.chunkTotals[index]
        var piece = StoredParagraph(
            bytes: paragraph.chunks[index].bytes, entities: paragraph.chunks[index].entities,
            breakLength: isLastChunk ? paragraph.breakLength : 0)
        paragraph.chunks[index].bytes = []
        paragraph.chunks[index].entities = []
        let local = ParagraphEdit(range: (range.lowerBound - chunkStart)..<(range.upperBound - chunkStart), inserted: inserted)
        let (newChunkOwn, outcome) = local.applyFlat(
            to: &piece, own: oldChunkOwn, isLast: isLast && isLastChunk, windowThreshold: windowThreshold,
            highlighter: highlighter, recorder: recorder)
        paragraph.chunks[index].bytes = piece.flatBytes
        paragraph.chunks[index].entities = piece.flatEntities
        piece = StoredParagraph(bytes: [], entities: [], breakLength: 0)

        // The later chunks move by the chunk's change: one update of the totals, no later chunk touched.
        let change = newChunkOwn - oldChunkOwn
        if change != .zero { paragraph.chunkTotals.add(change, toChunk: index) }
        paragraph.splitChunkIfLong(index, size: chunkSize)

        var newOwn = own
        newOwn += change
        let result = Outcome(
            region: (outcome.region.lowerBound + chunkStart)..<(outcome.region.upperBound + chunkStart),
            oldRegionEnd: outcome.oldRegionEnd + chunkStart,
            oldFirstStart: outcome.oldFirstStart.map { $0 + chunkStart } ?? nextEntityStart,
            oldLastEnd: outcome.oldLastEnd.map { $0 + chunkStart } ?? previousEntityEnd,
            paragraph: paragraph, found: outcome.found.map { $0.shifted(by: chunkStart) },
            foundStart: outcome.foundStart + entitiesBefore)
        return (newOwn, result)
    }
}

/// One paragraph as a ``HighlightDocument`` stores it: its bytes (content, then its break) and its entities,
/// with ranges relative to the paragraph's first byte, so moving the paragraph costs nothing.
///
/// A paragraph is stored flat (one byte array, one entity array) unless it is long and the highlighter
/// re-scans windows: then it is cut into ``ParagraphChunk``s (see `StoredParagraph+Chunks`), so that a
/// keystroke inside it costs what one in a short paragraph does. Read it through the accessors below, which
/// hide the difference.
///
/// Only the document's last paragraph has no break (``breakLength`` 0); it may be empty.
struct StoredParagraph: Sendable {
    /// The paragraph's UTF-8 bytes, its break included, when it is flat (empty when chunked). (Changed in
    /// place only by ``ParagraphEdit``.)
    var flatBytes: [UInt8]
    /// The entities found in the content when it is flat (empty when chunked), ranges relative to the
    /// paragraph start, sorted, not overlapping.
    var flatEntities: [StoredEntity]
    /// The paragraph's chunks, in order, when it is chunked; empty when it is flat.
    var chunks: [ParagraphChunk] = []
    /// The chunks' totals (one per chunk, in order), and the totals before each chunk in O(log k).
    var chunkTotals = ChunkTotals()
    /// The length in bytes of the break that ends the paragraph (LF, CR: 1; CRLF: 2; U+2028/U+2029: 3), or 0.
    let breakLength: UInt8
    /// The custom kinds that hit the regex limits in this paragraph, or were skipped after hitting them
    /// elsewhere, and why (usually none: an empty array costs 8 bytes), so the document can report
    /// ``HighlightWarning``s.
    var warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)] = []

    init(bytes: [UInt8], entities: [StoredEntity], breakLength: UInt8, warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)] = []) {
        self.flatBytes = bytes
        self.flatEntities = entities
        self.breakLength = breakLength
        self.warnings = warnings
    }

    /// Whether the paragraph is stored in chunks.
    var isChunked: Bool { !chunks.isEmpty }

    // MARK: - Bytes

    /// The length of the paragraph in bytes, its break included.
    var byteCount: Int {
        guard isChunked else { return flatBytes.count }
        return chunkTotals.total.utf8
    }

    /// The content, break excluded, as a range of the paragraph's bytes.
    var contentRange: Range<Int> { 0..<(byteCount - Int(breakLength)) }

    /// Whether the paragraph ends with a lone CR, which an LF typed after it would join into one CRLF break.
    var endsWithLoneCR: Bool { breakLength == 1 && lastByte == 0x0D }

    /// The last byte, if any.
    var lastByte: UInt8? { chunks.last.map { $0.bytes.last } ?? flatBytes.last }

    /// The byte at `offset` (in `0..<byteCount`).
    ///
    /// - Complexity: O(1) flat, O(log k) for k chunks.
    func byte(at offset: Int) -> UInt8 {
        guard isChunked else { return flatBytes[offset] }
        let located = chunk(containing: offset)
        return chunks[located.index].bytes[offset - located.before.utf8]
    }

    /// Appends the bytes in `range` (of the paragraph) to `output`.
    func appendBytes(_ range: Range<Int>, to output: inout [UInt8]) {
        guard isChunked else {
            output += flatBytes[range]
            return
        }
        guard !range.isEmpty else { return }
        var (index, before) = chunk(containing: range.lowerBound)
        var start = before.utf8
        while index < chunks.count && start < range.upperBound {
            let bytes = chunks[index].bytes
            output += bytes[(max(range.lowerBound, start) - start)..<(min(range.upperBound, start + bytes.count) - start)]
            start += bytes.count
            index += 1
        }
    }

    // MARK: - Entities

    /// How many entities the paragraph has.
    var entityCount: Int {
        guard isChunked else { return flatEntities.count }
        return chunkTotals.total.entities
    }

    /// The entity at `index` (in `0..<entityCount`), its range relative to the paragraph.
    ///
    /// - Complexity: O(1) flat, O(log k) for k chunks.
    func storedEntity(at index: Int) -> StoredEntity {
        guard isChunked else { return flatEntities[index] }
        let located = chunk(holdingEntity: index)
        var entity = chunks[located.index].entities[index - located.before.entities]
        entity.move(by: located.before.utf8)
        return entity
    }

    /// The entity at `index`, decoded, its range moved by `shift` (the paragraph's start in the document).
    func entity(at index: Int, shift: Int) -> Entity {
        guard isChunked else { return flatEntities[index].entity(in: flatBytes, shift: shift) }
        let located = chunk(holdingEntity: index)
        let chunk = chunks[located.index]
        return chunk.entities[index - located.before.entities].entity(in: chunk.bytes, shift: shift + located.before.utf8)
    }

    /// The first entity, its range relative to the paragraph, or `nil` when there is none.
    var firstEntity: StoredEntity? { entityCount > 0 ? storedEntity(at: 0) : nil }
    /// The last entity, its range relative to the paragraph, or `nil` when there is none.
    var lastEntity: StoredEntity? { entityCount > 0 ? storedEntity(at: entityCount - 1) : nil }

    /// The index of the first entity that ends after `offset` (of the paragraph), or ``entityCount``.
    ///
    /// - Complexity: O(log e) flat, O(log k + log e) chunked.
    func entityIndex(endingAfter offset: Int) -> Int {
        guard isChunked else { return ParagraphWindow.partitionPoint(flatEntities) { $0.range.upperBound <= offset } }
        // No entity crosses a chunk edge: those of earlier chunks end by this chunk's start.
        let located = chunk(containing: offset)
        let local = offset - located.before.utf8
        return located.before.entities
            + ParagraphWindow.partitionPoint(chunks[located.index].entities) { $0.range.upperBound <= local }
    }

    /// The index of the first entity that starts at or after `offset` (of the paragraph), or ``entityCount``.
    ///
    /// - Complexity: O(log e) flat, O(log k + log e) chunked.
    func entityIndex(startingAtOrAfter offset: Int) -> Int {
        guard isChunked else { return ParagraphWindow.partitionPoint(flatEntities) { $0.range.lowerBound < offset } }
        let located = chunk(containing: offset)
        let local = offset - located.before.utf8
        return located.before.entities
            + ParagraphWindow.partitionPoint(chunks[located.index].entities) { $0.range.lowerBound < local }
    }

    /// The entities with document offsets, the paragraph starting at `start`.
    func entities(at start: Int) -> [Entity] {
        guard isChunked else { return flatEntities.map { $0.entity(in: flatBytes, shift: start) } }
        var result: [Entity] = []
        result.reserveCapacity(entityCount)
        var chunkStart = start
        for chunk in chunks {
            for entity in chunk.entities { result.append(entity.entity(in: chunk.bytes, shift: chunkStart)) }
            chunkStart += chunk.bytes.count
        }
        return result
    }

    // MARK: - Offsets

    /// The length in `unit` of the paragraph's first `offset` bytes (`offset` on a scalar boundary).
    ///
    /// - Complexity: O(`offset`) flat; chunked O(log k) plus counting inside one chunk, from its nearer end.
    func count(in unit: OffsetUnit, upTo offset: Int) -> Int {
        guard isChunked, unit != .utf8 else { return unit.count(in: flatBytes, 0..<offset) }
        let (index, before) = chunk(containing: offset)
        let bytes = chunks[index].bytes
        let local = offset - before.utf8
        if local <= bytes.count / 2 {
            return before.length(in: unit) + unit.count(in: bytes, 0..<local)
        }
        return before.length(in: unit) + chunkTotals[index].length(in: unit) - unit.count(in: bytes, local..<bytes.count)
    }

    /// The chunk holding byte `offset` (the one with `start <= offset < end`, or the last when `offset` is
    /// past every chunk) and the totals of the chunks before it (its start is `before.utf8`). No chunk is
    /// empty: edits merge an emptied chunk into the next.
    ///
    /// - Complexity: O(log k).
    func chunk(containing offset: Int) -> (index: Int, before: ParagraphSummary) {
        chunkTotals.locate(offset) { $0.utf8 }
    }

    /// The chunk holding the entity at `index` (in `0..<entityCount`) and the totals of the chunks before it.
    ///
    /// - Complexity: O(log k).
    func chunk(holdingEntity index: Int) -> (index: Int, before: ParagraphSummary) {
        chunkTotals.locate(index) { $0.entities }
    }

    /// The chunk whose units (in `unit`) hold `offset` (in `unit`, relative to the paragraph), the last chunk
    /// starting at or before it, and the totals of the chunks before it.
    ///
    /// - Complexity: O(log k).
    func chunk(containing offset: Int, in unit: OffsetUnit) -> (index: Int, before: ParagraphSummary) {
        chunkTotals.locate(offset) { $0.length(in: unit) }
    }
}

/// A long paragraph's storage (``StoredParagraph/Storage/chunked(_:)``): its ``ParagraphPiece``s in order and
/// their totals, and the rule kept through edits: every chunk but the last ends with a space, every chunk but
/// the first begins with a scalar that starts a grapheme cluster after it (so the chunks count on their own, see
/// ``CountCuts``, and their counts add up to the paragraph's), no chunk is empty, none is longer than needed.
struct ParagraphChunks: Sendable {
    /// The chunks, in order (at least two when a paragraph is cut; edits may merge them down to one).
    var chunks: [ParagraphPiece]
    /// The chunks' totals (one per chunk, in order), and the totals before each chunk in O(log k).
    var totals: ChunkTotals

    /// The chunks of a flat paragraph's `piece` (whose content, break excluded, ends at `contentEnd`), cut
    /// after a space near every `size` bytes where no entity crosses the cut; `nil` when that gives a single
    /// chunk. Each chunk's count is taken under `rule` (`startsText`: the paragraph begins the document).
    ///
    /// - Complexity: O(p) for a paragraph of p bytes.
    init?(cutting piece: ParagraphPiece, contentEnd: Int, size: Int, counting rule: CountingRule, startsText: Bool) {
        let pieces = Self.cut(piece, contentEnd: contentEnd, size: size)
        guard pieces.count > 1 else { return nil }
        chunks = pieces
        totals = ChunkTotals(pieces.indices.map { pieces[$0].countedTotals(counting: rule, startsText: startsText && $0 == 0) })
    }

    /// The chunk holding byte `offset` (the one with `start <= offset < end`, or the last when `offset` is
    /// past every chunk) and the totals of the chunks before it (its start is `before.utf8`). No chunk is
    /// empty: edits merge an emptied chunk into the next.
    ///
    /// - Complexity: O(log k).
    func chunk(containing offset: Int) -> (index: Int, before: ParagraphSummary) {
        totals.locate(offset) { $0.utf8 }
    }

    /// The chunk holding the entity at `index` (in `0..<entities`) and the totals of the chunks before it.
    ///
    /// - Complexity: O(log k).
    func chunk(holdingEntity index: Int) -> (index: Int, before: ParagraphSummary) {
        totals.locate(index) { $0.entities }
    }

    /// The entity at `index` (in `0..<entities`), its range relative to the paragraph.
    ///
    /// - Complexity: O(log k).
    func storedEntity(at index: Int) -> StoredEntity {
        let located = chunk(holdingEntity: index)
        var entity = chunks[located.index].entities[index - located.before.entities]
        entity.move(by: located.before.utf8)
        return entity
    }

    /// Splits chunk `index` again when it has grown past twice `size` (a paste, or a chunk's worth of typing),
    /// keeping the totals right (counts under `rule`; `startsText`: the paragraph begins the document);
    /// `breakLength` is the paragraph's (held by the last chunk).
    ///
    /// - Complexity: O(c + k) for a chunk of c bytes, k chunks, when it is split; O(1) otherwise.
    mutating func splitChunkIfLong(_ index: Int, size: Int, breakLength: UInt8, counting rule: CountingRule, startsText: Bool) {
        let chunk = chunks[index]
        guard chunk.bytes.count > 2 * size else { return }
        let isLast = index == chunks.count - 1
        let pieces = Self.cut(chunk, contentEnd: chunk.bytes.count - (isLast ? Int(breakLength) : 0), size: size)
        guard pieces.count > 1 else { return }
        chunks.replaceSubrange(index...index, with: pieces)
        totals.replaceSubrange(
            index..<(index + 1),
            with: pieces.indices.map { pieces[$0].countedTotals(counting: rule, startsText: startsText && index + $0 == 0) })
    }

    /// Merges chunk `index` into the one before it when an edit left it beginning with a scalar that joins the
    /// previous chunk's closing space (a combining mark typed there), so that every edge stays a count cut;
    /// the merged chunk is counted again under `rule`. Returns the index of the chunk that now holds chunk
    /// `index`'s bytes.
    ///
    /// - Complexity: O(1) when nothing is merged (almost always); else O(c + k) for the two chunks' c bytes and
    ///   k chunks.
    mutating func mergeIfNotAtCountCut(_ index: Int, counting rule: CountingRule, startsText: Bool) -> Int {
        guard index > 0, !chunks[index].startsAtCountCut else { return index }
        mergeChunk(index - 1)
        let merged = chunks[index - 1].countedTotals(counting: rule, startsText: startsText && index - 1 == 0)
        totals.replaceSubrange((index - 1)..<index, with: CollectionOfOne(merged))
        return index - 1
    }

    /// Merges chunk `index + 1` into chunk `index`.
    ///
    /// - Complexity: O(c) for the bytes and entities of the two chunks, plus O(k) to close the gap and rebuild
    ///   the totals.
    mutating func mergeChunk(_ index: Int) {
        let next = chunks.remove(at: index + 1)
        let shift = chunks[index].bytes.count
        chunks[index].bytes += next.bytes
        chunks[index].entities += next.entities.lazy.map { entity in
            var moved = entity
            moved.move(by: shift)
            return moved
        }
        totals.replaceSubrange(index..<(index + 2), with: CollectionOfOne(totals[index] + totals[index + 1]))
    }

    /// The pieces of `piece` (whose content, break excluded, ends at `contentEnd`), cut after a space near
    /// every `size` bytes where no entity crosses the cut.
    private static func cut(_ piece: ParagraphPiece, contentEnd: Int, size: Int) -> [ParagraphPiece] {
        let (bytes, entities) = (piece.bytes, piece.entities)
        let space = UInt8(ascii: " ")
        var cuts: [Int] = []
        var entityIndex = 0
        var candidate = size
        while candidate < contentEnd {
            // The first space at or after the candidate, inside the content; cut after it.
            var position = candidate - 1
            while position < contentEnd && bytes[position] != space { position += 1 }
            guard position < contentEnd else { break }
            let cut = position + 1
            // A count cut: the next chunk must not begin with a mark that joins the space's cluster.
            if cut < bytes.count && !CountCuts.startsClusterAfterSpace(bytes, at: cut) {
                candidate = cut + 1
                continue
            }
            // An entity across the cut (none holds a space for a windowed profile; be safe): cut after it.
            while entityIndex < entities.count && entities[entityIndex].range.upperBound <= cut { entityIndex += 1 }
            if entityIndex < entities.count && entities[entityIndex].range.lowerBound < cut {
                candidate = entities[entityIndex].range.upperBound + 1
                continue
            }
            if cut < bytes.count { cuts.append(cut) }
            candidate = cut + size
        }
        cuts.append(bytes.count)
        var result: [ParagraphPiece] = []
        result.reserveCapacity(cuts.count)
        var start = 0
        var nextEntity = 0
        for cut in cuts {
            let bytesOfPiece = Array(bytes[start..<cut])
            var entitiesOfPiece: [StoredEntity] = []
            while nextEntity < entities.count && entities[nextEntity].range.lowerBound < cut {
                var entity = entities[nextEntity]
                entity.move(by: -start)
                entitiesOfPiece.append(entity)
                nextEntity += 1
            }
            result.append(ParagraphPiece(bytes: bytesOfPiece, entities: entitiesOfPiece))
            start = cut
        }
        return result
    }

    // MARK: - Invariants

    /// The chunks' rule: every chunk but the last ends with a space, every chunk but the first begins a grapheme
    /// cluster after it, chunks are not empty, each chunk's totals
    /// (``ChunkTotals``) are its own and the totals before it the sum of those before it, and its entities lie
    /// inside it, in order. Counts are taken under `rule` (`startsText`: the paragraph begins the document).
    func satisfiesInvariants(counting rule: CountingRule, startsText: Bool) -> Bool {
        guard totals.count == chunks.count, !chunks.isEmpty else { return false }
        var before = ParagraphSummary.zero
        for (number, chunk) in chunks.enumerated() {
            let isLast = number == chunks.count - 1
            if (!isLast && !chunk.endsWithSpace) || (number > 0 && !chunk.startsAtCountCut) { return false }
            let own = chunk.countedTotals(counting: rule, startsText: startsText && number == 0)
            if totals[number] != own || totals.before(number) != before { return false }
            var previousEnd = 0
            for entity in chunk.entities {
                if entity.range.lowerBound < previousEnd || entity.range.upperBound > chunk.bytes.count { return false }
                previousEnd = entity.range.upperBound
            }
            before += own
        }
        return true
    }
}

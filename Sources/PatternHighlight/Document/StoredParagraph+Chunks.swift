/// Cutting a long paragraph into ``ParagraphChunk``s, and keeping the chunks' rule (every chunk but the last
/// ends with a space; none is longer than needed) through edits.
extension StoredParagraph {
    /// Cuts a flat paragraph into chunks of about `size` bytes, each cut right after a space that no entity
    /// contains; leaves it flat when that gives a single chunk.
    ///
    /// - Complexity: O(p) for a paragraph of p bytes.
    mutating func cutIntoChunks(size: Int) {
        precondition(!isChunked, "StoredParagraph: already chunked")
        let pieces = Self.chunks(of: flatBytes, entities: flatEntities, contentEnd: contentRange.upperBound, size: size)
        guard pieces.count > 1 else { return }
        chunks = pieces
        chunkTotals = ChunkTotals(pieces.map(\.countedTotals))
        flatBytes = []
        flatEntities = []
    }

    /// Splits chunk `index` again when it has grown past twice `size` (a paste, or a chunk's worth of typing),
    /// keeping the totals right.
    ///
    /// - Complexity: O(c + k) for a chunk of c bytes, k chunks, when it is split; O(1) otherwise.
    mutating func splitChunkIfLong(_ index: Int, size: Int) {
        let chunk = chunks[index]
        guard chunk.bytes.count > 2 * size else { return }
        let isLast = index == chunks.count - 1
        let contentEnd = chunk.bytes.count - (isLast ? Int(breakLength) : 0)
        let pieces = Self.chunks(of: chunk.bytes, entities: chunk.entities, contentEnd: contentEnd, size: size)
        guard pieces.count > 1 else { return }
        chunks.replaceSubrange(index...index, with: pieces)
        chunkTotals.replaceSubrange(index..<(index + 1), with: pieces.map(\.countedTotals))
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
        chunkTotals.replaceSubrange(index..<(index + 2), with: CollectionOfOne(chunkTotals[index] + chunkTotals[index + 1]))
    }

    /// The chunks of `bytes` (whose content, break excluded, ends at `contentEnd`) with its `entities`
    /// (relative to `bytes`), cut after a space near every `size` bytes where no entity crosses the cut.
    private static func chunks(of bytes: [UInt8], entities: [StoredEntity], contentEnd: Int, size: Int) -> [ParagraphChunk] {
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
        var result: [ParagraphChunk] = []
        result.reserveCapacity(cuts.count)
        var start = 0
        var nextEntity = 0
        for cut in cuts {
            let piece = Array(bytes[start..<cut])
            var pieceEntities: [StoredEntity] = []
            while nextEntity < entities.count && entities[nextEntity].range.lowerBound < cut {
                var entity = entities[nextEntity]
                entity.move(by: -start)
                pieceEntities.append(entity)
                nextEntity += 1
            }
            result.append(ParagraphChunk(bytes: piece, entities: pieceEntities))
            start = cut
        }
        return result
    }
}

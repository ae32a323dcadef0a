/// One paragraph as a ``HighlightDocument`` stores it: its bytes (content, then its break) and its entities,
/// with ranges relative to the paragraph's first byte, so moving the paragraph costs nothing.
///
/// A paragraph is stored ``Storage/flat(_:)`` (one ``ParagraphPiece``: one byte array, one entity array) unless
/// it is long and the highlighter re-scans windows: then it is ``Storage/chunked(_:)`` (``ParagraphChunks``),
/// so that a keystroke inside it costs what one in a short paragraph does. Read it through the accessors
/// below, which hide the difference.
///
/// Only the document's last paragraph has no break (``breakLength`` 0); it may be empty.
struct StoredParagraph: Sendable {
    /// How the bytes and entities are kept.
    enum Storage: Sendable {
        /// One piece: the paragraph's bytes, its break included, and its entities.
        case flat(ParagraphPiece)
        /// Chunks of about ``ParagraphPiece/defaultSize`` bytes, the last holding the break.
        case chunked(ParagraphChunks)
    }

    /// The bytes and entities. (Changed in place only by ``ParagraphEdit``.)
    var storage: Storage
    /// The length in bytes of the break that ends the paragraph (LF, CR: 1; CRLF: 2; U+2028/U+2029: 3), or 0.
    let breakLength: UInt8
    /// The custom kinds that hit the regex limits in this paragraph, or were skipped after hitting them
    /// elsewhere, and why (usually none: an empty array costs 8 bytes), so the document can report
    /// ``HighlightWarning``s.
    var warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)] = []

    init(bytes: [UInt8], entities: [StoredEntity], breakLength: UInt8, warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)] = []) {
        self.storage = .flat(ParagraphPiece(bytes: bytes, entities: entities))
        self.breakLength = breakLength
        self.warnings = warnings
    }

    /// Whether the paragraph is stored in chunks.
    var isChunked: Bool {
        if case .chunked = storage { return true }
        return false
    }

    // MARK: - Bytes

    /// The length of the paragraph in bytes, its break included.
    var byteCount: Int {
        switch storage {
        case .flat(let piece): return piece.bytes.count
        case .chunked(let chunked): return chunked.totals.total.utf8
        }
    }

    /// The content, break excluded, as a range of the paragraph's bytes.
    var contentRange: Range<Int> { 0..<(byteCount - Int(breakLength)) }

    /// Whether the paragraph ends with a lone CR, which an LF typed after it would join into one CRLF break.
    var endsWithLoneCR: Bool { breakLength == 1 && lastByte == 0x0D }

    /// The last byte, if any.
    var lastByte: UInt8? {
        switch storage {
        case .flat(let piece): return piece.bytes.last
        case .chunked(let chunked): return chunked.chunks.last?.bytes.last
        }
    }

    /// The piece holding byte `offset` (the paragraph itself when flat, else its chunk), with the totals of
    /// the paragraph before that piece.
    ///
    /// - Complexity: O(1) flat, O(log k) for k chunks.
    func piece(containing offset: Int) -> (piece: ParagraphPiece, before: ParagraphSummary) {
        switch storage {
        case .flat(let piece): return (piece, .zero)
        case .chunked(let chunked):
            let located = chunked.chunk(containing: offset)
            return (chunked.chunks[located.index], located.before)
        }
    }

    /// The byte at `offset` (in `0..<byteCount`).
    ///
    /// - Complexity: O(1) flat, O(log k) for k chunks.
    func byte(at offset: Int) -> UInt8 {
        switch storage {
        case .flat(let piece): return piece.bytes[offset]
        case .chunked(let chunked):
            let located = chunked.chunk(containing: offset)
            return chunked.chunks[located.index].bytes[offset - located.before.utf8]
        }
    }

    /// Appends the bytes in `range` (of the paragraph) to `output`.
    func appendBytes(_ range: Range<Int>, to output: inout [UInt8]) {
        switch storage {
        case .flat(let piece):
            output += piece.bytes[range]
        case .chunked(let chunked):
            guard !range.isEmpty else { return }
            var (index, before) = chunked.chunk(containing: range.lowerBound)
            var start = before.utf8
            while index < chunked.chunks.count && start < range.upperBound {
                let bytes = chunked.chunks[index].bytes
                output += bytes[(max(range.lowerBound, start) - start)..<(min(range.upperBound, start + bytes.count) - start)]
                start += bytes.count
                index += 1
            }
        }
    }

    // MARK: - Entities

    /// How many entities the paragraph has.
    var entityCount: Int {
        switch storage {
        case .flat(let piece): return piece.entities.count
        case .chunked(let chunked): return chunked.totals.total.entities
        }
    }

    /// The entity at `index` (in `0..<entityCount`), its range relative to the paragraph.
    ///
    /// - Complexity: O(1) flat, O(log k) for k chunks.
    func storedEntity(at index: Int) -> StoredEntity {
        switch storage {
        case .flat(let piece): return piece.entities[index]
        case .chunked(let chunked): return chunked.storedEntity(at: index)
        }
    }

    /// The entity at `index`, decoded, its range moved by `shift` (the paragraph's start in the document).
    func entity(at index: Int, shift: Int) -> Entity {
        switch storage {
        case .flat(let piece): return piece.entities[index].entity(in: piece.bytes, shift: shift)
        case .chunked(let chunked):
            let located = chunked.chunk(holdingEntity: index)
            let chunk = chunked.chunks[located.index]
            return chunk.entities[index - located.before.entities].entity(in: chunk.bytes, shift: shift + located.before.utf8)
        }
    }

    /// The first entity, its range relative to the paragraph, or `nil` when there is none.
    var firstEntity: StoredEntity? { entityCount > 0 ? storedEntity(at: 0) : nil }
    /// The last entity, its range relative to the paragraph, or `nil` when there is none.
    var lastEntity: StoredEntity? { entityCount > 0 ? storedEntity(at: entityCount - 1) : nil }

    /// The index of the first entity that ends after `offset` (of the paragraph), or ``entityCount``.
    ///
    /// - Complexity: O(log e) flat, O(log k + log e) chunked.
    func entityIndex(endingAfter offset: Int) -> Int {
        switch storage {
        case .flat(let piece): return piece.entityIndex(endingAfter: offset)
        case .chunked(let chunked):
            // No entity crosses a chunk edge: those of earlier chunks end by this chunk's start.
            let located = chunked.chunk(containing: offset)
            return located.before.entities + chunked.chunks[located.index].entityIndex(endingAfter: offset - located.before.utf8)
        }
    }

    /// The index of the first entity that starts at or after `offset` (of the paragraph), or ``entityCount``.
    ///
    /// - Complexity: O(log e) flat, O(log k + log e) chunked.
    func entityIndex(startingAtOrAfter offset: Int) -> Int {
        switch storage {
        case .flat(let piece): return piece.entityIndex(startingAtOrAfter: offset)
        case .chunked(let chunked):
            let located = chunked.chunk(containing: offset)
            return located.before.entities + chunked.chunks[located.index].entityIndex(startingAtOrAfter: offset - located.before.utf8)
        }
    }

    /// The entities with document offsets, the paragraph starting at `start`.
    func entities(at start: Int) -> [Entity] {
        switch storage {
        case .flat(let piece):
            return piece.entities.map { $0.entity(in: piece.bytes, shift: start) }
        case .chunked(let chunked):
            var result: [Entity] = []
            result.reserveCapacity(entityCount)
            var chunkStart = start
            for chunk in chunked.chunks {
                for entity in chunk.entities { result.append(entity.entity(in: chunk.bytes, shift: chunkStart)) }
                chunkStart += chunk.bytes.count
            }
            return result
        }
    }

    // MARK: - Offsets

    /// The length in `unit` of the paragraph's first `offset` bytes (`offset` on a scalar boundary).
    ///
    /// - Complexity: O(`offset`) flat; chunked O(log k) plus counting inside one chunk, from its nearer end.
    func count(in unit: OffsetUnit, upTo offset: Int) -> Int {
        switch storage {
        case .flat(let piece):
            return unit.count(in: piece.bytes, 0..<offset)
        case .chunked(let chunked):
            guard unit != .utf8 else { return offset }
            let (index, before) = chunked.chunk(containing: offset)
            let bytes = chunked.chunks[index].bytes
            let local = offset - before.utf8
            if local <= bytes.count / 2 {
                return before.length(in: unit) + unit.count(in: bytes, 0..<local)
            }
            return before.length(in: unit) + chunked.totals[index].length(in: unit) - unit.count(in: bytes, local..<bytes.count)
        }
    }
}

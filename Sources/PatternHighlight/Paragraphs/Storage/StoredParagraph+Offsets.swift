/// A position known in UTF-8 and in one other unit: an origin to count offsets from (the caret the last edit
/// left, or the start of a range being converted).
struct KnownOffset: Sendable {
    let unit: OffsetUnit
    let offset: Int
    let utf8: Int
}

/// Converting an offset inside one paragraph: counting, eight bytes at a time (``UTF8Seeker``), from the
/// nearest point whose offsets in both units are known.
extension StoredParagraph {
    /// `offset` (in `unit`, in bounds, in this paragraph, which starts after the totals `before`) as a
    /// document UTF-8 offset, counted from the nearest of the paragraph's start and the known positions
    /// `near` and `other` (in a chunked paragraph, inside the chunk holding the offset, from its start or a
    /// known position in it).
    ///
    /// - Throws: ``DocumentError/offsetInsideScalar(offset:unit:)`` inside a UTF-8 sequence or a surrogate pair.
    /// - Complexity: O(d) for the d bytes between the offset and that origin (O(log k) plus at most one
    ///   chunk in a chunked paragraph of k chunks).
    func utf8Offset(
        _ offset: Int, from unit: OffsetUnit, before: ParagraphSummary, near: KnownOffset?, _ other: KnownOffset?
    ) throws(DocumentError) -> Int {
        if unit == .utf8 {
            let local = offset - before.utf8
            if local < byteCount && byte(at: local) & 0xC0 == 0x80 {
                throw .offsetInsideScalar(offset: offset, unit: unit)
            }
            return offset
        }
        switch storage {
        case .flat(let piece):
            return try Self.utf8Offset(offset, from: unit, in: piece.bytes, before: before, near: near, other)
        case .chunked(let chunked):
            // The chunk holding the offset, seen from the document: it starts after the chunks before it.
            let located = chunked.totals.locate(offset - before.length(in: unit)) { $0.length(in: unit) }
            return try Self.utf8Offset(
                offset, from: unit, in: chunked.chunks[located.index].bytes, before: before + located.before, near: near, other)
        }
    }

    /// ``utf8Offset(_:from:before:near:_:)`` in `bytes`, a flat paragraph's or one chunk's, which start after
    /// the totals `pieceTotals`.
    private static func utf8Offset(
        _ offset: Int, from unit: OffsetUnit, in bytes: [UInt8], before pieceTotals: ParagraphSummary, near: KnownOffset?,
        _ other: KnownOffset?
    ) throws(DocumentError) -> Int {
        let start = pieceTotals.utf8
        // The nearest origin: the piece's start, or a known position inside it.
        var origin = (local: 0, offset: pieceTotals.length(in: unit))
        func consider(_ known: KnownOffset?) {
            guard let known, known.unit == unit, known.utf8 >= start, known.utf8 <= start + bytes.count,
                  abs(offset - known.offset) < abs(offset - origin.offset)
            else { return }
            origin = (known.utf8 - start, known.offset)
        }
        consider(near)
        consider(other)
        let position = offset >= origin.offset
            ? UTF8Seeker.offset(after: offset - origin.offset, in: unit, from: origin.local, in: bytes, limit: bytes.count)
            : UTF8Seeker.offset(before: origin.offset - offset, in: unit, from: origin.local, in: bytes, lowerLimit: 0)
        guard let position else { throw .offsetInsideScalar(offset: offset, unit: unit) }
        return start + position
    }
}

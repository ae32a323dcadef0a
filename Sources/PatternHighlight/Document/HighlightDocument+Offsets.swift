/// Converting offsets between units. Each conversion finds the paragraph in O(log n) and counts inside it,
/// eight bytes at a time (`UTF8Seeker`), from the nearest point whose offsets in both units are known: the
/// paragraph start, or the caret the last edit left (``caretHint``), so that typing and backspace convert in
/// O(log n) however long the paragraph is.
extension HighlightDocument {
    /// A position known in UTF-8 and in one other unit.
    struct KnownOffset: Sendable {
        let unit: OffsetUnit
        let offset: Int
        let utf8: Int
    }

    /// The UTF-8 offset of `offset`, given in `unit`.
    ///
    /// - Throws: ``DocumentError/offsetOutOfRange(offset:unit:length:)`` outside `0...length(in: unit)`;
    ///   ``DocumentError/offsetInsideScalar(offset:unit:)`` inside a UTF-8 sequence or a surrogate pair.
    /// - Complexity: O(log n + d), d the bytes between the offset and the start of its paragraph or the
    ///   caret left by the last edit, whichever is nearer.
    public func utf8Offset(_ offset: Int, from unit: OffsetUnit) throws(DocumentError) -> Int {
        try checkBounds(offset, unit)
        return try utf8Offset(offset, from: unit, in: tree.locate(offset, in: unit), near: nil)
    }

    /// The UTF-8 range of `range`, given in `unit`. The end is counted from the start when both lie in one
    /// paragraph.
    ///
    /// - Throws: ``DocumentError`` as ``utf8Offset(_:from:)`` does.
    public func utf8Range(_ range: Range<Int>, from unit: OffsetUnit) throws(DocumentError) -> Range<Int> {
        try checkBounds(range.lowerBound, unit)
        let located = tree.locate(range.lowerBound, in: unit)
        let lower = try utf8Offset(range.lowerBound, from: unit, in: located, near: nil)
        guard !range.isEmpty else { return lower..<lower }
        try checkBounds(range.upperBound, unit)
        let sameParagraph = range.upperBound < located.before.length(in: unit) + located.own.length(in: unit)
        let upper = try utf8Offset(
            range.upperBound, from: unit, in: sameParagraph ? located : tree.locate(range.upperBound, in: unit),
            near: KnownOffset(unit: unit, offset: range.lowerBound, utf8: lower))
        return lower..<upper
    }

    func checkBounds(_ offset: Int, _ unit: OffsetUnit) throws(DocumentError) {
        let length = length(in: unit)
        guard offset >= 0, offset <= length else { throw .offsetOutOfRange(offset: offset, unit: unit, length: length) }
    }

    /// `offset` (in `unit`, in bounds) in UTF-8, counted inside `located`, the paragraph holding it, from the
    /// nearest of its start, `near` and ``caretHint``.
    private func utf8Offset(
        _ offset: Int, from unit: OffsetUnit, in located: ParagraphTree.Located, near: KnownOffset?
    ) throws(DocumentError) -> Int {
        try Self.utf8Offset(offset, from: unit, in: located.paragraph, before: located.before, near: near, caretHint)
    }

    /// `offset` (in `unit`, in bounds) in UTF-8, counted in `paragraph`, the one holding it, which starts
    /// after the totals `before`: from the nearest of its start and the known positions `near` and `other`
    /// (in a chunked paragraph, inside the chunk holding the offset, from its start or a known position in it).
    ///
    /// - Complexity: O(d) for the d bytes between the offset and that origin (O(log k) plus at most one
    ///   chunk in a chunked paragraph of k chunks).
    static func utf8Offset(
        _ offset: Int, from unit: OffsetUnit, in paragraph: StoredParagraph, before: ParagraphSummary, near: KnownOffset?, _ other: KnownOffset?
    ) throws(DocumentError) -> Int {
        let start = before.utf8
        if unit == .utf8 {
            let local = offset - start
            if local < paragraph.byteCount && paragraph.byte(at: local) & 0xC0 == 0x80 {
                throw .offsetInsideScalar(offset: offset, unit: unit)
            }
            return offset
        }
        if paragraph.isChunked {
            // The chunk holding the offset, seen as a paragraph that starts after the chunks before it.
            let chunk = paragraph.chunk(containing: offset - before.length(in: unit), in: unit)
            return try utf8Offset(offset, from: unit, in: paragraph.chunks[chunk.index].bytes, before: before + chunk.before,
                                  near: near, other)
        }
        return try utf8Offset(offset, from: unit, in: paragraph.flatBytes, before: before, near: near, other)
    }

    /// ``utf8Offset(_:from:in:before:near:_:)`` in the bytes of a flat paragraph or of one chunk, which start
    /// after the totals `before`.
    private static func utf8Offset(
        _ offset: Int, from unit: OffsetUnit, in bytes: [UInt8], before: ParagraphSummary, near: KnownOffset?, _ other: KnownOffset?
    ) throws(DocumentError) -> Int {
        let start = before.utf8
        // The nearest origin: the paragraph start, or a known position inside the paragraph.
        var origin = (local: 0, offset: before.length(in: unit))
        if let near, let nearer = Self.origin(near, for: offset, unit, inParagraphAt: start, count: bytes.count, than: origin.offset) {
            origin = nearer
        }
        if let other, let nearer = Self.origin(other, for: offset, unit, inParagraphAt: start, count: bytes.count, than: origin.offset) {
            origin = nearer
        }
        let position = offset >= origin.offset
            ? UTF8Seeker.offset(after: offset - origin.offset, in: unit, from: origin.local, in: bytes, limit: bytes.count)
            : UTF8Seeker.offset(before: origin.offset - offset, in: unit, from: origin.local, in: bytes, lowerLimit: 0)
        guard let position else { throw .offsetInsideScalar(offset: offset, unit: unit) }
        return start + position
    }

    /// `known` as an origin for counting to `offset` inside the paragraph of `count` bytes at `start`, if it
    /// lies there and is nearer than `current`.
    private static func origin(
        _ known: KnownOffset, for offset: Int, _ unit: OffsetUnit, inParagraphAt start: Int, count: Int, than current: Int
    ) -> (local: Int, offset: Int)? {
        guard known.unit == unit, known.utf8 >= start, known.utf8 <= start + count,
              abs(offset - known.offset) < abs(offset - current)
        else { return nil }
        return (known.utf8 - start, known.offset)
    }

    /// A UTF-8 offset (in `0...length`, on a code point boundary, as entity and run bounds are) in `unit`.
    ///
    /// - Complexity: O(log n + p), p the length of the paragraph holding the offset.
    public func offset(_ utf8Offset: Int, in unit: OffsetUnit) -> Int {
        if unit == .utf8 { return utf8Offset }
        let located = tree.locate(utf8Offset, in: .utf8)
        return located.before.length(in: unit) + located.paragraph.count(in: unit, upTo: utf8Offset - located.start)
    }

    /// A UTF-8 range (for example an entity's, a run's or a changed range) in `unit`.
    public func range(_ utf8Range: Range<Int>, in unit: OffsetUnit) -> Range<Int> {
        offset(utf8Range.lowerBound, in: unit)..<offset(utf8Range.upperBound, in: unit)
    }
}

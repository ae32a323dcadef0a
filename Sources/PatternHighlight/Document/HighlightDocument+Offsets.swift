/// Converting offsets between units. Each conversion finds the paragraph in O(log n) and counts inside it.
extension HighlightDocument {
    /// The UTF-8 offset of `offset`, given in `unit`.
    ///
    /// - Throws: ``DocumentError/offsetOutOfRange(offset:unit:length:)`` outside `0...length(in: unit)`;
    ///   ``DocumentError/offsetInsideScalar(offset:unit:)`` inside a UTF-8 sequence or a surrogate pair.
    /// - Complexity: O(log n + p), p the length of the paragraph holding the offset.
    public func utf8Offset(_ offset: Int, from unit: OffsetUnit) throws(DocumentError) -> Int {
        let length = length(in: unit)
        guard offset >= 0, offset <= length else { throw .offsetOutOfRange(offset: offset, unit: unit, length: length) }
        let located = tree.locate(offset, in: unit)
        let bytes = located.paragraph.bytes
        if unit == .utf8 {
            let local = offset - located.start
            if local < bytes.count && bytes[local] & 0xC0 == 0x80 { throw .offsetInsideScalar(offset: offset, unit: unit) }
            return offset
        }
        let target = offset - located.before.length(in: unit)
        guard let position = UTF8Seeker.offset(after: target, in: unit, from: 0, in: bytes, limit: bytes.count)
        else { throw .offsetInsideScalar(offset: offset, unit: unit) }
        return located.start + position
    }

    /// The UTF-8 range of `range`, given in `unit`.
    ///
    /// - Throws: ``DocumentError`` as ``utf8Offset(_:from:)`` does.
    public func utf8Range(_ range: Range<Int>, from unit: OffsetUnit) throws(DocumentError) -> Range<Int> {
        let lower = try utf8Offset(range.lowerBound, from: unit)
        let upper = range.isEmpty ? lower : try utf8Offset(range.upperBound, from: unit)
        return lower..<upper
    }

    /// A UTF-8 offset (in `0...length`, on a code point boundary, as entity and run bounds are) in `unit`.
    ///
    /// - Complexity: O(log n + p), p the length of the paragraph holding the offset.
    public func offset(_ utf8Offset: Int, in unit: OffsetUnit) -> Int {
        if unit == .utf8 { return utf8Offset }
        let located = tree.locate(utf8Offset, in: .utf8)
        return located.before.length(in: unit) + unit.count(in: located.paragraph.bytes, 0..<(utf8Offset - located.start))
    }

    /// A UTF-8 range (for example an entity's, a run's or a changed range) in `unit`.
    public func range(_ utf8Range: Range<Int>, in unit: OffsetUnit) -> Range<Int> {
        offset(utf8Range.lowerBound, in: unit)..<offset(utf8Range.upperBound, in: unit)
    }
}

/// Converting offsets between units. Each conversion finds the paragraph in O(log n) and counts inside it,
/// eight bytes at a time (`UTF8Seeker`), from the nearest point whose offsets in both units are known: the
/// paragraph start, or the caret the last edit left (``lastCaret``), so that typing and backspace convert in
/// O(log n) however long the paragraph is.
extension HighlightDocument {
    /// The UTF-8 offset of `offset`, given in `unit`.
    ///
    /// - Parameters:
    ///   - offset: an offset of the text, counted in `unit`.
    ///   - unit: the unit `offset` is counted in.
    /// - Throws: ``DocumentError/offsetOutOfRange(offset:unit:length:)`` outside `0...length(in: unit)`;
    ///   ``DocumentError/offsetInsideScalar(offset:unit:)`` inside a UTF-8 sequence or a surrogate pair.
    /// - Complexity: O(log n + d), d the bytes between the offset and the start of its paragraph or the
    ///   caret left by the last edit, whichever is nearer.
    public func utf8Offset(_ offset: Int, in unit: OffsetUnit) throws(DocumentError) -> Int {
        try checkBounds(offset, unit)
        return try utf8Offset(offset, from: unit, in: tree.locate(offset, in: unit), near: nil)
    }

    /// The UTF-8 range of `range`, given in `unit`. The end is counted from the start when both lie in one
    /// paragraph.
    ///
    /// - Parameters:
    ///   - range: a range of the text, counted in `unit`.
    ///   - unit: the unit `range` is counted in.
    /// - Throws: ``DocumentError`` as ``utf8Offset(_:in:)`` does.
    public func utf8Range(_ range: Range<Int>, in unit: OffsetUnit) throws(DocumentError) -> Range<Int> {
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
    /// nearest of its start, `near` and ``lastCaret``.
    private func utf8Offset(
        _ offset: Int, from unit: OffsetUnit, in located: ParagraphTree.Located, near: KnownOffset?
    ) throws(DocumentError) -> Int {
        try located.paragraph.utf8Offset(offset, from: unit, before: located.before, near: near, lastCaret)
    }

    /// A UTF-8 offset (in `0...length`, on a code point boundary, as entity and run bounds are) in `unit`.
    ///
    /// - Parameters:
    ///   - utf8Offset: the offset in UTF-8 bytes.
    ///   - unit: the unit to count it in.
    /// - Throws: ``DocumentError/offsetOutOfRange(offset:unit:length:)`` outside `0...length(in: .utf8)`;
    ///   ``DocumentError/offsetInsideScalar(offset:unit:)`` inside a UTF-8 sequence.
    /// - Complexity: O(log n + p), p the length of the paragraph holding the offset.
    public func offset(_ utf8Offset: Int, in unit: OffsetUnit) throws(DocumentError) -> Int {
        offset(ofBound: try self.utf8Offset(utf8Offset, in: .utf8), in: unit)
    }

    /// A UTF-8 range (for example an entity's, a run's or a changed range) in `unit`.
    ///
    /// - Parameters:
    ///   - utf8Range: the range in UTF-8 bytes, on code point boundaries.
    ///   - unit: the unit to count it in.
    /// - Throws: ``DocumentError`` as ``offset(_:in:)`` does, for either bound.
    /// - Complexity: as ``offset(_:in:)``, twice.
    public func range(_ utf8Range: Range<Int>, in unit: OffsetUnit) throws(DocumentError) -> Range<Int> {
        range(ofBounds: try self.utf8Range(utf8Range, in: .utf8), in: unit)
    }

    /// ``range(_:in:)`` for a range this document's state made (an entity's, a run's, a token's): the library's
    /// own formatters, which need no error to handle.
    package func range(ofBounds utf8Range: Range<Int>, in unit: OffsetUnit) -> Range<Int> {
        offset(ofBound: utf8Range.lowerBound, in: unit)..<offset(ofBound: utf8Range.upperBound, in: unit)
    }

    /// ``offset(_:in:)`` for an offset this document's state made.
    package func offset(ofBound utf8Offset: Int, in unit: OffsetUnit) -> Int {
        precondition(utf8Offset >= 0 && utf8Offset <= tree.summary.utf8,
                     "HighlightDocument: UTF-8 offset \(utf8Offset) is outside the text (0...\(tree.summary.utf8))")
        if unit == .utf8 { return utf8Offset }
        let located = tree.locate(utf8Offset, in: .utf8)
        return located.before.length(in: unit) + located.paragraph.count(in: unit, upTo: utf8Offset - located.start)
    }
}

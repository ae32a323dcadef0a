/// The labels before the API took one convention (the unit is always `in:`), kept so that code written against
/// them still builds, with a warning that names the new spelling. To be removed once callers have moved.
extension HighlightDocument {
    @available(*, deprecated, renamed: "activeToken(at:in:)")
    public func activeToken(at caret: Int, unit: OffsetUnit) throws(DocumentError) -> ActiveToken? {
        try activeToken(at: caret, in: unit)
    }

    @available(*, deprecated, renamed: "entities(_:in:)")
    public func entities(in range: Range<Int>, unit: OffsetUnit) throws(DocumentError) -> [Entity] {
        try entities(range, in: unit)
    }

    @available(*, deprecated, renamed: "runs(_:in:)")
    public func runs(in range: Range<Int>, unit: OffsetUnit) throws(DocumentError) -> [Run] {
        try runs(range, in: unit)
    }

    @available(*, deprecated, renamed: "utf8Offset(_:in:)")
    public func utf8Offset(_ offset: Int, from unit: OffsetUnit) throws(DocumentError) -> Int {
        try utf8Offset(offset, in: unit)
    }

    @available(*, deprecated, renamed: "utf8Range(_:in:)")
    public func utf8Range(_ range: Range<Int>, from unit: OffsetUnit) throws(DocumentError) -> Range<Int> {
        try utf8Range(range, in: unit)
    }
}

/// Converts ascending UTF-8 offsets of one text to another unit by counting forward from the last one,
/// so converting every entity and run boundary of a text costs O(n) in all.
struct OffsetConverter {
    private let bytes: [UInt8]
    private let unit: OffsetUnit
    private var position = 0
    private var counted = 0

    init(bytes: [UInt8], unit: OffsetUnit, start: (utf8: Int, converted: Int) = (0, 0)) {
        self.bytes = bytes
        self.unit = unit
        self.position = start.utf8
        self.counted = start.converted
    }

    /// `utf8Offset` in the converter's unit. Offsets should not decrease between calls (a smaller one
    /// restarts the count from the start of the text).
    mutating func convert(_ utf8Offset: Int) -> Int {
        if unit == .utf8 { return utf8Offset }
        if utf8Offset < position {
            position = 0
            counted = 0
        }
        counted += unit.count(in: bytes, position..<utf8Offset)
        position = utf8Offset
        return counted
    }
}

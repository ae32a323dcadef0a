/// Converts UTF-8 offsets of one text into UTF-16 code units or Unicode scalars.
///
/// It keeps checkpoints (the first scalar boundary at or after every 4 KiB) with their counts in every unit,
/// so converting one offset costs a binary search plus a count of at most 4 KiB from the checkpoint before it,
/// never a count from the start of the document.
struct OffsetIndex: Sendable {
    /// Checkpoint positions in UTF-8 bytes, ascending; the first is 0.
    private var utf8Checkpoints: [Int] = [0]
    private var utf16Checkpoints: [Int] = [0]
    private var scalarCheckpoints: [Int] = [0]
    /// Totals for the whole text.
    private(set) var utf8Length = 0
    private(set) var utf16Length = 0
    private(set) var scalarLength = 0

    static let checkpointSpacing = 4096

    /// Indexes `bytes` (valid UTF-8).
    ///
    /// - Complexity: O(`bytes.count`), counted eight bytes at a time.
    init(bytes: [UInt8]) {
        utf8Checkpoints.reserveCapacity(bytes.count / Self.checkpointSpacing + 1)
        utf16Checkpoints.reserveCapacity(bytes.count / Self.checkpointSpacing + 1)
        scalarCheckpoints.reserveCapacity(bytes.count / Self.checkpointSpacing + 1)
        var utf16 = 0
        var scalars = 0
        var position = 0
        while true {
            var next = min(position + Self.checkpointSpacing, bytes.count)
            while next < bytes.count && bytes[next] & 0xC0 == 0x80 { next += 1 }
            let counts = UTF8Counter.counts(in: bytes, position..<next)
            utf16 += counts.utf16
            scalars += counts.scalars
            position = next
            guard position < bytes.count else { break }
            utf8Checkpoints.append(position)
            utf16Checkpoints.append(utf16)
            scalarCheckpoints.append(scalars)
        }
        utf8Length = bytes.count
        utf16Length = utf16
        scalarLength = scalars
    }

    /// The length of the text in `unit`.
    func length(in unit: OffsetUnit) -> Int {
        switch unit {
        case .utf8: return utf8Length
        case .utf16: return utf16Length
        case .scalars: return scalarLength
        }
    }

    /// `utf8Offset` (on a scalar boundary of `bytes`) expressed in `unit`.
    ///
    /// - Complexity: O(log c + s), c checkpoints, s ≤ the distance to the nearest checkpoint before it.
    func offset(_ utf8Offset: Int, in unit: OffsetUnit, bytes: [UInt8]) -> Int {
        if unit == .utf8 { return utf8Offset }
        // The last checkpoint at or before the offset (the first is 0).
        let low = utf8Checkpoints.partitioningIndex { $0 > utf8Offset } - 1
        let base = unit == .utf16 ? utf16Checkpoints[low] : scalarCheckpoints[low]
        return base + unit.count(in: bytes, utf8Checkpoints[low]..<utf8Offset)
    }

    /// The UTF-8 offset of `offset` given in `unit`, or `nil` when it is past the end or falls between the
    /// two halves of a surrogate pair.
    func utf8Offset(_ offset: Int, in unit: OffsetUnit, bytes: [UInt8]) -> Int? {
        guard offset >= 0, offset <= length(in: unit) else { return nil }
        if unit == .utf8 { return offset }
        let checkpoints = unit == .utf16 ? utf16Checkpoints : scalarCheckpoints
        let low = checkpoints.partitioningIndex { $0 > offset } - 1
        var position = utf8Checkpoints[low]
        var counted = checkpoints[low]
        while counted < offset {
            let byte = bytes[position]
            let width = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            counted += unit == .utf16 && width == 4 ? 2 : 1
            position += width
        }
        return counted == offset ? position : nil
    }
}

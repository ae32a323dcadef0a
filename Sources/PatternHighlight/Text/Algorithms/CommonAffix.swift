/// The common prefix and suffix of two byte buffers, compared eight bytes at a time: how a whole new text is
/// matched against the old one at memory speed (``HighlightDocument/update(to:)``).
enum CommonAffix {
    /// How many bytes `first` and `second` share at their start.
    ///
    /// - Complexity: O(the result), eight bytes per step.
    static func prefixLength(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Int {
        let limit = min(first.count, second.count)
        var index = 0
        while index + 8 <= limit {
            let difference = first.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                ^ second.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Little-endian loads: the first differing byte holds the lowest set bit.
            if difference != 0 { return index + UInt64(littleEndian: difference).trailingZeroBitCount / 8 }
            index += 8
        }
        while index < limit && first[index] == second[index] { index += 1 }
        return index
    }

    /// How many bytes `first` and `second` share at their end, at most `limit`.
    ///
    /// - Complexity: O(the result), eight bytes per step.
    static func suffixLength(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer, limit: Int) -> Int {
        let limit = min(limit, first.count, second.count)
        var length = 0
        while length + 8 <= limit {
            let difference = first.loadUnaligned(fromByteOffset: first.count - length - 8, as: UInt64.self)
                ^ second.loadUnaligned(fromByteOffset: second.count - length - 8, as: UInt64.self)
            // The last differing byte holds the highest set bit.
            if difference != 0 { return length + UInt64(littleEndian: difference).leadingZeroBitCount / 8 }
            length += 8
        }
        while length < limit && first[first.count - length - 1] == second[second.count - length - 1] { length += 1 }
        return length
    }
}

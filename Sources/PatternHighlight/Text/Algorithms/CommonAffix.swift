/// The common prefix and suffix of two byte buffers, compared eight bytes at a time: how a whole new text is
/// matched against the old one at memory speed (``HighlightDocument/update(to:)``).
enum CommonAffix {
    /// How many bytes `first` and `second` share at their start.
    ///
    /// - Complexity: O(the result), eight bytes per step.
    static func prefixLength(_ first: UncheckedBytes, _ second: UncheckedBytes) -> Int {
        let limit = min(first.count, second.count)
        var index = 0
        while index + 8 <= limit {
            let difference = first.word(at: index) ^ second.word(at: index)
            // Little-endian loads: the first differing byte holds the lowest set bit.
            if difference != 0 { return index + difference.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < limit && first[index] == second[index] { index += 1 }
        return index
    }

    /// How many bytes `first` and `second` share at their end, at most `limit`.
    ///
    /// - Complexity: O(the result), eight bytes per step.
    static func suffixLength(_ first: UncheckedBytes, _ second: UncheckedBytes, limit: Int) -> Int {
        let limit = min(limit, first.count, second.count)
        var length = 0
        while length + 8 <= limit {
            let difference = first.word(at: first.count - length - 8) ^ second.word(at: second.count - length - 8)
            // The last differing byte holds the highest set bit.
            if difference != 0 { return length + difference.leadingZeroBitCount / 8 }
            length += 8
        }
        while length < limit && first[first.count - length - 1] == second[second.count - length - 1] { length += 1 }
        return length
    }
}

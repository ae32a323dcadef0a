/// Converts ascending UTF-8 offsets of one text to another unit by counting forward from the last one,
/// so converting every entity and run boundary of a text costs O(n) in all.
///
/// A UTF-8 offset `p` is `p` bytes less one per continuation byte (`10xxxxxx`) before it, plus, for UTF-16, one
/// per four-byte lead (`11110xxx`, two UTF-16 units). The converter sums both over whole 64-bit words as it passes
/// them (bit tricks per byte lane; ASCII words skipped) and counts the part of a word before an offset with a mask,
/// without moving past it: many close offsets (every entity's start and end) cost no call and no byte loop each.
package struct OffsetConverter {
    private let bytes: [UInt8]
    private let unit: OffsetUnit
    /// The bytes before it are summed into ``surplus``.
    private var position = 0
    /// The bytes in `bytes[0..<position]` less the units they hold.
    private var surplus = 0
    private let countsFourByteLeads: Bool

    package init(bytes: [UInt8], unit: OffsetUnit) {
        self.bytes = bytes
        self.unit = unit
        countsFourByteLeads = unit == .utf16
    }

    /// `utf8Offset` (a scalar boundary) in the converter's unit. Offsets should not decrease between calls (a
    /// smaller one restarts the count from the start of the text).
    ///
    /// - Complexity: O(the bytes between this offset and the last), amortised: one word of them counted twice.
    package mutating func convert(_ utf8Offset: Int) -> Int {
        if unit == .utf8 { return utf8Offset }
        precondition(utf8Offset >= 0 && utf8Offset <= bytes.count, "OffsetConverter: offset out of bounds")
        if utf8Offset < position {
            position = 0
            surplus = 0
        }
        while utf8Offset - position >= 8 {
            let word = ByteWords.word(in: bytes, at: position)
            if word & ByteWords.highBits != 0 { surplus += surplus(in: word) }  // ASCII holds no surplus
            position += 8
        }
        var partial = 0
        let rest = utf8Offset - position
        if rest > 0 {
            if bytes.count - position >= 8 {
                // The word's first `rest` bytes are its low bytes.
                partial = surplus(in: ByteWords.word(in: bytes, at: position) & ((1 << (8 * UInt64(rest))) - 1))
            } else {
                for byte in bytes[position..<utf8Offset] {
                    if byte & 0xC0 == 0x80 { partial += 1 }
                    if countsFourByteLeads && byte >= 0xF0 { partial -= 1 }
                }
            }
        }
        return utf8Offset - surplus - partial
    }

    /// Continuation bytes less (for UTF-16) four-byte leads among the eight bytes of `word`: how many fewer units
    /// than bytes they hold.
    @inline(__always)
    private func surplus(in word: UInt64) -> Int {
        let continuations = UTF8Counter.smallLaneSum(UTF8Counter.continuationLanes(word))
        guard countsFourByteLeads else { return continuations }
        return continuations - UTF8Counter.smallLaneSum(UTF8Counter.fourByteLeadLanes(word))
    }
}

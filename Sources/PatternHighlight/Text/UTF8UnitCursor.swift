/// Converts increasing byte offsets of valid UTF-8 into UTF-16 code units or Unicode scalars in one forward pass,
/// eight bytes at a time, whatever the number of offsets asked.
///
/// A byte offset `p` is `p` bytes less one per continuation byte (`10xxxxxx`) before it, plus, for UTF-16, one
/// per four-byte lead (`11110xxx`, two UTF-16 units). The cursor sums both over whole 64-bit words as it passes
/// them (bit tricks per byte lane) and counts the part of a word before an offset with a mask, without moving
/// past it: asking for many close offsets (every entity's start and end) costs no call and no byte loop per range.
struct UTF8UnitCursor {
    private let bytes: [UInt8]
    private let countsFourByteLeads: Bool
    /// The bytes before it have been summed; a multiple of 8.
    private var position = 0
    /// The bytes before ``position`` less the units they hold.
    private var surplus = 0

    /// - Parameter unit: `.utf16` or `.scalars` (UTF-8 offsets need no cursor).
    init(_ bytes: [UInt8], unit: OffsetUnit) {
        precondition(unit != .utf8, "UTF8UnitCursor counts UTF-16 or scalars")
        self.bytes = bytes
        countsFourByteLeads = unit == .utf16
    }

    /// The units in `bytes[0..<offset]`; `offset` is a scalar boundary, and no smaller than the last one asked.
    ///
    /// - Complexity: O(the bytes between this offset and the last), amortised: one word of them counted twice.
    mutating func units(before offset: Int) -> Int {
        precondition(offset >= position && offset <= bytes.count, "UTF8UnitCursor: offsets must increase")
        return bytes.withUnsafeBytes { raw in
            while offset - position >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { surplus += surplusLanes(word) }  // ASCII holds no surplus
                position += 8
            }
            var partial = 0
            let rest = offset - position
            if rest > 0 {
                if raw.count - position >= 8 {
                    // The word's first `rest` bytes are its low bytes (little-endian).
                    let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & ((1 << (8 * UInt64(rest))) - 1)
                    partial = surplusLanes(word)
                } else {
                    for index in position..<offset {
                        let byte = raw[index]
                        if byte & 0xC0 == 0x80 { partial += 1 }
                        if countsFourByteLeads && byte >= 0xF0 { partial -= 1 }
                    }
                }
            }
            return offset - surplus - partial
        }
    }

    /// Continuation bytes less (for UTF-16) four-byte leads among the eight bytes of `word`.
    @inline(__always)
    private func surplusLanes(_ word: UInt64) -> Int {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // Bit 7 of each lane: set for 10xxxxxx, and for 1111xxxx; summed lane by lane with one multiply.
        let continuations = (((word & ~(word << 1) & highBits) >> 7) &* 0x0101_0101_0101_0101) >> 56
        guard countsFourByteLeads else { return Int(continuations) }
        let fourByteLeads = (((word & (word << 1) & (word << 2) & (word << 3) & highBits) >> 7) &* 0x0101_0101_0101_0101) >> 56
        return Int(continuations) - Int(fourByteLeads)
    }
}

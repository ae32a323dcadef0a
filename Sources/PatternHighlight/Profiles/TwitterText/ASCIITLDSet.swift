/// The TLDs spelled in ASCII letters, as a hash set looked up straight from the text's bytes (lower-cased on
/// the fly): one hash and one comparison instead of a walk through the trie, and nothing allocated.
struct ASCIITLDSet: Sendable {
    /// Open addressing: each slot holds an index into `starts`, or -1.
    private let slots: [Int32]
    /// Name `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let starts: [Int32]
    private let bytes: [UInt8]

    /// A set of the names in `list`: lower-case ASCII letters, each name separated from the next by spaces or
    /// line breaks.
    init(separated list: StaticString) {
        var starts: [Int32] = [0]
        var bytes: [UInt8] = []
        list.withUTF8Buffer { text in
            bytes.reserveCapacity(text.count)
            for byte in text {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                    if Int(starts[starts.count - 1]) < bytes.count { starts.append(Int32(bytes.count)) }
                } else {
                    precondition((0x61...0x7A).contains(byte), "ASCIITLDSet: byte \(byte) is not a lower-case ASCII letter")
                    bytes.append(byte)
                }
            }
        }
        if Int(starts[starts.count - 1]) < bytes.count { starts.append(Int32(bytes.count)) }
        let nameCount = starts.count - 1
        var capacity = 16
        while capacity < 2 * nameCount { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        for index in 0..<nameCount {
            var slot = Self.hash(bytes, Int(starts[index])..<Int(starts[index + 1])) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
        self.starts = starts
        self.bytes = bytes
    }

    /// Whether `text[range]` (ASCII letters, any case) is one of the names.
    ///
    /// - Complexity: O(`range.count`) expected.
    func contains(lowerCasing text: [UInt8], _ range: Range<Int>) -> Bool {
        var slot = Self.hash(text, range) & (slots.count - 1)
        while true {
            let index = Int(slots[slot])
            guard index >= 0 else { return false }
            let nameStart = Int(starts[index])
            if Int(starts[index + 1]) - nameStart == range.count && equalsLowerCased(text, range, nameStart) { return true }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    private func equalsLowerCased(_ text: [UInt8], _ range: Range<Int>, _ nameStart: Int) -> Bool {
        var offset = 0
        while offset < range.count {
            if bytes[nameStart + offset] != text[range.lowerBound + offset] | 0x20 { return false }
            offset += 1
        }
        return true
    }

    /// FNV-1a over the lower-cased letters.
    private static func hash(_ text: [UInt8], _ range: Range<Int>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range {
            hash = (hash ^ UInt64(text[index] | 0x20)) &* 0x100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}

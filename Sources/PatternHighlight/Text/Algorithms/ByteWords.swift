/// Eight bytes read as one 64-bit word, for the loops that test or count bytes a word at a time (ASCII runs,
/// UTF-8 lead and continuation bytes): the one place where such a loop turns bytes into a word through a pointer.
/// Over an array the load is checked; the hot loops that read their bytes through a buffer already (unchecked
/// indexing saves them a compare per byte) load from that buffer here.
enum ByteWords {
    /// Bit 7 of every byte lane: set in a word's lanes that hold a byte of 0x80 or above.
    static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// `bytes[offset..<offset + 8]` as one word, `bytes[offset]` in its low eight bits (lane 0).
    ///
    /// - Precondition: the eight bytes are in `bytes`.
    @inline(__always)
    static func word(in bytes: [UInt8], at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset <= bytes.count &- 8, "ByteWords: word out of bounds")
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    /// `bytes[offset..<offset + 8]` as one word, `bytes[offset]` in its low eight bits (lane 0).
    ///
    /// - Precondition: the eight bytes are in `bytes`. Not checked, as a buffer's subscript is not in release
    ///   builds: the loops that call this test the length they have left before every word.
    @inline(__always)
    static func word(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// Whether the eight bytes from `offset` are all ASCII.
    ///
    /// - Precondition: the eight bytes are in `bytes`.
    @inline(__always)
    static func isASCIIWord(in bytes: [UInt8], at offset: Int) -> Bool {
        word(in: bytes, at: offset) & highBits == 0
    }

    /// Whether the eight bytes from `offset` are all ASCII.
    ///
    /// - Precondition: the eight bytes are in `bytes` (not checked).
    @inline(__always)
    static func isASCIIWord(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        word(in: bytes, at: offset) & highBits == 0
    }

    /// Whether `bytes[range]` is all ASCII. Up to sixteen bytes (most entities) take two overlapping eight-byte
    /// loads, masked to the range, and one test of their high bits; longer ranges are ORed eight bytes at a time.
    ///
    /// - Complexity: O(`range.count`), one branch per eight bytes.
    static func isASCII(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "ByteWords: range out of bounds")
        return bytes.withUnsafeBytes { raw in
            let start = range.lowerBound
            let end = range.upperBound
            let count = end - start
            guard count > 0 else { return true }
            if count <= 16 && start + 8 <= raw.count && end >= 8 {
                // The first and the last min(count, 8) bytes; together they cover the range. Little-endian: a
                // word's first bytes are its low bits.
                let covered = UInt64(8 * min(count, 8))
                let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)) & (~0 >> (64 - covered))
                let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) & (~0 << (64 - covered))
                return (first | last) & highBits == 0
            }
            var bits: UInt64 = 0
            var index = start
            while end - index >= 8 {
                bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            for offset in index..<end { bits |= UInt64(raw[offset]) }
            return bits & highBits == 0
        }
    }
}

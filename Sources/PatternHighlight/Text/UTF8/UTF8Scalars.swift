/// Scalar-at-a-time reading of valid UTF-8 (the library validates text once on entry): the scalar at an
/// offset, the one before it, a prefix. Offsets are UTF-8 byte offsets on scalar boundaries. Every UTF-8 decoder
/// of the library is here (``UTF8ScalarReader`` bounds these for bytes not validated yet).
enum UTF8Scalars {
    /// The scalar starting at `offset` and its length in bytes: the library's one UTF-8 decoder (the functions
    /// below decode a scalar whose length the caller already knows from its lead byte).
    ///
    /// Generic over the byte collection (an array, a slice, a buffer) and always inlined, so that each caller gets
    /// the same code as if it decoded by hand.
    @inline(__always)
    static func scalar<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at offset: Int) -> (value: UInt32, length: Int)
    where Bytes.Index == Int {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return (twoByteValue(lead: lead, in: bytes, at: offset), 2) }
        if lead < 0xF0 { return (threeByteValue(lead: lead, in: bytes, at: offset), 3) }
        return (fourByteValue(lead: lead, in: bytes, at: offset), 4)
    }

    /// The value of the scalar at `offset` whose lead byte `lead` (`bytes[offset]`, not ASCII) says it is
    /// `length` bytes long (2, 3, or 4 for any other length).
    @inline(__always)
    static func multiByteValue<Bytes: RandomAccessCollection<UInt8>>(
        lead: UInt32, length: Int, in bytes: Bytes, at offset: Int
    ) -> UInt32 where Bytes.Index == Int {
        switch length {
        case 2: return twoByteValue(lead: lead, in: bytes, at: offset)
        case 3: return threeByteValue(lead: lead, in: bytes, at: offset)
        default: return fourByteValue(lead: lead, in: bytes, at: offset)
        }
    }

    /// The value of the two-byte scalar at `offset`, whose lead byte (`bytes[offset]`) is `lead`.
    @inline(__always)
    static func twoByteValue<Bytes: RandomAccessCollection<UInt8>>(lead: UInt32, in bytes: Bytes, at offset: Int) -> UInt32
    where Bytes.Index == Int {
        (lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
    }

    /// The value of the three-byte scalar at `offset`, whose lead byte (`bytes[offset]`) is `lead`.
    @inline(__always)
    static func threeByteValue<Bytes: RandomAccessCollection<UInt8>>(lead: UInt32, in bytes: Bytes, at offset: Int) -> UInt32
    where Bytes.Index == Int {
        (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
    }

    /// The value of the four-byte scalar at `offset`, whose lead byte (`bytes[offset]`) is `lead`.
    @inline(__always)
    static func fourByteValue<Bytes: RandomAccessCollection<UInt8>>(lead: UInt32, in bytes: Bytes, at offset: Int) -> UInt32
    where Bytes.Index == Int {
        (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6
            | UInt32(bytes[offset + 3] & 0x3F)
    }

    /// Where the scalar before `offset` starts, looking no further back than `lowerBound` (`offset` must be
    /// past `lowerBound`).
    @inline(__always)
    static func previousStart(in bytes: [UInt8], before offset: Int, lowerBound: Int = 0) -> Int {
        var start = offset - 1
        while start > lowerBound && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// The scalar before `offset`, or `nil` at `lowerBound`.
    @inline(__always)
    static func scalar(in bytes: [UInt8], before offset: Int, lowerBound: Int) -> (value: UInt32, start: Int)? {
        guard offset > lowerBound else { return nil }
        let start = previousStart(in: bytes, before: offset, lowerBound: lowerBound)
        return (scalar(in: bytes, at: start).value, start)
    }

    /// The scalar starting at `offset` as a `Unicode.Scalar`, and where the next one starts.
    static func unicodeScalar(in bytes: [UInt8], at offset: Int) -> (scalar: Unicode.Scalar, end: Int) {
        let (value, length) = scalar(in: bytes, at: offset)
        return (Unicode.Scalar(value) ?? "\u{FFFD}", offset + length)
    }

    /// The scalar before `offset` as a `Unicode.Scalar`, and where it starts, or `nil` at `lowerBound`.
    static func unicodeScalar(in bytes: [UInt8], before offset: Int, lowerBound: Int) -> (scalar: Unicode.Scalar, start: Int)? {
        guard let (value, start) = scalar(in: bytes, before: offset, lowerBound: lowerBound) else { return nil }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", start)
    }

    /// Whether `bytes[offset...]` starts with `ascii` (compared byte for byte) before `end`.
    static func hasPrefix(_ ascii: StaticString, in bytes: [UInt8], at offset: Int, end: Int) -> Bool {
        let count = ascii.utf8CodeUnitCount
        guard offset + count <= end else { return false }
        return ascii.withUTF8Buffer { prefix in
            for index in 0..<count where bytes[offset + index] != prefix[index] { return false }
            return true
        }
    }

    /// `bytes[range]` (valid UTF-8, on scalar boundaries) as a string.
    ///
    /// - Complexity: O(`range.count`).
    static func string(decoding bytes: [UInt8], _ range: Range<Int>) -> String {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "UTF8Scalars: range out of bounds")
        // Through a buffer pointer: decoding an `ArraySlice` takes a slower, generic path.
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The number of UTF-16 code units in `bytes[range]`.
    static func utf16Count(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        UTF8Counter.counts(in: bytes, range).utf16
    }
}

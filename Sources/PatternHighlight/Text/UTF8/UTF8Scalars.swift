/// Scalar-at-a-time reading of valid UTF-8 (the library validates text once on entry): the scalar at an
/// offset, the one before it, a prefix. Offsets are UTF-8 byte offsets on scalar boundaries.
///
/// The library's UTF-8 decoding lives here: ``scalar(in:at:)`` and the three functions that compute a scalar's value
/// from its bytes, which ``UTF8ScalarReader`` (bytes not validated yet) and the hot loops that have read the lead
/// byte already call. ``GraphemeCounter`` alone writes them out (see there). Encoding one scalar:
/// ``append(_:to:)``.
package enum UTF8Scalars {
    /// Appends the UTF-8 encoding of `scalar` (a Unicode scalar value) to `bytes`.
    package static func append(_ scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            bytes.append(UInt8(scalar))
        case ..<0x800:
            bytes.append(0xC0 | UInt8(scalar >> 6))
            bytes.append(0x80 | UInt8(scalar & 0x3F))
        case ..<0x10000:
            bytes.append(0xE0 | UInt8(scalar >> 12))
            bytes.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            bytes.append(0x80 | UInt8(scalar & 0x3F))
        default:
            bytes.append(0xF0 | UInt8(scalar >> 18))
            bytes.append(0x80 | UInt8((scalar >> 12) & 0x3F))
            bytes.append(0x80 | UInt8((scalar >> 6) & 0x3F))
            bytes.append(0x80 | UInt8(scalar & 0x3F))
        }
    }

    /// The scalar starting at `offset` and its length in bytes.
    @inline(__always)
    static func scalar(in bytes: [UInt8], at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return (twoByteValue(lead, bytes[offset + 1]), 2) }
        if lead < 0xF0 { return (threeByteValue(lead, bytes[offset + 1], bytes[offset + 2]), 3) }
        return (fourByteValue(lead, bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]), 4)
    }

    /// The value of the two-byte scalar `lead` `second` (lead byte `110xxxxx`).
    ///
    /// `lead` is the byte as the caller holds it (`UInt8` or `UInt32`): it is masked before it is widened, so the
    /// caller's loop compiles as if it decoded by hand.
    @inline(__always)
    static func twoByteValue<Lead: FixedWidthInteger>(_ lead: Lead, _ second: UInt8) -> UInt32 {
        UInt32(truncatingIfNeeded: lead & 0x1F) << 6 | UInt32(second & 0x3F)
    }

    /// The value of the three-byte scalar `lead` `second` `third` (lead byte `1110xxxx`).
    @inline(__always)
    static func threeByteValue<Lead: FixedWidthInteger>(_ lead: Lead, _ second: UInt8, _ third: UInt8) -> UInt32 {
        UInt32(truncatingIfNeeded: lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
    }

    /// The value of the four-byte scalar `lead` `second` `third` `fourth` (lead byte `11110xxx`).
    @inline(__always)
    static func fourByteValue<Lead: FixedWidthInteger>(
        _ lead: Lead, _ second: UInt8, _ third: UInt8, _ fourth: UInt8
    ) -> UInt32 {
        UInt32(truncatingIfNeeded: lead & 0x07) << 18 | UInt32(second & 0x3F) << 12 | UInt32(third & 0x3F) << 6
            | UInt32(fourth & 0x3F)
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

    /// Whether `bytes[offset...]` starts with `lowercase` before `end`, the ASCII letters of `bytes` read in either
    /// case: `lowercase` is ASCII with its letters lowercase (a scheme such as `https://`).
    static func hasPrefixIgnoringCase(_ lowercase: StaticString, in bytes: [UInt8], at offset: Int, end: Int) -> Bool {
        let count = lowercase.utf8CodeUnitCount
        guard offset + count <= end else { return false }
        return lowercase.withUTF8Buffer { prefix in
            for index in 0..<count {
                let byte = bytes[offset + index]
                let folded = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                if folded != prefix[index] { return false }
            }
            return true
        }
    }

    /// `bytes[range]` (valid UTF-8, on scalar boundaries) as a string.
    ///
    /// - Complexity: O(`range.count`).
    /// - Precondition: `range` lies in `bytes`; checked in debug builds only, as the buffer slice below is (a check
    ///   per entity value costs 0.3% of a scan's own instructions).
    static func string(decoding bytes: [UInt8], _ range: Range<Int>) -> String {
        // Through a contiguous view: decoding an `ArraySlice` takes a slower, generic path.
        bytes.withUncheckedBytes { $0.string(range) }
    }

    /// The number of UTF-16 code units in `bytes[range]`.
    static func utf16Count(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        UTF8Counter.counts(in: bytes, range).utf16
    }
}

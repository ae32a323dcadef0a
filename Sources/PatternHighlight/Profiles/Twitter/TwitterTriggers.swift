/// The bytes where a `twitter` entity can start, found sixteen bytes at a time.
///
/// Every mention starts at `@` or `＠`, every hashtag at `#` or `＃`, every cashtag at `$`, and every URL is found
/// from the `.` after its first label (``TwitterURLScanner``). None of these characters can occur inside a
/// mention or hashtag match, so visiting them in order sees exactly the matches that one left-to-right pass of the
/// four rules as an alternation would see, and the rules run only there. A block of sixteen bytes is compared
/// with the trigger bytes (`@ # $ .` and `0xEF`, the lead byte of `＠` and `＃`) at once; only blocks that hold
/// one are looked at byte by byte.
enum TwitterTriggers {
    /// What a trigger may start.
    enum Kind {
        case mention
        case hashtag
        case cashtag
        /// A `.` (the URL rules decide whether a domain character follows).
        case dot
    }

    /// Calls `body` with the offset and kind of every trigger in `bytes[range]` (valid UTF-8), in order.
    /// A full-width sigil is reported only when all three of its bytes lie in `range`.
    ///
    /// - Complexity: O(`range.count`), about one instruction per sixteen bytes between triggers.
    @inline(__always)
    static func forEach(in bytes: [UInt8], _ range: Range<Int>, _ body: (Int, Kind) -> Void) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "TwitterTriggers: range out of bounds")
        bytes.withUnsafeBytes { raw in
            var blockStart = range.lowerBound
            while range.upperBound - blockStart >= 16 {
                let block = raw.loadUnaligned(fromByteOffset: blockStart, as: SIMD16<UInt8>.self)
                if any((block .== at) .| (block .== hash) .| (block .== dollar) .| (block .== dot) .| (block .== fullWidthLead)) {
                    for offset in blockStart..<(blockStart + 16) { visit(raw, offset, range.upperBound, body) }
                }
                blockStart += 16
            }
            for offset in blockStart..<range.upperBound { visit(raw, offset, range.upperBound, body) }
        }
    }

    private static let at = SIMD16<UInt8>(repeating: UInt8(ascii: "@"))
    private static let hash = SIMD16<UInt8>(repeating: UInt8(ascii: "#"))
    private static let dollar = SIMD16<UInt8>(repeating: UInt8(ascii: "$"))
    private static let dot = SIMD16<UInt8>(repeating: UInt8(ascii: "."))
    private static let fullWidthLead = SIMD16<UInt8>(repeating: 0xEF)

    @inline(__always)
    private static func visit(_ raw: UnsafeRawBufferPointer, _ offset: Int, _ end: Int, _ body: (Int, Kind) -> Void) {
        switch raw[offset] {
        case UInt8(ascii: "@"): body(offset, .mention)
        case UInt8(ascii: "#"): body(offset, .hashtag)
        case UInt8(ascii: "$"): body(offset, .cashtag)
        case UInt8(ascii: "."): body(offset, .dot)
        case 0xEF where offset + 2 < end && raw[offset + 1] == 0xBC:
            // U+FF20 FULLWIDTH COMMERCIAL AT is EF BC A0; U+FF03 FULLWIDTH NUMBER SIGN is EF BC 83.
            if raw[offset + 2] == 0xA0 { body(offset, .mention) } else if raw[offset + 2] == 0x83 { body(offset, .hashtag) }
        default: break
        }
    }
}

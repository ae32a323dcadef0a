/// The bytes where a `twitter` entity can start, found sixteen bytes at a time.
///
/// Every mention starts at `@` or `＠`, every hashtag at `#` or `＃`, every cashtag at `$`, and every URL is found
/// from the `.` after its first label (``TwitterURLScanner``). None of these characters can occur inside a
/// mention or hashtag match, so visiting them in order sees exactly the matches that one left-to-right pass of the
/// four rules as an alternation would see, and the rules run only there. A block of sixteen bytes is compared
/// with the trigger bytes (`@ # $ .` and `0xEF`, the lead byte of `＠` and `＃`) at once; only blocks that hold
/// one are looked at (``ByteBlockScanner``).
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
    ///
    /// - Complexity: O(`range.count`), about one instruction per byte between triggers.
    @inline(__always)
    static func forEach(in bytes: [UInt8], _ range: Range<Int>, _ body: (Int, Kind) -> Void) {
        ByteBlockScanner.forEachOffset(in: bytes, range, where: { block in
            (block .== ByteBlockScanner.splat(UInt8(ascii: "@"))) .| (block .== ByteBlockScanner.splat(UInt8(ascii: "#")))
                .| (block .== ByteBlockScanner.splat(UInt8(ascii: "$"))) .| (block .== ByteBlockScanner.splat(UInt8(ascii: ".")))
                .| (block .== ByteBlockScanner.splat(0xEF))
        }) { offset in
            switch bytes[offset] {
            case UInt8(ascii: "@"): body(offset, .mention)
            case UInt8(ascii: "#"): body(offset, .hashtag)
            case UInt8(ascii: "$"): body(offset, .cashtag)
            case UInt8(ascii: "."): body(offset, .dot)
            default:
                // U+FF20 FULLWIDTH COMMERCIAL AT is EF BC A0; U+FF03 FULLWIDTH NUMBER SIGN is EF BC 83. A lead byte
                // in the range starts a whole scalar in it: the range lies on scalar boundaries.
                guard bytes[offset + 1] == 0xBC else { return }
                if bytes[offset + 2] == 0xA0 { body(offset, .mention) } else if bytes[offset + 2] == 0x83 { body(offset, .hashtag) }
            }
        }
    }
}

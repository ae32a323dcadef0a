/// The bytes where a `bluesky` entity can be found, 64 bytes at a time (``ByteBlockScanner``).
///
/// Every mention starts at `@`, every hashtag at `#` or `＃` (`EF BC 83`), every cashtag at `$` before an ASCII
/// letter. A link starts at an ASCII letter, which is everywhere; but its scheme's `:` before `//`, or the first `.`
/// of its bare domain before a letter or digit, comes after nothing but ASCII letters and digits, so the link is
/// found from there (``BlueskyLink``). No entity contains another's trigger before its own, so visiting the triggers
/// in order finds the entities in order of their starts.
enum BlueskyTriggers {
    /// What a trigger may start.
    enum Kind {
        case mention
        case hashtag
        case cashtag
        /// A `:` before `/`: the end of a link's scheme.
        case colon
        /// A `.` before a byte that may be a letter or digit: the first dot of a bare domain.
        case dot
    }

    /// The kind of the trigger that ``Bytes`` found at `offset`.
    @inline(__always)
    static func kind(of bytes: [UInt8], at offset: Int) -> Kind {
        switch bytes[offset] {
        case UInt8(ascii: "@"): return .mention
        case UInt8(ascii: "#"): return .hashtag
        case UInt8(ascii: "$"): return .cashtag
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: "."): return .dot
        // `EF`, wanted only as the first byte of `EF BC 83` (U+FF03 FULLWIDTH NUMBER SIGN) all in the range.
        default: return .hashtag
        }
    }

    /// `@`, `#`, `EF BC 83`; `$` before `A` or above, `.` before `0` or above, `:` before `/` (cheap supersets of
    /// what may follow; the rules check it exactly).
    enum Bytes: ByteBlockPattern {
        @inline(__always)
        static func wanted(
            _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
        ) -> SIMDMask<SIMD16<Int8>> {
            (block .== splat(UInt8(ascii: "@"))) .| (block .== splat(UInt8(ascii: "#")))
                .| ((block .== splat(UInt8(ascii: "$"))) .& (next .>= splat(UInt8(ascii: "A"))))
                .| ((block .== splat(UInt8(ascii: "."))) .& (next .>= splat(UInt8(ascii: "0"))))
                .| ((block .== splat(UInt8(ascii: ":"))) .& (next .== splat(UInt8(ascii: "/"))))
                .| ((block .== splat(0xEF)) .& (next .== splat(0xBC)) .& (afterNext .== splat(0x83)))
        }
    }
}

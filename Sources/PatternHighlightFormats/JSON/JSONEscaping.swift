import PatternHighlight

/// Which bytes of a JSON string's UTF-8 need an escape, found sixteen at a time, and how each is written.
enum JSONEscaping {
    /// One escape: the bytes it replaces and the text that replaces them.
    enum Escape: Equatable {
        /// `"`, `\`, a control character or DEL.
        case byte(UInt8)
        /// U+2028 (three bytes in).
        case lineSeparator
        /// U+2029 (three bytes in).
        case paragraphSeparator

        /// How many input bytes the escape replaces.
        var inputLength: Int {
            switch self {
            case .byte: return 1
            case .lineSeparator, .paragraphSeparator: return 3
            }
        }

        /// The most bytes ``write(to:)`` writes.
        static let maximumOutputLength = 6

        /// Writes the escape at `output` (room for ``maximumOutputLength`` bytes): `\"`, `\\`, `\n`, `\r`, `\t`,
        /// else `\u00XX` (lowercase hex), or `\u2028`/`\u2029`; returns how many bytes it wrote.
        @inline(__always)
        func write(to output: UnsafeMutablePointer<UInt8>) -> Int {
            output[0] = UInt8(ascii: "\\")
            let second: UInt8
            switch self {
            case .lineSeparator, .paragraphSeparator:
                output[1] = UInt8(ascii: "u")
                output[2] = 0x32
                output[3] = 0x30
                output[4] = 0x32
                output[5] = self == .lineSeparator ? 0x38 : 0x39
                return 6
            case .byte(let byte):
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): second = byte
                case 0x0A: second = UInt8(ascii: "n")
                case 0x0D: second = UInt8(ascii: "r")
                case 0x09: second = UInt8(ascii: "t")
                default:
                    output[1] = UInt8(ascii: "u")
                    output[2] = 0x30
                    output[3] = 0x30
                    output[4] = hexDigit(byte >> 4)
                    output[5] = hexDigit(byte & 15)
                    return 6
                }
            }
            output[1] = second
            return 2
        }

        private func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : UInt8(ascii: "a") + value - 10 }
    }

    /// The first index at or after `start` whose byte may need an escape — a control character, `"`, `\`, DEL,
    /// or E2 (the lead byte of U+2028 and U+2029; the caller checks the rest) — or `count` when there is none.
    ///
    /// - Complexity: O(distance to that byte), sixteen bytes per step.
    @inline(__always)
    static func firstCandidate(in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        let raw = UnsafeRawPointer(base)
        // Whole blocks without a candidate are skipped; the block that has one is searched byte by byte below.
        while count - index >= 16 && !mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)) {
            index += 16
        }
        while index < count {
            if isCandidate(base[index]) { return index }
            index += 1
        }
        return count
    }

    /// Whether a lane of `block` may need an escape.
    ///
    /// The lanes are tested as a whole: the mask is read back as two 64-bit words and compared with zero
    /// (`any(_:)` on the mask, and `!=` on vectors, go lane by lane).
    @inline(__always)
    private static func mayNeedEscape(_ block: SIMD16<UInt8>) -> Bool {
        func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16<UInt8>(repeating: byte) }
        let lanes = ((block & splat(0xE0)) .== splat(0)) .| (block .== splat(0x22)) .| (block .== splat(0x5C))
            .| (block .== splat(0x7F)) .| (block .== splat(0xE2))
        let words = unsafeBitCast(lanes, to: (UInt64, UInt64).self)
        return words.0 | words.1 != 0
    }

    /// Whether `byte` may need an escape: one bit per byte value, in four 64-bit words (controls and `"`;
    /// `\` and DEL; none; E2).
    @inline(__always)
    static func isCandidate(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = 0x0000_0004_FFFF_FFFF
        case 1: word = 0x8000_0000_1000_0000
        case 2: word = 0
        default: word = 0x0000_0004_0000_0000
        }
        return (word >> (byte & 63)) & 1 != 0
    }
}

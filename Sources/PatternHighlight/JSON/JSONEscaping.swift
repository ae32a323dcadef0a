/// Which bytes of a JSON string's UTF-8 need an escape, found sixteen at a time, and how each is written.
enum JSONEscaping {
    /// One escape: the bytes it replaces and the text that replaces them.
    enum Escape {
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

        /// Appends the escape: `\"`, `\\`, `\n`, `\r`, `\t`, else `\u00XX` (lowercase hex), or `\u2028`/`\u2029`.
        func append(to bytes: inout [UInt8]) {
            let backslash = UInt8(ascii: "\\")
            switch self {
            case .lineSeparator:
                bytes.append(contentsOf: [backslash, UInt8(ascii: "u"), 0x32, 0x30, 0x32, 0x38])
            case .paragraphSeparator:
                bytes.append(contentsOf: [backslash, UInt8(ascii: "u"), 0x32, 0x30, 0x32, 0x39])
            case .byte(let byte):
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(backslash); bytes.append(byte)
                case 0x0A: bytes.append(backslash); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(backslash); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(backslash); bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(contentsOf: [backslash, UInt8(ascii: "u"), 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 15)])
                }
            }
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
            let byte = base[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2 { return index }
            index += 1
        }
        return count
    }

    /// Whether a lane of `block` may need an escape.
    @inline(__always)
    private static func mayNeedEscape(_ block: SIMD16<UInt8>) -> Bool {
        any((block .< SIMD16(repeating: 0x20)) .| (block .== SIMD16(repeating: 0x22)) .| (block .== SIMD16(repeating: 0x5C))
            .| (block .== SIMD16(repeating: 0x7F)) .| (block .== SIMD16(repeating: 0xE2)))
    }
}

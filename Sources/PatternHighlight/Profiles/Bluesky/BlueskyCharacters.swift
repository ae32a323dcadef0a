/// The character classes of Bluesky's detector, spelled out so that neither PCRE2 nor Swift substitutes its own
/// idea of them (see `specs/bluesky-facets.md` §6).
enum BlueskyCharacters {
    /// JavaScript's `\s` as a PCRE2 class body: ASCII tab, LF, VT, FF, CR and space, NBSP, U+1680,
    /// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and U+FEFF. Not U+0085 (unlike PCRE2's UCP `\s`),
    /// and not only ASCII (unlike PCRE2's plain `\s`).
    static let whitespaceClass = #"\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}"#

    /// The invisible characters that end a hashtag body as a PCRE2 class body: soft hyphen, word joiner, hair
    /// space, ZWSP, ZWNJ, ZWJ and U+20E2.
    static let tagStopperClass = #"\x{AD}\x{2060}\x{200A}\x{200B}\x{200C}\x{200D}\x{20E2}"#

    /// Whether `scalar` is JavaScript whitespace (`\s`): the same set as ``whitespaceClass``.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` is Unicode punctuation (`\p{P}`: general categories Pc, Pd, Ps, Pe, Pi, Pf, Po), by the
    /// standard library's tables (Unicode 16 in the Swift 6.3 toolchain, the version of the reference's list;
    /// PCRE2 10.42's `\p{P}` is only Unicode 14, which is why the hashtag pass does not use it).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` is an ASCII digit (JavaScript's `\d`, even in `u` mode).
    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// The scalar that ends just before `offset` in `bytes`, looking no further back than `lowerBound`; `nil` at
    /// `lowerBound`. `bytes` must be valid UTF-8 and `offset` on a scalar boundary.
    static func scalar(before offset: Int, in bytes: [UInt8], lowerBound: Int) -> Unicode.Scalar? {
        guard offset > lowerBound else { return nil }
        var start = offset - 1
        while start > lowerBound && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars.first
    }
}

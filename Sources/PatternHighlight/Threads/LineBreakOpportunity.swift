/// Where a run of text without white space may end one part of a thread and start the next: the line-break
/// opportunities of Unicode UAX #14 that scripts written without spaces need (Chinese, Japanese), reduced to the
/// classes that decide them and tailored as Japanese typesetting's strict rule does.
///
/// Each grapheme cluster is classed by its first scalar (UAX #14's classes in brackets):
///
/// - ``Class/ideographic`` (ID): Han ideographs, hiragana, bopomofo;
/// - ``Class/katakana`` (ID): katakana, full and half width;
/// - ``Class/katakanaNonStarter`` (CJ, NS): small katakana, the long-vowel mark `ー`, `ヽ` `ヾ`, the half-width sound marks;
/// - ``Class/nonStarter(wide:)`` (CL, CP, EX, IS, NS, CJ, IN): closing brackets and quotes, `、。，．！？：；`, `・`, `々`, `ゝ`,
///   small hiragana, `…`, and their ASCII and half-width kin (`)`, `!`, `,`, `｡`);
/// - ``Class/opener(wide:)`` (OP, and opening quotes): `「『（【` and `(`, `[`, `“`;
/// - ``Class/other``: everything else — letters, digits, symbols and emoji of scripts written with spaces, Hangul
///   (Korean is written with spaces between words), and Thai, Lao, Khmer and Myanmar (UAX #14's SA, whose words only a
///   dictionary finds, which this library does not have: a run of them is cut only at white space, or at a grapheme
///   boundary when it alone does not fit a part).
///
/// A part may end between clusters `a` and `b` when `b` is no non-starter (nothing starts a line with `。`, `」`, `ょ`
/// or `ー`), `a` is no opener, not both are katakana (a katakana word, `バージョン`, stays whole), and at least one of
/// them is East Asian: ideographic, kana, or punctuation of the CJK blocks. So two ideographs always have an
/// opportunity between them, and a word of a script with spaces never does.
enum LineBreakOpportunity {
    /// A cluster's class, from its first scalar.
    enum Class: Equatable {
        case ideographic
        case katakana
        case katakanaNonStarter
        /// A character that never starts a line; `wide` when it is punctuation of the CJK blocks (`。`, `」`).
        case nonStarter(wide: Bool)
        /// A character that never ends a line; `wide` when it is punctuation of the CJK blocks (`「`).
        case opener(wide: Bool)
        case other

        var isNonStarter: Bool {
            switch self {
            case .nonStarter, .katakanaNonStarter: return true
            default: return false
            }
        }

        /// Part of a katakana word: a katakana or one of the marks that continue one.
        var isKatakanaWordPart: Bool { self == .katakana || self == .katakanaNonStarter }

        var isEastAsian: Bool {
            switch self {
            case .ideographic, .katakana, .katakanaNonStarter, .nonStarter(wide: true), .opener(wide: true): return true
            default: return false
            }
        }
    }

    /// Whether a part may end between a cluster starting with `before` and one starting with `after` (neither white
    /// space).
    static func isBreak(between before: Unicode.Scalar, and after: Unicode.Scalar) -> Bool {
        let a = classify(before), b = classify(after)
        if b.isNonStarter { return false }
        if case .opener = a { return false }
        if a.isKatakanaWordPart && b == .katakana { return false }
        return a.isEastAsian || b.isEastAsian
    }

    /// Whether text holding `bytes[range]` (valid UTF-8) may have an opportunity at all: every East Asian character
    /// is U+2E80 or above, led by a byte of `E2` or more.
    static func mayHaveBreaks(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes[range].contains { $0 >= 0xE2 }
    }

    static func classify(_ scalar: Unicode.Scalar) -> Class {
        let value = scalar.value
        let wide = isCJKBlock(value)
        switch value {
        case 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x30FC, 0x30FD, 0x30FE, 0x31F0...0x31FF, 0xFF67...0xFF70, 0xFF9E, 0xFF9F:
            return .katakanaNonStarter
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x3005, 0x303B, 0x309B...0x309E, 0x301C, 0x30A0, 0x30FB, 0x3001, 0x3002,
             0xFE10...0xFE16, 0xFE19, 0xFE50...0xFE57, 0xFF01, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF61, 0xFF64, 0xFF65,
             0x21, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x203C, 0x2047...0x2049, 0x2024...0x2026:
            return .nonStarter(wide: wide)
        case 0x30A2...0x30FA, 0x30FF, 0xFF66, 0xFF71...0xFF9D:
            return .katakana
        case 0x3041...0x309F, 0x3105...0x312F, 0x31A0...0x31BF:
            return .ideographic
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return .nonStarter(wide: wide)
        case .openPunctuation, .initialPunctuation: return .opener(wide: wide)
        default: return value >= 0x2E80 && scalar.properties.isIdeographic ? .ideographic : .other
        }
    }

    /// The CJK blocks whose punctuation is East Asian: radicals to CJK symbols and punctuation, kana, vertical and
    /// compatibility forms, full-width and half-width punctuation.
    private static func isCJKBlock(_ value: UInt32) -> Bool {
        switch value {
        case 0x2E80...0x30FF, 0xFE10...0xFE1F, 0xFE30...0xFE6F, 0xFF00...0xFF65: return true
        default: return false
        }
    }
}

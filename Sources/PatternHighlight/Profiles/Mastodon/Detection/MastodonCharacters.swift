/// The character classes of Mastodon's expressions as Onigmo (Ruby's regex engine) means them on Unicode
/// strings, which is not what ICU or PCRE2 mean by the same spelling (`specs/mastodon.md`, "Classes").
enum MastodonCharacters {
    /// `[[:word:]]`: Alphabetic, marks (M*), decimal digits (Nd) and connector punctuation (Pc). Unlike ICU's
    /// `\w`, not ZWJ (U+200D) or ZWNJ (U+200C).
    @inline(__always)
    static func isWord(_ value: UInt32) -> Bool {
        if value < 0x80 { return GrammarCharacters.isASCIIWordCharacter(UInt8(value)) }
        guard let scalar = Unicode.Scalar(value) else { return false }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// `[[:alpha:]]`: the Alphabetic property (letters, Nl such as U+216B, Other_Alphabetic marks such as U+0345).
    @inline(__always)
    static func isAlpha(_ value: UInt32) -> Bool {
        if value < 0x80 { return GrammarCharacters.isASCIILetter(UInt8(value)) }
        return Unicode.Scalar(value)?.properties.isAlphabetic ?? false
    }

    /// `[[:space:]]`: White_Space (``UnicodeWhiteSpace``).
    @inline(__always)
    static func isSpace(_ value: UInt32) -> Bool { UnicodeWhiteSpace.contains(value) }

    /// A username character, `[a-z0-9_]` under Ruby's `/i`: ASCII letters, digits, `_`, and the two characters
    /// that case-fold into ASCII letters, U+212A KELVIN SIGN (`k`) and U+017F LATIN SMALL LETTER LONG S (`s`).
    @inline(__always)
    static func isUsernameCharacter(_ value: UInt32) -> Bool {
        if value < 0x80 { return GrammarCharacters.isASCIIWordCharacter(UInt8(value)) }
        return value == 0x212A || value == 0x17F
    }

    /// A hashtag separator: `_`, U+00B7 `·`, U+30FB `・`, U+200C ZWNJ (`Tag::HASHTAG_SEPARATORS`).
    @inline(__always)
    static func isHashtagSeparator(_ value: UInt32) -> Bool {
        value == 0x5F || value == 0xB7 || value == 0x30FB || value == 0x200C
    }
}

/// The character classes of the near-miss candidates (``NearMissFinder``): the contract's `\w` (general categories
/// L, M, Nd, Pc), with an ASCII fast path and a table for the rest of the BMP (``NearMissWordTable``); its `\s` is
/// ``UnicodeWhiteSpace``.
enum NearMissCharacters {
    /// `\w`: a letter, mark, decimal digit or connector punctuation.
    @inline(__always)
    static func isWord(_ value: UInt32) -> Bool {
        if value < 0x80 { return GrammarCharacters.isASCIIWordCharacter(UInt8(value)) }
        if value < 0x10000 { return NearMissWordTable.shared.contains(value) }
        // Beyond the BMP: the emoji and symbol blocks from U+1F000 (mahjong tiles and cards, enclosed alphanumerics
        // and regional indicators, pictographs, skin tones: none a letter, mark or decimal digit) without a property
        // lookup; `NearMissWordTableTests` checks every scalar against the general category.
        switch value {
        case 0x1F000...0x1FAFF:
            return false
        default:
            guard let scalar = Unicode.Scalar(value) else { return false }
            return NearMissWordTable.isWordCategory(scalar.properties.generalCategory)
        }
    }

    /// Whether a hashtag candidate's name may hold `value` beside word characters: a pictographic emoji (a scalar
    /// from U+2100 up with the Emoji property), a skin tone, a regional indicator, the zero-width joiner or an emoji
    /// tag character, so that `#🎉` and `#👩‍💻` look like tags, as a platform may link them. ASCII digits, `#` and `*`
    /// (Emoji too, as keycap bases) are word characters or no part of a name.
    static func isEmojiPart(_ value: UInt32) -> Bool {
        switch value {
        case 0x200D, 0xE0020...0xE007F: return true
        case ..<0x2100: return false
        default: return Unicode.Scalar(value)?.properties.isEmoji ?? false
        }
    }

    /// Whether `value`, right after `#` or `＃`, makes the sign part of an emoji rather than a tag: U+FE0F (emoji
    /// presentation) or U+20E3 (the keycap, `#️⃣`), as the platforms' own rules also decide.
    static func makesSigilEmoji(_ value: UInt32) -> Bool {
        value == 0xFE0F || value == 0x20E3
    }

    /// Whether a sigil may not start a candidate right after `value`: an ASCII letter, digit, `_`, `.`, `-`, `&`,
    /// `@` or `#` (e-mail addresses, `C#`, `AT&T`).
    static func blocksSigil(_ value: UInt32) -> Bool {
        guard value < 0x80 else { return false }
        return GrammarCharacters.isASCIIWordCharacter(UInt8(value)) || value == 0x2E || value == 0x2D || value == 0x26 || value == 0x40 || value == 0x23
    }

    /// Whether a bare domain may not start right after `value` (a word character when `isWord`): a word character,
    /// `-`, `.`, `@`, `#`, `＃` or `$`.
    static func blocksDomain(_ value: UInt32, isWord: Bool) -> Bool {
        switch value {
        case 0x2D, 0x2E, 0x40, 0x23, 0xFF03, 0x24: return true
        default: return isWord
        }
    }
}

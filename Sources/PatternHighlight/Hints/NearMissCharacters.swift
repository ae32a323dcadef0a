/// The character classes of the near-miss candidates (``NearMissFinder``): the contract's `\w` (general categories
/// L, M, Nd, Pc) and `\s` (Unicode White_Space), with an ASCII fast path and a table for the rest of the BMP
/// (``NearMissWordTable``).
enum NearMissCharacters {
    /// `\w`: a letter, mark, decimal digit or connector punctuation.
    @inline(__always)
    static func isWord(_ value: UInt32) -> Bool {
        if value < 0x80 { return ASCIIWord.contains(value) }
        if value < 0x10000 { return NearMissWordTable.shared.contains(value) }
        // Beyond the BMP: the emoji blocks (symbols, skin tones, none a letter or mark) without a property lookup.
        switch value {
        case 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF:
            return false
        default:
            guard let scalar = Unicode.Scalar(value) else { return false }
            return NearMissWordTable.isWordCategory(scalar.properties.generalCategory)
        }
    }

    /// Unicode White_Space.
    @inline(__always)
    static func isWhiteSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Whether a sigil may not start a candidate right after `value`: an ASCII letter, digit, `_`, `.`, `-`, `&`,
    /// `@` or `#` (e-mail addresses, `C#`, `AT&T`).
    static func blocksSigil(_ value: UInt32) -> Bool {
        guard value < 0x80 else { return false }
        return ASCIIWord.contains(value) || value == 0x2E || value == 0x2D || value == 0x26 || value == 0x40 || value == 0x23
    }

    /// Whether a bare domain may not start right after `value` (a word character when `isWord`): a word character,
    /// `-`, `.`, `@`, `#`, `＃` or `$`.
    static func blocksDomain(_ value: UInt32, isWord: Bool) -> Bool {
        switch value {
        case 0x2D, 0x2E, 0x40, 0x23, 0xFF03, 0x24: return true
        default: return isWord
        }
    }

    private enum ASCIIWord {
        @inline(__always)
        static func contains(_ value: UInt32) -> Bool {
            (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
        }
    }
}

extension Unicode.GeneralCategory {
    /// Whether the category is a mark (Mn, Mc, Me).
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}

/// Unicode's White_Space property: U+0009–000D, 0020, 0085, 00A0, 1680, 2000–200A, 2028, 2029, 202F, 205F, 3000.
/// What the near-miss candidates' `\s` means, what a thread splits at, and a platform's space where its rules take
/// Unicode's (a platform's own spaces may differ: ``GrammarCharacters/isSpace(_:)`` adds U+180E).
enum UnicodeWhiteSpace {
    /// Whether the scalar `value` is White_Space.
    @inline(__always)
    static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}

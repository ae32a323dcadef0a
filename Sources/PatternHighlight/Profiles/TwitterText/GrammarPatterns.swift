/// twitter-text's regex fragments that more than one profile's patterns are built from (twitter's
/// ``TwitterPatterns``, Mastodon's `MastodonURLPatterns`), in PCRE2 syntax.
enum GrammarPatterns {
    /// "Latin accents" (`latinAccentChars.js`), a character class's contents.
    static let latinAccents = #"\x{00C0}-\x{00D6}\x{00D8}-\x{00F6}\x{00F8}-\x{00FF}\x{0100}-\x{024F}\x{0253}\x{0254}"#
        + #"\x{0256}\x{0257}\x{0259}\x{025B}\x{0263}\x{0268}\x{026F}\x{0272}\x{0289}\x{028B}\x{02BB}"#
        + #"\x{0300}-\x{036F}\x{1E00}-\x{1EFF}"#
}

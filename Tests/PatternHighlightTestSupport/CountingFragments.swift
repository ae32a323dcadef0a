/// Random texts for counting: emoji sequences whole and in pieces (ZWJ, skin tones, VS15/VS16, keycaps, flags, tag
/// sequences), NFC pairs (decomposed, singletons, Hangul jamo), CJK, URLs, mentions, invalid characters,
/// directional marks, every paragraph break, and long runs that cross the 140/280 limits.
package enum CountingFragments {
    package static let pieces = [
        "a", "hi", "word", "Tweet", " ", " ", " ", "  ", "\t", "\u{00A0}", "\u{3000}", ".", ",", "!", "?", "-", "#", "*", "@",
        "0", "7", "é", "e\u{301}", "A\u{30A}", "\u{212B}", "\u{2126}", "o\u{308}\u{304}", "\u{1100}\u{1161}", "\u{1100}\u{1161}\u{11A8}",
        "\u{AC00}\u{11A8}", "\u{0344}", "\u{0958}", "ά", "α\u{301}", "\u{301}", "\u{327}\u{301}",
        "の", "家族", "日本語", "한국어", "ไทย", "العربية", "\u{2010}", "\u{2032}", "\u{2039}", "\u{10FF}", "\u{1100}",
        "😀", "🐱", "👍", "🏽", "👍🏽", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "❤", "❤\u{FE0F}", "❤\u{FE0E}", "☺", "©", "®", "™",
        "👨\u{200D}👩\u{200D}👧", "👨\u{200D}👩\u{200D}👧\u{200D}👦", "👩\u{200D}❤\u{FE0F}\u{200D}💋\u{200D}👨", "🙋🏽", "👨\u{200D}🎤",
        "🏃\u{200D}♀\u{FE0F}", "🏃🏽\u{200D}♂\u{FE0F}", "⛹", "⛹🏽\u{200D}♀\u{FE0F}", "🏳\u{FE0F}\u{200D}🌈", "🏴\u{200D}☠\u{FE0F}",
        "#\u{FE0F}\u{20E3}", "1\u{20E3}", "\u{20E3}", "🇫🇷", "🇯🇵", "🇫", "🇺🇸🇫", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        "\u{E0067}", "🫠", "🧑\u{200D}💻", "\u{E50A}", "⏩", "↔\u{FE0F}", "🕵", "🕵\u{FE0F}", "✌", "✌🏿",
        "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{2066}", "\u{061C}", "\u{0085}",
        "https://example.com", "http://test.co", "example.com", "www.example.com/path", "t.co/abc", "google.fr",
        "https://t.co/abcdef", "http://日本.jp", "@alice", "#tag", "$AAPL", "(", ")", "/", ":",
    ]
    package static let breaks = ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\n\n"]

    /// A text of `pieces` random pieces, with a paragraph break now and then when `breaks` is set, and sometimes a
    /// long run that crosses the limits.
    package static func text<G: RandomNumberGenerator>(pieces count: Int, breaks withBreaks: Bool, using random: inout G) -> String {
        var text = ""
        for _ in 0..<count {
            switch Int.random(in: 0..<40, using: &random) {
            case 0 where withBreaks, 1 where withBreaks: text += breaks.randomElement(using: &random)!
            case 2: text += String(repeating: pieces.randomElement(using: &random)!, count: Int.random(in: 20...150, using: &random))
            default: text += pieces.randomElement(using: &random)!
            }
        }
        return text
    }
}

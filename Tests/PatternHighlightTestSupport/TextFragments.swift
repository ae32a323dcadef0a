/// Pieces random texts and edits are made of: entity material for every profile, separators, breaks of
/// every kind, emoji (ZWJ sequences, skin tones, flags), CJK, combining marks and full-width sigils.
package enum TextFragments {
    package static let words = [
        "a", "b", "x", "hi", "see", "bob", "john_doe", "jane.doe", "alice.bsky.social", "AAPL", "swift6", "123",
        "@", "#", "$", "＠", "＃", "@bob", "#swift", "$AAPL", "@jane.doe", "#家族", "@alice.bsky.social",
        "https://", "http://", "https://example.com", "example.com", "www.", ".com", "/path", "?q=1", "#frag",
        "(", ")", ".", "-", "_", ":", "/", "'", "\"", ",", "!", "@@", "##",
        "家族", "日本語", "é", "e\u{301}", "ß", "Ω", "😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "１２", "ｘ",
    ]
    package static let separators = [" ", " ", " ", "  ", "\t", "\u{00A0}", "\u{3000}"]
    package static let breaks = ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\n\n"]

    /// A short run of words and separators, with a break now and then when `breaks` is set.
    package static func text<G: RandomNumberGenerator>(pieces: Int, breaks withBreaks: Bool, using random: inout G) -> String {
        var text = ""
        for _ in 0..<pieces {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6: text += words.randomElement(using: &random)!
            case 6..<9: text += separators.randomElement(using: &random)!
            default: text += withBreaks ? breaks.randomElement(using: &random)! : " "
            }
        }
        return text
    }

    /// Several paragraphs of text (a paste).
    package static func paragraphs<G: RandomNumberGenerator>(_ count: Int, using random: inout G) -> String {
        (0..<count).map { _ in text(pieces: Int.random(in: 0...12, using: &random), breaks: false, using: &random) }
            .joined(separator: breaks.randomElement(using: &random)!)
    }
}

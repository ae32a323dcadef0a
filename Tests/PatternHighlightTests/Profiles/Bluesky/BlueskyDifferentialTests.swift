import Testing
@testable import PatternHighlight

/// Rows from the differential check against the Python atproto SDK (`Scripts/bluesky-differential.py`, atproto
/// 0.0.73): what it found, the handle rule only the Python port has, and where we follow real grapheme clusters
/// rather than the port's approximation.
@Suite struct BlueskyDifferentialTests {
    /// Found by the differential: `https://` followed by a combining scalar (U+FE0F, U+20E3, ZWJ, U+0301) forms one
    /// Character with the `/`, so a Character-wise `hasPrefix("https://")` missed the scheme and dropped the link.
    /// The scheme is now compared in UTF-8.
    static let schemeFollowedByCombiningScalarExamples: [BlueskyExample] = [
        BlueskyExample("https://\u{FE0F}$AAAPL/(", .url(0, "https://\u{FE0F}$AAAPL/(", "https://\u{FE0F}$AAAPL/(")),
        BlueskyExample("https://\u{20E3}!x\u{A0}my \"$!", .url(0, "https://\u{20E3}!x", "https://\u{20E3}!x")),
        BlueskyExample("https://\u{200D}", .url(0, "https://\u{200D}", "https://\u{200D}")),
        BlueskyExample("http://\u{301}x.com", .url(0, "http://\u{301}x.com", "http://\u{301}x.com")),
        BlueskyExample("x \u{FEFF} https://\u{20E3}sociala@#👍http", .url(6, "https://\u{20E3}sociala@#👍http", "https://\u{20E3}sociala@#👍http")),
    ]

    /// Punctuation new in Unicode 15 and 16 (Kawi U+11F43, Ol Onal U+1E5FF, Garay U+10D6E, Tulu-Tigalari U+113D4):
    /// PCRE2 10.42's `\p{P}` (Unicode 14) does not know it, the reference's list does.
    static let recentPunctuationExamples: [BlueskyExample] = [
        BlueskyExample("#tag\u{1E5FF}", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag\u{11F43}x", .hashtag(0, "#tag\u{11F43}x", "tag\u{11F43}x")),
        BlueskyExample("#\u{11F43}"),
        BlueskyExample("#\u{10D6E}\u{113D4}"),
        BlueskyExample("#\u{10D50}", .hashtag(0, "#\u{10D50}", "\u{10D50}")),
    ]

    /// The Python port's handle check (also in our spec): labels of 1–63 characters, none starting or ending with
    /// `-`, at most 253 characters in all.
    static let handleSyntaxExamples: [BlueskyExample] = [
        BlueskyExample("@" + String(repeating: "a", count: 63) + ".com", .mention(0, "@" + String(repeating: "a", count: 63) + ".com", String(repeating: "a", count: 63) + ".com")),
        BlueskyExample("@" + String(repeating: "a", count: 64) + ".com"),
        BlueskyExample("@" + String(repeating: String(repeating: "a", count: 61) + ".", count: 4) + "com",
                       .mention(0, "@" + String(repeating: String(repeating: "a", count: 61) + ".", count: 4) + "com", String(repeating: String(repeating: "a", count: 61) + ".", count: 4) + "com")),
        BlueskyExample("@" + String(repeating: String(repeating: "a", count: 62) + ".", count: 4) + "com"),
        BlueskyExample("@a-.com"),
        BlueskyExample("@a.-b.com"),
        BlueskyExample("@a--b.com", .mention(0, "@a--b.com", "a--b.com")),
        BlueskyExample("@1.com", .mention(0, "@1.com", "1.com")),
        BlueskyExample("@x.test.", .mention(0, "@x.test", "x.test")),
        BlueskyExample("@x..test"),
    ]

    /// Expected differences from the Python port: its grapheme count is an approximation ("not a full UAX #29
    /// implementation"); ours is Swift's extended grapheme clusters, as the TypeScript reference's splitter.
    /// Prepend marks, Hangul syllables from jamo, Thai SARA AM and Indic conjuncts are one cluster each (the port
    /// drops these tags); U+102B is not an extending mark (the port keeps an 80-cluster tag).
    static let graphemeClustersExamples: [BlueskyExample] = [
        tag(repeating: "\u{600}a", count: 40),
        tag(repeating: "\u{1100}\u{1161}\u{11A8}", count: 30),
        tag(repeating: "\u{E01}\u{E33}", count: 40),
        tag(repeating: "\u{915}\u{94D}\u{937}", count: 40),
        tag(repeating: "a\u{102B}", count: 32),
        BlueskyExample("#" + String(repeating: "a\u{102B}", count: 40)),
    ]

    /// A row whose whole text `#` + `unit` × `count` is one tag.
    static func tag(repeating unit: String, count: Int) -> BlueskyExample {
        let body = String(repeating: unit, count: count)
        return BlueskyExample("#" + body, .hashtag(0, "#" + body, body))
    }

    @Test(arguments: schemeFollowedByCombiningScalarExamples) func schemeFollowedByCombiningScalar(_ example: BlueskyExample) { example.check() }
    @Test(arguments: recentPunctuationExamples) func recentPunctuation(_ example: BlueskyExample) { example.check() }
    @Test(arguments: handleSyntaxExamples) func handleSyntax(_ example: BlueskyExample) { example.check() }
    @Test(arguments: graphemeClustersExamples) func graphemeClusters(_ example: BlueskyExample) { example.check() }

    @Test func theClusterCountsAreWhatTheRowsSay() {
        #expect(String(repeating: "\u{600}a", count: 40).count == 40)
        #expect(String(repeating: "\u{915}\u{94D}\u{937}", count: 40).count == 40)
        #expect(String(repeating: "a\u{102B}", count: 40).count == 80)
    }
}

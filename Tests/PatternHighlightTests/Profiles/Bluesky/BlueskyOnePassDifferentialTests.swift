import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The one-pass `bluesky` recognizer against ``BlueskyFourPassReference`` (the four regex passes it replaced) on
/// many seeded random texts built to hit the rules' edges: handles and domains with good, bad and upper-case TLDs,
/// schemes in every case, tags with punctuation, digits, stoppers and emoji, cashtags of every length, `(` and
/// quotes before sigils, every kind of JavaScript whitespace and the characters it excludes, paragraph breaks.
@Suite struct BlueskyOnePassDifferentialTests {
    /// Pieces a random text is made of, each often glued to the next without a space.
    static let pieces: [String] = [
        // mentions and handles
        "@alice.bsky.social", "@bob.com", "@HANDLE.com", "@x.test", "@a..b.com", "@-bad.com", "@handle", "@a.b_c",
        "@handle.com.", "@handle.com-", "@handle.local", "@Alice.Bsky.Social", "@1.com", "@a.com's", "@", "@@a.com",
        // links
        "https://example.com", "http://x.com/path?q=1#f", "HTTPS://X.COM", "Https://x.com", "https://", "http://",
        "https://.", "https://foo.com...", "https://foo.com).", "(https://foo.com/a_(b))", "https://x.com/(@handle.com)",
        "example.com", "Example.com", "example.Com", "sub.my-site.com", "my-site.com", "website.com.jpg/foo",
        "readme.md", "e.g.", "foo.bar@example.com", "user@example.com", "wiki.vg's", "http://a.com,b.com",
        "httpbin.org", "a1.co", "1a.com", "x.y.z.museum", "abc.", ".com", "a.b", "http.com://x", "hhttp://x.com",
        "https://\u{FE0F}x", "ftp://x.com", "://", "a:b", "x.xn--p1ai",
        // rejected link matches that run on past a `(`: nothing inside them may start another link
        "photo.jpg/(", "HTTPS://X.COM/(", "a.b(", "Https://(", "e.g.(", "(", "((",
        // hashtags
        "#tag", "#tag!", "#1", "#123", "#1a", "#a1", "#", "##", "#?", "#___", "##hashash", "#one,#two", "#c++",
        "#$$$", "#Cleveland's", "#日本語。テスト", "#١٢٣", "＃tag", "＃", "#️⃣", "##️⃣tag", "#👩‍💻dev", "#🏳️‍🌈",
        "#a\u{200B}b", "#\u{200B}a", "#a\u{AD}b", "#tag\u{20E2}x", "#\u{FE0F}a", "#" + String(repeating: "x", count: 64),
        "#" + String(repeating: "y", count: 65), "#" + String(repeating: "é", count: 40), "#tag\u{1E5FF}",
        // cashtags
        "$AAPL", "$aapl.", "$BRK.B", "$A", "$TOOLONG", "$ABC123", "$100", "$AAPL-", "$AAPL$", "$AAPL/", "$ AAPL",
        "$AAPL\u{2019}s", "$X\"", "$", "$$A",
        // punctuation, quotes, brackets
        "(", ")", "\"", "'", ".", ",", "!", "?", ":", ";", "[", "<", "-", "_", "/", "’", "…", "。",
        // words, scripts, emoji
        "hello", "see", "http", "https", "co", "com", "日本", "مرحبا", "👍", "👍🏽", "🇯🇵", "é", "a\u{301}", "١٢",
        // whitespace kinds, the characters JavaScript's \s excludes, paragraph breaks, bidi controls
        " ", " ", "  ", "\t", "\u{A0}", "\u{1680}", "\u{2003}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
        "\u{FEFF}", "\u{85}", "\u{180E}", "\u{200B}", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}",
        "\u{202E}", "\u{2066}",
    ]

    /// A text of 1–40 pieces, with a space between two pieces about half the time.
    static func randomText(_ random: inout SeededRandom) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            text += pieces.randomElement(using: &random)!
            if Bool.random(using: &random) { text += " " }
        }
        return text
    }

    struct Found: Equatable, CustomStringConvertible {
        let kind: EntityKind
        let range: Range<Int>
        let value: String
        init(_ entity: Entity) { (kind, range, value) = (entity.kind, entity.range, entity.value) }
        var description: String { "\(kind) \(range) \(value.debugDescription)" }
    }

    static let reference = BlueskyFourPassReference()
    static let recognizer = BlueskyRecognizer()

    @Test(arguments: 0..<8)
    func onePassFindsWhatTheFourPassesFind(batch: UInt64) {
        var random = SeededRandom(seed: 0xB1E5_0000 + batch)
        var entitiesSeen = 0
        for _ in 0..<1_000 {
            let text = Self.randomText(&random)
            let bytes = Array(text.utf8)
            let expected = Self.reference.entities(in: text).map(Found.init)
            entitiesSeen += expected.count

            let whole = Self.recognizer.entities(in: bytes, scope: .wholeText)
            #expect(whole?.map(Found.init) == expected, "whole text \(text.debugDescription)")

            let validated = Self.recognizer.entities(in: bytes, scope: .uncheckedWholeText)
            #expect(validated?.map(Found.init) == expected, "unchecked \(text.debugDescription)")

            var byParagraph: [Entity] = []
            for paragraph in ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count) where !paragraph.isEmpty {
                byParagraph += Self.recognizer.entities(in: bytes, scope: .paragraph(paragraph, startsText: false)) ?? []
            }
            #expect(byParagraph.map(Found.init) == expected, "by paragraph \(text.debugDescription)")
        }
        // The texts are not trivially empty of entities.
        #expect(entitiesSeen > 1_000)
    }

    /// Bytes that are not UTF-8, anywhere in a text: the one pass reads ahead of its validation, so it must
    /// neither trap nor keep anything it found, and must say no exactly when the validator does.
    @Test func invalidUTF8IsRefusedWithNothingAppended() {
        var random = SeededRandom(seed: 0xBAD_0_7F8)
        let invalid: [[UInt8]] = [[0xFF], [0xC2], [0xE2, 0x80], [0xEF, 0xBC], [0xF0, 0x9F, 0x91], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80]]
        for _ in 0..<2_000 {
            var bytes = Array(Self.randomText(&random).utf8)
            let cut = Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: invalid.randomElement(using: &random)!, at: cut)
            let sentinel = Entity(kind: .mention, range: 0..<1, value: "kept")
            var entities = [sentinel]
            let request = ScanRequest(bytes: bytes, scope: .uncheckedWholeText)
            let accepted = if case .scanned = Self.recognizer.recognize(request, into: &entities) { true } else { false }
            #expect(accepted == UTF8Validator.isValid(bytes))
            if !accepted { #expect(entities == [sentinel]) }
        }
    }
}

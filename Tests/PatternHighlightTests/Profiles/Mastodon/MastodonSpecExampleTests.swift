import Testing
@testable import PatternHighlight

/// The examples of `specs/mastodon.md` and a few rules around them, as rows: entities (kind, value, code-point
/// range) and the server's length. Each was checked against the oracle (`Scripts/mastodon-differential.py`).
@Suite struct MastodonSpecExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let text: String
        let entities: [(kind: EntityKind, value: String, range: Range<Int>)]
        let length: Int
        var testDescription: String { text.debugDescription }

        init(_ text: String, _ entities: (kind: EntityKind, value: String, range: Range<Int>)..., length: Int) {
            self.text = text
            self.entities = entities
            self.length = length
        }
    }

    static let examples: [Example] = [
        Example("@@alice", (.mention, "alice", 1..<7), length: 7),
        Example("@alice@example.com.", (.mention, "alice@example.com", 0..<18), length: 7),
        Example("@alice@example.com@", length: 19),
        Example("@alice@@bob", (.mention, "bob", 7..<11), length: 11),
        Example("x=@a https://x/@a RT@a", length: 22),
        Example("@alice@例え.jp", (.mention, "alice@例え.jp", 0..<12), length: 6),
        Example("hello ＃world", (.hashtag, "world", 6..<12), length: 12),
        Example("(#tag) 🎉#tag x.#tag 日本語#タグ", length: 26),
        Example("#1_2 #0123456 #_1 #one·two·three·", (.hashtag, "1_2", 0..<4), (.hashtag, "one·two·three", 18..<32), length: 33),
        Example("#a\u{200D}b", (.hashtag, "a", 0..<2), length: 3),
        Example("#hashtaghttps://x.com", (.hashtag, "hashtag", 0..<8), length: 21),
        Example("#http://x.com", (.hashtag, "http", 0..<5), length: 13),
        Example("https://t.co/abcDEF123/more", (.url, "https://t.co/abcDEF123", 0..<22), length: 28),
        Example("gemini://example.com/x", (.url, "gemini://example.com/x", 0..<22), length: 23),
        Example("https://fluidapp.com", (.url, "https://fluidapp.com", 0..<20), length: 23),
        Example("example.com www.example.com", length: 27),
        Example("example.com/https://x.com", length: 25),
        Example("https://ja.wikipedia.org/wiki/ぼっち_(曲)", (.url, "https://ja.wikipedia.org/wiki/ぼっち_", 0..<34), length: 26),
        Example("https://en.wikipedia.org/wiki/Diaspora_(software)", (.url, "https://en.wikipedia.org/wiki/Diaspora_(software)", 0..<49), length: 23),
        Example("https://" + String(repeating: "a", count: 64) + ".com", length: 76),
        Example("https://" + String(repeating: "a", count: 63) + ".com", (.url, "https://" + String(repeating: "a", count: 63) + ".com", 0..<75), length: 23),
        Example("xmpp:alice@example.com magnet:?xt=urn:btih:c12f", (.url, "xmpp:alice@example.com", 0..<22), (.url, "magnet:?xt=urn:btih:c12f", 23..<47), length: 47),
        Example("👍🏽 e\u{301}", length: 3),
        Example("  hi  ", length: 2),
        Example("\r\n", length: 0),
    ]

    @Test(arguments: examples)
    func example(_ example: Example) throws {
        let annotation = Highlighter(profile: .mastodon).annotate(example.text)
        #expect(annotation.entities.count == example.entities.count)
        for (entity, wanted) in zip(annotation.entities, example.entities) {
            #expect(entity.kind == wanted.kind)
            #expect(entity.value == wanted.value)
            #expect(try annotation.range(entity.range, in: .scalars) == wanted.range)
        }
        #expect(annotation.count.mastodon?.length == example.length)
    }

    /// The content warning counts with the body; a blank body takes its place; clusters join across the two.
    @Test func contentWarning() {
        let rule = CountingRule.mastodon()
        #expect(rule.count("hi", contentWarning: "CW").mastodon?.length == 4)
        #expect(rule.count(" \u{A0} ", contentWarning: "spoilers").mastodon?.length == 8)
        #expect(rule.count("\u{301}x", contentWarning: "e").mastodon?.length == 2)
        #expect(rule.count("https://example.com", contentWarning: "https://example.com").mastodon?.length == 42)
        #expect(rule.count("", contentWarning: "").valid == false)
        #expect(rule.count("hi", contentWarning: "CW").graphemes == 2)
        #expect(CountingRule.twitter(.v3).count("hi", contentWarning: "CW") == CountingRule.twitter(.v3).count("hi"))
    }

    /// The instance settings: the limit and what a URL costs, even a shorter one.
    @Test func instanceSettings() {
        let rule = CountingRule.mastodon(maxCharacters: 30, urlCharacters: 10)
        let count = rule.count("see https://a.co and @bob@example.com!")
        #expect(count.mastodon == MastodonCount(length: 4 + 10 + 5 + 4 + 1, maxCharacters: 30, urlCharacters: 10))
        #expect(count.valid)
        #expect(CountingRule.mastodon(maxCharacters: 23).count("x " + String(repeating: "y", count: 22)).valid == false)
        #expect(Profile.mastodon.counting.count("x").twitter == nil)
        #expect(Profile.twitter.counting.count("x").mastodon == nil)
    }

    /// The caret token takes a mention's `@domain` part; hashtags follow the 4.6 rule.
    @Test func activeToken() throws {
        let document = HighlightDocument("hi @alice@exa #tag x#no", highlighter: Highlighter(profile: .mastodon))
        #expect(try document.activeToken(at: 13, in: .utf8)?.query == "alice@exa")
        #expect(try document.activeToken(at: 8, in: .utf8)?.query == "alic")
        #expect(try document.activeToken(at: 18, in: .utf8)?.query == "tag")
        #expect(try document.activeToken(at: 23, in: .utf8) == nil)
    }
}

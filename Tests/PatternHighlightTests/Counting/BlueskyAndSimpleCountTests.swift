import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// Bluesky counts extended grapheme clusters and UTF-8 bytes against `app.bsky.feed.post` (300 graphemes, 3,000
/// bytes); simple counts graphemes and is valid when not empty.
@Suite struct BlueskyAndSimpleCountTests {
    static let bluesky: [(text: String, graphemes: Int, bytes: Int, valid: Bool)] = [
        ("", 0, 0, false),
        ("hi", 2, 2, true),
        ("👨‍👩‍👧‍👦", 1, 25, true),
        ("e\u{301}", 1, 3, true),
        ("🇫🇷🇯🇵", 2, 16, true),
        ("a\r\nb", 3, 4, true),
        (String(repeating: "a", count: 300), 300, 300, true),
        (String(repeating: "a", count: 301), 301, 301, false),
        // 300 graphemes of 8 bytes: 2,400 bytes, valid; 121 families of 25 bytes: 3,025, over the byte limit.
        (String(repeating: "👍🏽", count: 300), 300, 2400, true),
        (String(repeating: "👨‍👩‍👧", count: 120), 120, 2160, true),
        (String(repeating: "👨‍👩‍👧‍👦", count: 121), 121, 3025, false),
    ]

    @Test(arguments: bluesky)
    func blueskyCount(_ row: (text: String, graphemes: Int, bytes: Int, valid: Bool)) throws {
        let count = Highlighter(profile: .bluesky).annotate(row.text).count
        #expect(count.graphemes == row.graphemes)
        #expect(count.length.utf8 == row.bytes)
        #expect(count.valid == row.valid)
        #expect(count.bluesky == BlueskyCount(graphemes: row.graphemes, bytes: row.bytes, displayGraphemes: row.graphemes, postedBytes: row.bytes))
        #expect(count.twitter == nil)
    }

    @Test(arguments: [("", 0, false), ("a", 1, true), ("👨‍👩‍👧‍👦 x", 3, true), ("\n", 1, true)])
    func simpleCount(_ text: String, _ graphemes: Int, _ valid: Bool) throws {
        let count = Highlighter(profile: .simple).annotate(text).count
        #expect(count.graphemes == graphemes)
        #expect(count.valid == valid)
        #expect(count.twitter == nil && count.bluesky == nil)
    }

    /// A profile counting with another platform's rule counts what the rule alone counts: its scan's count reuse
    /// (twitter's URL candidates) is not read as the rule's (Bluesky's links). After `_` twitter-text finds a URL and
    /// Bluesky no link, so the display count would shrink by a short form that Bluesky never makes.
    @Test func aProfileCountingWithAnotherPlatformsRuleCountsAsTheRuleAlone() throws {
        let text = "_https://example.com/abcdefghijklmnopqrstuvwxyz"
        #expect(Highlighter(profile: .twitter).annotate(text).entities.map(\.kind) == [.url])
        #expect(CountingRule.bluesky.count(text).bluesky?.displayGraphemes == text.count)
        var random = SeededRandom(seed: 21)
        let texts = [text, "see https://example.com/abcdefghijklmnopqrstuvwxyz, _http://a.co/bcdefghijklmnopq"]
            + (0..<300).map { _ in CountingFragments.text(pieces: 12, breaks: true, using: &random) }
        for text in texts {
            let rule = CountingRule.bluesky
            #expect(Highlighter(profile: .twitter.counting(rule)).annotate(text).count == rule.count(text), "\(text.debugDescription)")
            #expect(try Highlighter(profile: .twitter.counting(rule)).annotate(utf8: Array(text.utf8)).count == rule.count(text))
            let document = HighlightDocument(text, highlighter: Highlighter(profile: .twitter.counting(rule)))
            #expect(document.count == rule.count(text))
        }
    }

    @Test func twitterProfileCountsUnderV3UnlessToldOtherwise() throws {
        let text = "👨‍👩‍👧‍👦 http://example.com"
        #expect(Highlighter(profile: .twitter).annotate(text).count.twitter?.weightedLength == 2 + 1 + 23)
        #expect(Highlighter(profile: .twitter.counting(.twitter(.v2))).annotate(text).count.twitter?.weightedLength == 11 + 1 + 23)  // 4 emoji of 2, 3 ZWJ of 1
        #expect(Highlighter(profile: .twitter.counting(.twitter(.v1))).annotate(text).count.twitter?.weightedLength == 7 + 1 + 23)  // 7 scalars
        #expect(Profile.twitter.counting == .twitter(.v3))
        #expect(TwitterCountConfiguration.named("v2") == .v2)
    }
}

/// The contract's `count` members, in order, for each profile, as the annotate JSON writes them.
@Suite struct TextCountJSONTests {
    /// The `count` object of `text`'s annotate JSON under `profile`.
    static func countMembers(_ profile: Profile, _ text: String) throws -> [(key: String, value: JSONValue)] {
        let json = AnnotationJSONFormatter(units: .utf16).format(Highlighter(profile: profile).annotate(text))
        let document = try JSONParser.value(in: json, at: 0, maximumDepth: 16).value
        guard case .object(let members)? = document["count"] else {
            Issue.record("no count object in \(String(decoding: json, as: UTF8.self))")
            return []
        }
        return members
    }

    @Test func membersPerProfile() throws {
        func keys(_ profile: Profile, _ text: String) throws -> [String] {
            try Self.countMembers(profile, text).map(\.key)
        }
        #expect(try keys(.twitter, "hi") == [
            "graphemes", "weightedLength", "permillage", "displayRangeStart", "displayRangeEnd", "validRangeStart",
            "validRangeEnd", "valid",
        ])
        #expect(try keys(.bluesky, "hi") == ["graphemes", "bytes", "maxGraphemes", "maxBytes", "displayGraphemes", "postedBytes", "postValid", "valid"])
        #expect(try keys(.simple, "hi") == ["graphemes", "valid"])
    }

    /// Ranges in each unit: "e\u{301}😀" is 3 scalars, 4 UTF-16 units, 7 bytes; NFC makes it 2 scalars.
    @Test func rangesInEveryUnit() throws {
        let count = try #require(CountingRule.twitter(.v3).count("e\u{301}😀").twitter)
        #expect(count.displayRangeEnd(in: .utf16) == 3)
        #expect(count.displayRangeEnd(in: .scalars) == 2)
        #expect(count.displayRangeEnd(in: .utf8) == 6)
        // parseTweet: the last unit of the normalised text (index 2 of "é😀" in UTF-16), moved by 1 (4 − 3).
        #expect(count.validRangeEnd(in: .utf16) == 3)
        #expect(count.validRangeEnd(in: .scalars) == 2)
        let members = try Self.countMembers(.twitter, "e\u{301}😀")
        #expect(members.first { $0.key == "weightedLength" }?.value == .number("3"))
        #expect(members.first { $0.key == "validRangeEnd" }?.value == .number("3"))
    }
}

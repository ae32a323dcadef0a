import Foundation
import PatternHighlight
import Testing

/// The values a backend stores and sends are `Codable` with the command line's member names (issue #48, item 3):
/// a round trip through `JSONEncoder` and `JSONDecoder` gives the value back, on values from real annotations.
/// Through the public API only.
@Suite struct CodableValueTests {
    /// Texts with emoji, CJK, a look-alike host, a list mention, markdown links and hint candidates.
    static let texts = [
        "hi @bob 👋🏽 #tag $CASH https://example.com",
        "日本語の #タグ と @ユーザー https://例え.jp/パス",
        "see https://аррӏе.com and @jack/list-slug",
        "[paypal.com](https://evil.example) and [Node.js](https://nodejs.org) #🎉 (#ATL) ko-fi.com",
        "@",
    ]

    static let highlighters = [
        Highlighter(profile: .twitter, options: [.hints, .markdownLinks]),
        Highlighter(profile: .bluesky, options: [.hints, .markdownLinks]),
        Highlighter(profile: .mastodon, options: [.hints]),
        Highlighter(profile: .simple),
    ]

    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test(arguments: texts)
    func entitiesAndHintsRoundTrip(text: String) throws {
        for highlighter in Self.highlighters {
            let annotation = highlighter.annotate(text)
            #expect(try Self.roundTrip(annotation.entities) == annotation.entities)
            #expect(try Self.roundTrip(annotation.hints) == annotation.hints)
        }
    }

    /// The members are the command line's, `start` and `end` in UTF-8 bytes.
    @Test func entityMembersAreTheContractsInUTF8() throws {
        let entity = Highlighter(profile: .twitter).annotate("日本 @bob").entities[0]
        #expect(try Self.json(entity) == #"{"end":11,"kind":"mention","start":7,"value":"bob"}"#)
        let look = Highlighter(profile: .twitter).annotate("see https://аррӏе.com").entities[0]
        #expect(try Self.json(look).contains(
            #""hostWarning":{"ascii":"xn--80ak6aa92e.com","reason":"confusable","unicode":"аррӏе.com"}"#))
        let link = Highlighter(profile: .twitter, options: .markdownLinks)
            .annotate("[paypal.com](https://evil.example)").entities[0]
        #expect(try Self.json(link) == #"{"end":34,"facade":{"shown":"paypal.com","target":"evil.example"},"#
            + #""kind":"link","label":"paypal.com","start":0,"value":"https:\/\/evil.example"}"#)
        let partial = Highlighter(profile: .simple).annotate("@").entities[0]
        #expect(try Self.json(partial).contains(#""partial":true"#))
    }

    /// A profile's details are members of their own names: twitter's list slug is `"list"`, and a detail of another
    /// name round-trips as a member of that name, in name order.
    @Test func detailsAreMembersOfTheirOwnNames() throws {
        let list = Highlighter(profile: .twitter).annotate("@jack/team").entities[0]
        #expect(list.listSlug == "/team" && list.details == [EntityDetail(name: "list", value: "/team")])
        #expect(try Self.json(list) == #"{"end":10,"kind":"mention","list":"\/team","start":0,"value":"jack"}"#)
        var entity = Entity(kind: .mention, range: 0..<5, value: "john")
        entity.setDetail("room", to: "lobby")
        entity.setDetail("floor", to: "2")
        #expect(entity.details.map(\.name) == ["floor", "room"])
        #expect(try Self.json(entity) == #"{"end":5,"floor":"2","kind":"mention","room":"lobby","start":0,"value":"john"}"#)
        #expect(try Self.roundTrip(entity) == entity)
        entity.setDetail("room", to: nil)
        #expect(entity.detail("room") == nil && entity.detail("floor") == "2")
        #expect(EntityDetail.reservedNames.isSuperset(of: ["kind", "start", "end", "value"]))
    }

    @Test func hintMembersAreTheContracts() throws {
        let hint = Highlighter(profile: .mastodon, options: .hints).annotate("see ko-fi.com").hints[0]
        let json = try Self.json(hint)
        #expect(json.hasPrefix(#"{"end":13,"kind":"url","message":"Mastodon links an address only when"#))
        #expect(json.hasSuffix(#","reason":"no-scheme","start":4}"#))
    }

    @Test func unitLengthsRoundTrip() throws {
        let lengths = UnitLengths(utf8: 7, utf16: 3, scalars: 2)
        #expect(try Self.roundTrip(lengths) == lengths)
        #expect(try Self.json(lengths) == #"{"scalars":2,"utf16":3,"utf8":7}"#)
    }

    /// A range whose start is past its end is refused, not trapped on.
    @Test func aReversedRangeIsRefused() {
        let json = Data(#"{"kind":"mention","start":5,"end":1,"value":"bob"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Entity.self, from: json) }
    }

    /// The issue's own wire value compiles and round-trips.
    struct Wire: Codable, Equatable {
        let entities: [Entity]
        let count: TextCount
    }

    static let rules: [CountingRule] = [
        .twitter(.v3), .twitter(.v2), .twitter(.v1), .bluesky, .mastodon(), .mastodon(maxCharacters: 11, urlCharacters: 5),
        .graphemes,
    ]

    @Test(arguments: texts)
    func countsRoundTrip(text: String) throws {
        for highlighter in Self.highlighters {
            let annotation = highlighter.annotate(text)
            let wire = Wire(entities: annotation.entities, count: annotation.count)
            #expect(try Self.roundTrip(wire) == wire)
        }
        for rule in Self.rules {
            let count = rule.count(text)
            let decoded = try Self.roundTrip(count)
            #expect(decoded == count)
            #expect(decoded.twitter == count.twitter && decoded.bluesky == count.bluesky && decoded.mastodon == count.mastodon)
            #expect(try Self.roundTrip(rule.count(text, contentWarning: "spoilers 🎬")) == rule.count(text, contentWarning: "spoilers 🎬"))
        }
    }

    /// A count writes the command line's `"count"` members, offsets in UTF-8 bytes, beside what rebuilds it.
    @Test func countMembersAreTheContracts() throws {
        let json = try Self.json(Highlighter(profile: .twitter).annotate("日本 @bob").count)
        for member in [#""graphemes":7"#, #""weightedLength":9"#, #""displayRangeEnd":10"#, #""valid":true"#,
            #""rule":{"configuration":"v3","name":"twitter"}"#]
        {
            #expect(json.contains(member))
        }
        let mastodon = try Self.json(CountingRule.mastodon(maxCharacters: 400).count("hi"))
        #expect(mastodon.contains(#""length":2"#) && mastodon.contains(#""maxCharacters":400"#))
    }

    @Test(arguments: rules)
    func rulesRoundTrip(rule: CountingRule) throws {
        #expect(try Self.roundTrip(rule) == rule)
    }

    /// A count whose `valid` contradicts what it is rebuilt from is refused.
    @Test func aContradictedCountIsRefused() throws {
        let json = try Self.json(CountingRule.graphemes.count("hi")).replacingOccurrences(of: #""valid":true"#, with: #""valid":false"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TextCount.self, from: Data(json.utf8)) }
    }

    /// Drafts for cross-posts: emoji, CJK, a markdown link facade, a bare domain, a long text split in a thread.
    static let drafts = [
        "Thanks @jack.bsky.social! 👋🏽 https://example.com/notes #swift",
        "日本語の投稿です。 @jack ko-fi.com $CASH " + String(repeating: "長い文章です。", count: 60),
        "[paypal.com](https://evil.example) and [docs](https://example.com/d) " + String(repeating: "word ", count: 120),
    ]

    static func crosspost(_ draft: String) throws -> Crosspost {
        try Crosspost(
            draft,
            targets: [
                Highlighter(profile: .twitter, options: .markdownLinks), Highlighter(profile: .bluesky, options: .markdownLinks),
                Highlighter(profile: .mastodon, options: .markdownLinks),
            ],
            directory: try MentionDirectory([[.twitter: "jack", .bluesky: "jack.bsky.social"]]), contentWarning: "spoilers")
    }

    @Test(arguments: drafts)
    func crosspostValuesRoundTrip(draft: String) throws {
        let crosspost = try Self.crosspost(draft)
        #expect(try Self.roundTrip(crosspost.warnings) == crosspost.warnings)
        #expect(try Self.roundTrip(crosspost.verdict) == crosspost.verdict)
        for target in crosspost.targets {
            for part in target.parts {
                #expect(try Self.roundTrip(part.part) == part.part)
                switch part.post {
                case let post as TwitterPost: #expect(try Self.roundTrip(post) == post)
                case let post as BlueskyPost: #expect(try Self.roundTrip(post) == post)
                case let post as MastodonStatus: #expect(try Self.roundTrip(post) == post)
                default: Issue.record("a post of another platform: \(part.post)")
                }
            }
        }
        for highlighter in Self.highlighters {
            let split = try highlighter.annotate(draft).split(maxGraphemes: 100)
            #expect(try Self.roundTrip(split.parts) == split.parts)
        }
    }

    /// Posts and warnings carry the platforms' and the command line's member names.
    @Test func postAndWarningMembersAreTheContracts() throws {
        #expect(try Self.json(MastodonStatus(status: "the ending", contentWarning: "film"))
            == #"{"spoiler_text":"film","status":"the ending"}"#)
        #expect(try Self.json(TwitterPost(text: "hi")) == #"{"text":"hi"}"#)
        let post = try #require(BlueskyPost(Highlighter(profile: .bluesky).annotate("hi #tag")))
        #expect(try Self.json(post) == #"{"facets":[{"end":7,"kind":"hashtag","start":3,"value":"tag"}],"text":"hi #tag"}"#)
        let crosspost = try Self.crosspost(Self.drafts[2])
        let warning = try #require(crosspost.warnings.first { $0.code == .linkFacade })
        #expect(try Self.json(warning).hasPrefix(#"{"code":"link-facade","end":34,"message":"#))
        #expect(try Self.json(crosspost.verdict).hasPrefix(#"{"failures":[{"over":"#))
    }
}

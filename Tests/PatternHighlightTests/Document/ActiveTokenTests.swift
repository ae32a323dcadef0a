import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The caret token for autocomplete. In each case `|` marks the caret and is removed from the text.
@Suite struct ActiveTokenTests {
    static let highlighter = Highlighter(profile: .simple)

    struct Case: CustomStringConvertible, Sendable {
        let marked: String
        let expected: (kind: EntityKind, token: String, query: String)?
        init(_ marked: String, _ expected: (EntityKind, String, String)?) {
            self.marked = marked
            self.expected = expected
        }
        var description: String { marked.debugDescription }
    }

    static let cases: [Case] = [
        Case("hi @jo|", (.mention, "@jo", "jo")),
        Case("hi @jo|hn and", (.mention, "@john", "jo")),
        Case("hi @|", (.mention, "@", "")),
        Case("@|bob", (.mention, "@bob", "")),
        Case("#sw|ift", (.hashtag, "#swift", "sw")),
        Case("tag #家|族 now", (.hashtag, "#家族", "家")),
        Case("x #|", (.hashtag, "#", "")),
        Case("cc @jane.d|", (.mention, "@jane.d", "jane.d")),
        Case("＠jo|", (.mention, "＠jo", "jo")),
        Case("＃タグ|", (.hashtag, "＃タグ", "タグ")),
        Case("first line\n@ne|w", (.mention, "@new", "ne")),
        Case("👍@jo|", (.mention, "@jo", "jo")),
        Case("(#a|)", (.hashtag, "#a", "a")),
        Case("a@b|", (.mention, "@b", "b")),  // simple has no preceding-character rule: `a@b` highlights `@b`
        Case("|@bob", nil),
        Case("@bob |", nil),
        Case("#a.b|", nil),
        Case("see https://x.com/#fr|ag", nil),
        Case("plain text|", nil),
        Case("|", nil),
    ]

    @Test(arguments: cases)
    func findsTheTokenAtTheCaret(_ testCase: Case) throws {
        let caretIndex = try #require(testCase.marked.firstIndex(of: "|"))
        var text = testCase.marked
        text.remove(at: caretIndex)
        let caret = testCase.marked[..<caretIndex].utf16.count
        let document = HighlightDocument(text, highlighter: Self.highlighter)
        let token = try document.activeToken(at: caret, in: .utf16)
        guard let expected = testCase.expected else {
            #expect(token == nil)
            return
        }
        let found = try #require(token)
        #expect(found.kind == expected.kind)
        #expect(try document.text(in: found.range) == expected.token)
        #expect(found.query == expected.query)
    }

    @Test func caretOffsetsAreCheckedInTheirUnit() throws {
        let document = HighlightDocument("😀 @jo", highlighter: Self.highlighter)
        #expect(try document.activeToken(at: 6, in: .utf16)?.query == "jo")
        #expect(try document.activeToken(at: 5, in: .scalars)?.query == "jo")
        #expect(try document.activeToken(at: 8, in: .utf8)?.query == "jo")
        #expect(throws: DocumentError.offsetInsideScalar(offset: 1, unit: .utf16)) { try document.activeToken(at: 1, in: .utf16) }
        #expect(throws: DocumentError.offsetInsideScalar(offset: 2, unit: .utf8)) { try document.activeToken(at: 2, in: .utf8) }
        #expect(throws: DocumentError.offsetOutOfRange(offset: 7, unit: .utf16, length: 6)) { try document.activeToken(at: 7, in: .utf16) }
    }

    @Test func theTokenFollowsTyping() throws {
        var document = HighlightDocument("hello ", highlighter: Self.highlighter)
        var queries: [String?] = []
        for character in "@ann" {
            let caret = document.length(in: .utf16)
            try document.replace(caret..<caret, in: .utf16, with: String(character))
            queries.append(try document.activeToken(at: caret + 1, in: .utf16)?.query)
        }
        #expect(queries == ["", "a", "an", "ann"])
    }
}

/// The caret token follows each profile's rule for what may precede a sigil.
@Suite struct ActiveTokenProfileTests {
    @Test(arguments: [
        ("twitter", "a@b|", false), ("twitter", "é@b|", true), ("twitter", "(@jo|", true), ("twitter", "RT@jo|", true),
        ("twitter", "日本語#タ|", false), ("twitter", "。#タ|", true), ("twitter", "&#a|", false), ("twitter", "x #a|", true),
        ("bluesky", "a@b|", false), ("bluesky", "(@jo|", true), ("bluesky", "\"@jo|", false), ("bluesky", "(#a|", false),
        ("bluesky", "x #a|", true), ("bluesky", "x\u{3000}#a|", true),
        ("simple", "a@b|", true), ("simple", "x#a|", true),
    ])
    func sigilContextFollowsTheProfile(_ profileName: String, _ marked: String, _ expectsToken: Bool) throws {
        let profile = try #require(Profile.named(profileName))
        let caretIndex = try #require(marked.firstIndex(of: "|"))
        var text = marked
        text.remove(at: caretIndex)
        let document = HighlightDocument(text, highlighter: Highlighter(profile: profile))
        let token = try document.activeToken(at: marked[..<caretIndex].utf16.count, in: .utf16)
        #expect((token != nil) == expectsToken)
        if let token {
            #expect(token.query == String(text.split(whereSeparator: { "@#".contains($0) }).last ?? ""))
        }
    }
}

/// Each profile's triggers (`ComposerPolicy.tokenKinds`): `$` where the profile has cashtags, `:` shortcodes in every
/// profile when the highlighter has `Options.shortcodes`. `|` marks the caret.
@Suite struct ActiveTokenTriggerTests {
    typealias Case = ActiveTokenCases.Case

    static func document(_ testCase: Case, shortcodes: Bool) throws -> (HighlightDocument, caret: Int) {
        let caretIndex = try #require(testCase.marked.firstIndex(of: "|"))
        var text = testCase.marked
        text.remove(at: caretIndex)
        let highlighter = Highlighter(profile: try #require(Profile.named(testCase.profile)), options: shortcodes ? .shortcodes : [])
        return (HighlightDocument(text, highlighter: highlighter), testCase.marked[..<caretIndex].utf16.count)
    }

    @Test(arguments: ActiveTokenCases.all)
    func eachProfileHasItsTriggers(_ testCase: Case) throws {
        let (document, caret) = try Self.document(testCase, shortcodes: true)
        let token = try document.activeToken(at: caret, in: .utf16)
        guard let expected = testCase.expected else {
            let found = try token.map { try document.text(in: $0.range) }
            #expect(token == nil, "\(found ?? "")")
            return
        }
        let found = try #require(token)
        #expect(found.kind == expected.kind)
        #expect(try document.text(in: found.range) == expected.token)
        #expect(found.query == expected.query)
    }

    @Test(arguments: ActiveTokenCases.shortcodesInEveryProfile)
    func withoutTheOptionAColonIsNoTrigger(_ testCase: Case) throws {
        let (document, caret) = try Self.document(testCase, shortcodes: false)
        #expect(try document.activeToken(at: caret, in: .utf16) == nil)
    }

    @Test func theProfilesListTheirTriggers() {
        #expect(Profile.twitter.policy.tokenKinds == [.mention, .hashtag, .cashtag, .shortcode])
        #expect(Profile.bluesky.policy.tokenKinds == [.mention, .hashtag, .cashtag, .shortcode])
        #expect(Profile.mastodon.policy.tokenKinds == [.mention, .hashtag, .shortcode])
        #expect(Profile.simple.policy.tokenKinds == [.mention, .hashtag, .shortcode])
    }

    @Test func aCashtagTokenFollowsTyping() throws {
        var document = HighlightDocument("buy ", highlighter: Highlighter(profile: .twitter))
        var queries: [String?] = []
        for character in "$AAPL" {
            let caret = document.length(in: .utf16)
            try document.replace(caret..<caret, in: .utf16, with: String(character))
            queries.append(try document.activeToken(at: caret + 1, in: .utf16)?.query)
        }
        #expect(queries == [nil, "A", "AA", "AAP", "AAPL"])
    }
}

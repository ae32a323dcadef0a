import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightFormats
import PatternHighlightTestSupport

/// Which link each profile makes a card from, when it is settled, which URLs are quotes; the live document keeps
/// the same card as a fresh annotation through typing and random edits; the stream reports it when it changes.
@Suite struct LinkCardTests {
    /// (profile, text, the card's URL or nil, settled, quote).
    static let table: [(String, String, String?, Bool, Bool)] = [
        // Which link.
        ("bluesky", "a https://one.example/x then https://two.example/y ", "https://one.example/x", true, false),
        ("bluesky", "bare one.com/x then https://two.example/y", "https://one.com/x", true, false),
        ("mastodon", "xmpp:alice@example.com then https://two.org/y.", "https://two.org/y", true, false),
        ("mastodon", "magnet:?xt=urn:btih:abc only", nil, false, false),
        ("simple", "a https://one.example/x and http://two.example/y", "https://one.example/x", true, false),
        ("twitter", "a https://one.example/x and two.org/y", "two.org/y", false, false),
        ("twitter", "@alice #tag no links", nil, false, false),
        // Settled: whitespace, punctuation then whitespace or the end; not at the very end, not before a letter.
        ("mastodon", "see https://example.com/post", "https://example.com/post", false, false),
        ("mastodon", "see https://example.com/post\nnext", "https://example.com/post", true, false),
        ("mastodon", "see https://example.com/post.", "https://example.com/post", true, false),
        ("mastodon", "see https://example.com/post). Next", "https://example.com/post", true, false),
        ("mastodon", "see https://example.com/post!?x", "https://example.com/post", false, false),
        ("twitter", "(https://example.com/post)x", "https://example.com/post", false, false),
        ("bluesky", "(https://example.com/post)", "https://example.com/post", true, false),
        ("twitter", "https://example.com/post!", "https://example.com/post", true, false),
        // Quotes, each platform's own.
        ("bluesky", "https://bsky.app/profile/alice.bsky.social/post/3kabc2xyz ", "https://bsky.app/profile/alice.bsky.social/post/3kabc2xyz", true, true),
        ("bluesky", "https://bsky.app/profile/did:plc:abc123/post/3kabc2xyz", "https://bsky.app/profile/did:plc:abc123/post/3kabc2xyz", false, true),
        ("bluesky", "https://bsky.app/profile/alice.bsky.social ", "https://bsky.app/profile/alice.bsky.social", true, false),
        ("bluesky", "https://twitter.com/jack/status/20 ", "https://twitter.com/jack/status/20", true, false),
        ("twitter", "https://twitter.com/jack/status/20 ", "https://twitter.com/jack/status/20", true, true),
        ("twitter", "look x.com/jack/status/20", "x.com/jack/status/20", false, true),
        ("twitter", "https://twitter.com/jack ", "https://twitter.com/jack", true, false),
        ("twitter", "https://bsky.app/profile/alice.bsky.social/post/3kabc2xyz", "https://bsky.app/profile/alice.bsky.social/post/3kabc2xyz", false, false),
        ("mastodon", "https://mastodon.social/@Gargron/109318821117356215 ", "https://mastodon.social/@Gargron/109318821117356215", true, true),
        ("mastodon", "https://example.org/@alice@other.example/1234 ", "https://example.org/@alice@other.example/1234", true, true),
        ("mastodon", "https://mastodon.social/@Gargron ", "https://mastodon.social/@Gargron", true, false),
        ("simple", "https://mastodon.social/@Gargron/109318821117356215 ", "https://mastodon.social/@Gargron/109318821117356215", true, false),
    ]

    @Test(arguments: table.indices)
    func theCardIsThePlatformsLink(row: Int) throws {
        let (name, text, url, settled, quote) = Self.table[row]
        let profile = try #require(Profile.named(name))
        let annotation = Highlighter(profile: profile).annotate(text)
        let card = annotation.card
        #expect(card?.url == url, "\(name): \(text.debugDescription)")
        guard let card else { return }
        #expect(card.isSettled == settled, "\(name): \(text.debugDescription)")
        #expect(card.isQuote == quote, "\(name): \(text.debugDescription)")
        let entity = try #require(annotation.entities.first { $0.range == card.range })
        #expect(entity.kind == .url && entity.value == card.url)
        #expect(HighlightDocument(text, highlighter: Highlighter(profile: profile)).card == card)
    }

    /// Typing a post key by key: the card appears unsettled while the link is typed, changes with it, settles at
    /// the space, and is reported changed exactly when it differs from the previous keystroke's.
    @Test(arguments: ["bluesky", "mastodon", "simple", "twitter"])
    func typingALinkSettlesItAtTheSpace(name: String) throws {
        let profile = try #require(Profile.named(name))
        let highlighter = Highlighter(profile: profile)
        var document = HighlightDocument("", highlighter: highlighter)
        let typed = "read https://example.com/a b"
        var previous: LinkCard?
        var sawUnsettled = false
        for character in typed {
            let end = document.length(in: .utf8)
            let update = try document.replace(end..<end, in: .utf8, with: String(character))
            #expect(update.card == document.card)
            #expect(update.cardChanged == (document.card != previous), "after \(document.text.debugDescription)")
            #expect(document.card == highlighter.annotate(document.text).card, "after \(document.text.debugDescription)")
            if let card = document.card, !card.isSettled { sawUnsettled = true }
            previous = document.card
        }
        #expect(sawUnsettled)
        let card = try #require(document.card)
        #expect(card.url == "https://example.com/a" && card.isSettled)
    }

    static let pieces = [
        "https://example.com/x", " ", "\n", ".", ")", "a", "@alice.bsky.social", "#tag", "example.org/p",
        "https://bsky.app/profile/a.bsky.social/post/3k", "https://twitter.com/u/status/9", "https://m.example/@u/42",
        "xmpp:a@b.example", "日本", "👍🏽", "?", "\u{2028}", "http://", "  ",
    ]

    /// Random edits anywhere, in documents of many paragraphs: the kept card is always a fresh annotation's.
    @Test(arguments: [("bluesky", 1), ("mastodon", 2), ("simple", 3), ("twitter", 4), ("twitter", 5), ("bluesky", 6)] as [(String, UInt64)])
    func editsKeepTheCardOfAFreshAnnotation(name: String, seed: UInt64) throws {
        let profile = try #require(Profile.named(name))
        let highlighter = Highlighter(profile: profile)
        var random = SeededRandom(seed: seed)
        let start = (0..<30).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
        var document = HighlightDocument(start, highlighter: highlighter)
        var model = Array(start.utf8)
        for step in 0..<400 {
            let piece = Array((Bool.random(using: &random) ? "" : Self.pieces.randomElement(using: &random)!).utf8)
            let boundaries = (0...model.count).filter { $0 == model.count || model[$0] & 0xC0 != 0x80 }
            let lower = boundaries.randomElement(using: &random)!
            let upper = boundaries.filter { $0 >= lower && $0 <= lower + 30 }.randomElement(using: &random)!
            let before = document.card
            let update = try document.replace(lower..<upper, in: .utf8, withUTF8: piece)
            model.replaceSubrange(lower..<upper, with: piece)
            let fresh = highlighter.annotate(String(decoding: model, as: UTF8.self)).card
            #expect(document.card == fresh, "step \(step): \(String(decoding: model, as: UTF8.self).debugDescription)")
            #expect(update.cardChanged == (before != document.card), "step \(step)")
        }
    }

    /// The stream's `set` and `replace` replies carry `card` only when it changed; the annotate object always has it.
    @Test func theStreamReportsTheCardWhenItChanges() throws {
        var session = StreamSession(highlighter: Highlighter(profile: .bluesky), units: .utf8)
        func reply(_ request: String) throws -> JSONValue { try JSONValue(parsing: String(decoding: session.handle(Array(request.utf8)), as: UTF8.self)) }
        let set = try reply(#"{"op":"set","text":"see https://example.com/a"}"#)
        #expect(set["card"]?["url"] == .string("https://example.com/a") && set["card"]?["settled"] == .bool(false))
        #expect(set["card"]?["start"]?.intValue == 4 && set["card"]?["end"]?.intValue == 25)
        let typedInFront = try reply(#"{"op":"replace","start":0,"end":0,"text":"x"}"#)
        #expect(typedInFront["card"] != nil && typedInFront["card"]?["start"]?.intValue == 5)
        let settled = try reply(#"{"op":"replace","start":26,"end":26,"text":" "}"#)
        #expect(settled["card"]?["settled"] == .bool(true))
        let elsewhere = try reply(#"{"op":"replace","start":27,"end":27,"text":"ok"}"#)
        #expect(elsewhere["ok"] == .bool(true) && elsewhere["card"] == nil)
        let removed = try reply(#"{"op":"replace","start":5,"end":26,"text":""}"#)
        #expect(removed["card"] == .null)
        let snapshot = try reply(#"{"op":"snapshot"}"#)
        #expect(snapshot["card"] == .null)
    }
}

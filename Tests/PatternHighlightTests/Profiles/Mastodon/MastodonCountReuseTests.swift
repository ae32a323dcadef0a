import Testing
@testable import PatternHighlight

/// A mastodon document hands the URLs and mentions it keeps to the count of the words around an edit
/// (``CountReuse/Kind/mastodonCountables``) only where they are what the server's length replaces.
@Suite struct MastodonCountReuseTests {
    /// The entities of a chunk holding `text`, as a document stores them.
    private func chunk(_ text: String, highlighter: Highlighter = Highlighter(profile: .mastodon)) -> ParagraphPiece {
        let bytes = Array(text.utf8)
        let entities = highlighter.annotate(text).entities.map { StoredEntity($0, in: bytes, offset: 0) }
        return ParagraphPiece(bytes: bytes, entities: entities)
    }

    @Test(arguments: [
        ("hi @alice@example.com and https://example.com/x", ["@alice@example.com", "https://example.com/x"]),
        ("plain words only", []),
        ("@bob", ["@bob"]),
    ])
    func urlsAndMentionsMakeTheHint(text: String, expected: [String]) throws {
        let piece = chunk(text)
        let reuse = try #require(piece.countReuse(MastodonCountableReuse(), in: 0..<piece.bytes.count))
        #expect(reuse.ranges.map { String(decoding: piece.bytes[$0], as: UTF8.self) } == expected)
    }

    /// A hashtag, an `xmpp:` or `magnet:` URI or a shortcode may stand where the server finds a URL or a mention:
    /// no reuse then, and the count scans the words itself.
    @Test(arguments: [
        ("@bob and #tag", false), ("xmpp:alice@example.com", false), ("XMPP:alice@example.com", false),
        ("magnet:?xt=urn:btih:c12fe1", false), ("hi :wave: @bob", true),
    ])
    func otherEntitiesGiveTheHintUp(text: String, shortcodes: Bool) {
        let highlighter = Highlighter(profile: .mastodon, options: shortcodes ? .shortcodes : [])
        let piece = chunk(text, highlighter: highlighter)
        #expect(!piece.entities.isEmpty)
        #expect(piece.countReuse(MastodonCountableReuse(), in: 0..<piece.bytes.count) == nil, "\(text)")
    }

    /// Each snippet typed a character at a time into the middle of a paragraph (after a word and a space, a space
    /// after it), then deleted: after every keystroke
    /// the document's count is a fresh count's. Each is a case where the document's entities are not the server's
    /// URLs and mentions: an `xmpp:` URI (a URL entity the server does not replace), a spoofing character (the
    /// document drops the entity, the server counts it), a U+2028 (the server's URL runs across it), a hashtag.
    @Test(arguments: [
        "xmpp:alice@example.com/phone", "magnet:?xt=urn:btih:c12fe1&dn=a", "https://example.com/\u{202E}abc",
        "@bob\u{2066}x @eve", "see https://a.com/x?q=1\u{2028}2", "#tag @bob@example.org", ":wave: @bob :ok:",
    ])
    func typingKeepsTheCountExact(snippet: String) throws {
        for shortcodes in [false, true] {
            let highlighter = Highlighter(profile: .mastodon, options: shortcodes ? .shortcodes : [])
            let text = String(repeating: "some words here and there\n", count: 3)
            var document = HighlightDocument(text, highlighter: highlighter)
            var model = Array(text.utf8)
            var caret = 31  // after "some " on the second line
            var typed: [Int] = []
            for scalar in (snippet + " ").unicodeScalars {
                let bytes = Array(String(scalar).utf8)
                try document.replace(caret..<caret, in: .utf8, withUTF8: bytes)
                model.replaceSubrange(caret..<caret, with: bytes)
                caret += bytes.count
                typed.append(bytes.count)
                #expect(document.count == CountingRule.mastodon().count(utf8: model, contentWarning: []), "typing \(snippet.debugDescription)")
            }
            for length in typed.reversed() {
                try document.replace((caret - length)..<caret, in: .utf8, withUTF8: [])
                model.removeSubrange((caret - length)..<caret)
                caret -= length
                #expect(document.count == CountingRule.mastodon().count(utf8: model, contentWarning: []), "deleting \(snippet.debugDescription)")
            }
        }
    }
}

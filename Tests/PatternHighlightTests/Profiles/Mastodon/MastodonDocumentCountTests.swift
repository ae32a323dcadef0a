import Testing
@testable import PatternHighlight

/// A document's mastodon count, after every edit and with a content warning, equals a fresh count of its text.
@Suite struct MastodonDocumentCountTests {
    static let pieces = [
        "@alice@example.com", " ", "\n", "\r\n", "\u{2028}", "https://example.com/x?q=日本", "#tag", "  ", "\u{A0}",
        "👍🏽", "e\u{301}", "\u{301}", "x", "t.co", "gemini://a.b", "?q=\u{3000}", "日本語", "@bob", "\t",
    ]

    /// With and without U+2028 (a text holding one is counted whole; one without is counted from the paragraphs'
    /// sums and its ends).
    @Test(arguments: [(1, true), (2, true), (3, false), (4, false), (5, false)] as [(UInt64, Bool)])
    func editsKeepTheCountExact(seed: UInt64, withLineSeparators: Bool) throws {
        var random = SeededRandom(seed: seed)
        let pieces = withLineSeparators ? Self.pieces : Self.pieces.filter { !$0.contains("\u{2028}") }
        let highlighter = Highlighter(profile: .mastodon)
        var document = HighlightDocument("", highlighter: highlighter)
        var model: [UInt8] = []
        for step in 0..<300 {
            let piece = Array(pieces.randomElement(using: &random)!.utf8)
            let boundaries = (0...model.count).filter { $0 == model.count || model[$0] & 0xC0 != 0x80 }
            let start = boundaries.randomElement(using: &random)!
            let end = Bool.random(using: &random) ? start : boundaries.filter { $0 >= start }.randomElement(using: &random)!
            try document.replace(start..<end, in: .utf8, withUTF8: piece)
            model.replaceSubrange(start..<end, with: piece)
            if step % 7 == 0 { document.spoilerText = ["", "CW", " spoilers ", "\u{301}"].randomElement(using: &random)! }
            let expected = CountingRule.mastodon().count(utf8: model, contentWarning: Array(document.spoilerText.utf8))
            #expect(document.count == expected, "step \(step): \(String(decoding: model, as: UTF8.self).debugDescription)")
            #expect(document.count == highlighter.annotate(String(decoding: model, as: UTF8.self)).count(spoilerText: document.spoilerText))
            if !withLineSeparators && !MastodonCounting.isBlank(model) && model.count > 8 {
                let method = try #require(document.profile.counting.method as? MastodonCounting)
                let fromSums = method.weigh(
                    total: document.tree.summary.count, contentWarning: Array(document.spoilerText.utf8),
                    reading: document.utf8Bytes(in:))
                #expect(fromSums != nil, "step \(step): counted from the sums")
            }
        }
    }

    /// FuzzDocument's case: a URL wrapped in bidi controls, a NUL the server strips at the end. The document's count
    /// equals the annotation's (the document counts its whole text under mastodon until the correction from the
    /// paragraphs' sums handles this text).
    @Test func aTextEndingInNULAfterAWrappedURLCountsAsAFreshText() throws {
        let text = "\u{2066}\u{202A}http://twit.com/\u{202C}\u{2069}\0\u{03}\0"
        let highlighter = Highlighter(profile: .mastodon)
        var document = HighlightDocument("", highlighter: highlighter)
        try document.replace(0..<0, in: .utf8, with: text)
        #expect(document.count == highlighter.annotate(text).count)
    }
}

import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// A document's mastodon count, after every edit and with a content warning, equals a fresh count of its text.
@Suite struct MastodonDocumentCountTests {
    static let pieces = [
        "@alice@example.com", " ", "\n", "\r\n", "\u{2028}", "https://example.com/x?q=日本", "#tag", "  ", "\u{A0}",
        "👍🏽", "e\u{301}", "\u{301}", "x", "t.co", "gemini://a.b", "?q=\u{3000}", "日本語", "@bob", "\t",
        "\0", "\u{2066}", "\u{202C}", "http://twit.com/", "\u{03}", "xmpp:a@example.com", "magnet:?xt=1",
    ]

    /// With and without U+2028 (a text holding one after a URL's query is counted whole; others are counted from
    /// the paragraphs' sums and their ends).
    /// `long`: the text starts with lines of more than ``MastodonCounting/endReadLimit`` bytes and the edits fall
    /// at its ends, where a NUL the server strips has its first or last line corrected (a shorter text with one is
    /// counted whole).
    /// `endsOnly`: the edits of a long text fall only at its ends; else anywhere, so that most keep the ends'
    /// correction the document measured before (``MastodonCountEnds``).
    @Test(arguments: [(1, true, false, false), (2, true, false, false), (3, false, false, false), (4, false, false, false),
                      (5, false, false, false), (6, false, true, true), (7, false, true, true), (8, true, true, true),
                      (9, false, true, false), (10, true, true, false)] as [(UInt64, Bool, Bool, Bool)])
    func editsKeepTheCountExact(seed: UInt64, withLineSeparators: Bool, long: Bool, endsOnly: Bool) throws {
        var random = SeededRandom(seed: seed)
        let pieces = withLineSeparators ? Self.pieces : Self.pieces.filter { !$0.contains("\u{2028}") }
        let highlighter = Highlighter(profile: .mastodon)
        let start = long ? String(repeating: "a line of words, #tag and @bob@example.org\n", count: 220) : ""
        var document = HighlightDocument(start, highlighter: highlighter)
        var model = Array(start.utf8)
        for step in 0..<300 {
            let piece = Array(pieces.randomElement(using: &random)!.utf8)
            let boundaries = (0...model.count).filter {
                ($0 == model.count || model[$0] & 0xC0 != 0x80) && (!endsOnly || $0 < 200 || $0 > model.count - 200)
            }
            let start = boundaries.randomElement(using: &random)!
            let end = Bool.random(using: &random) ? start : boundaries.filter { $0 >= start && $0 < start + 40 }.randomElement(using: &random)!
            try document.replace(start..<end, in: .utf8, withUTF8: piece)
            model.replaceSubrange(start..<end, with: piece)
            if step % 7 == 0 { document.contentWarning = ["", "CW", " spoilers ", "\u{301}"].randomElement(using: &random)! }
            let expected = CountingRule.mastodon().count(utf8: model, contentWarning: Array(document.contentWarning.utf8))
            #expect(document.count == expected, "step \(step): \(String(decoding: model, as: UTF8.self).debugDescription)")
            #expect(document.count == highlighter.annotate(String(decoding: model, as: UTF8.self)).count(contentWarning: document.contentWarning))
            let method = try #require(document.profile.counting.method as? MastodonCounting)
            let fromSums = method.weigh(
                total: document.tree.summary.count, contentWarning: Array(document.contentWarning.utf8),
                reading: document.utf8Bytes(in:))
            if let fromSums { #expect(fromSums.weight == expected.summary.weight, "step \(step): from the sums") }
            let kept = MastodonCounting.stripped(model)
            let strippedNUL = model[..<kept.lowerBound].contains(0) || model[kept.upperBound...].contains(0)
            if !withLineSeparators && !MastodonCounting.isBlank(model) && model.count > 8 && (long || !strippedNUL) {
                #expect(fromSums != nil, "step \(step): counted from the sums")
            }
        }
    }

    /// Random edits of a live document, its count after each one compared with the server's own length of the
    /// text as the server stores it (Mastodon's code through ``MastodonOracle``, one run for every step): what the
    /// composer shows while typing is what the server will count, not only what a fresh count gives.
    @Test(.enabled(if: MastodonOracle.isAvailable, MastodonOracle.skipReason), arguments: [11, 12, 13] as [UInt64])
    func editsKeepTheServersLength(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let highlighter = Highlighter(profile: .mastodon)
        let start = String(repeating: "a line of words, #tag and @bob@example.org at https://example.com/x\n", count: 4)
        var document = HighlightDocument(start, highlighter: highlighter)
        var model = Array(start.utf8)
        var posts: [(text: String, contentWarning: String)] = []
        var counts: [Int] = []
        for step in 0..<400 {
            let piece = Array(Self.pieces.randomElement(using: &random)!.utf8)
            let boundaries = (0...model.count).filter { $0 == model.count || model[$0] & 0xC0 != 0x80 }
            let start = boundaries.randomElement(using: &random)!
            let end = Bool.random(using: &random) ? start : boundaries.filter { $0 >= start && $0 < start + 40 }.randomElement(using: &random)!
            try document.replace(start..<end, in: .utf8, withUTF8: piece)
            model.replaceSubrange(start..<end, with: piece)
            if step % 9 == 0 { document.contentWarning = ["", "CW", " spoilers ", "\u{301}"].randomElement(using: &random)! }
            posts.append((String(decoding: model, as: UTF8.self), document.contentWarning))
            counts.append(try #require(document.count.mastodon).length)
        }
        let lengths = try MastodonOracle.lengths(for: posts, validatorOnly: false)
        for (step, (count, length)) in zip(counts, lengths).enumerated() {
            #expect(count == length, "step \(step): \(posts[step].text.debugDescription), warning \(posts[step].contentWarning.debugDescription)")
        }
    }

    /// A U+2028 or U+2029 sends the count to the whole text only where a URL's query may run across it (after a word
    /// with a `:`, a `?` and query characters): other separators keep the count from the paragraphs' sums, as a
    /// keystroke needs.
    @Test(arguments: [
        ("one\u{2028}two https://example.com/x two\u{2029}three", true),
        ("a ?\u{2028}b", true),
        ("is it right?\u{2028}yes", true),
        ("x:y?\u{2028}b", false),
        ("https://example.com/x?\u{2028}b", false),
        ("see https://example.com/x?q=a\u{2028}b and more", false),
        ("see https://example.com/x?q=a b\u{2028}c", true),
        ("http://a.com/?q\u{2028}\u{2028}x", false),
        ("?q\u{2028}\u{2028}x", true),
        ("x\u{2028}gemini://a.b/?q=日本\u{2029}y\u{2028}", false),
        ("x\u{2028}https://a.b/?q=日本\u{3000}語\u{2029}y", false),
        ("x\u{2028}a b/?q=日本\u{2029}y", true),
    ])
    func onlySeparatorsAQueryMayCrossCountTheWholeText(text: String, fromSums: Bool) throws {
        let highlighter = Highlighter(profile: .mastodon)
        var document = HighlightDocument("", highlighter: highlighter)
        _ = document.setText(text)
        let method = try #require(document.profile.counting.method as? MastodonCounting)
        let sums = method.weigh(total: document.tree.summary.count, contentWarning: [], reading: document.utf8Bytes(in:))
        #expect((sums != nil) == fromSums, "\(text.debugDescription)")
        #expect(document.count == CountingRule.mastodon().count(utf8: Array(text.utf8), contentWarning: []))
        // Typing after the separator keeps the count exact.
        let end = document.length(in: .utf8)
        try document.replace(end..<end, in: .utf8, with: "z")
        #expect(document.count == CountingRule.mastodon().count(utf8: Array((text + "z").utf8), contentWarning: []))
    }

    /// FuzzDocument's case: a URL wrapped in bidi controls, a NUL the server strips at the end (the URL's path takes
    /// the controls, so the NUL was part of it). The document's count equals the annotation's, short or long.
    @Test func aTextEndingInNULAfterAWrappedURLCountsAsAFreshText() throws {
        let text = "\u{2066}\u{202A}http://twit.com/\u{202C}\u{2069}\0\u{03}\0"
        let highlighter = Highlighter(profile: .mastodon)
        var document = HighlightDocument("", highlighter: highlighter)
        try document.replace(0..<0, in: .utf8, with: text)
        #expect(document.count == highlighter.annotate(text).count)
        let long = String(repeating: "words\n", count: 2000) + text
        try document.replace(0..<0, in: .utf8, with: String(repeating: "words\n", count: 2000))
        #expect(document.count == highlighter.annotate(long).count)
        #expect(document.count.mastodon?.length == 2000 * 6 + 25)
    }
}

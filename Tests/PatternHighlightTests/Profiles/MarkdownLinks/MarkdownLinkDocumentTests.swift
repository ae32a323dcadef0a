import Testing
@_spi(Testing) @testable import PatternHighlight
import PatternHighlightTestSupport

/// A live document with markdown links on, edited at random (links typed, cut and joined): its entities, runs and
/// count — the count of what is posted — equal a fresh annotate of its text after every edit, in every profile.
@Suite struct MarkdownLinkDocumentTests {
    /// Markdown material for random edits: whole links, their pieces, and what must not become one.
    static let pieces = [
        "[docs](https://example.com/a)", "[", "]", "](", "(", ")", "https://", "[paypal.com](https://evil.example)",
        " ", "label", "\n", "[a b](http://x.org/(c))", "@bob", "#tag", "👍🏽", "example.com",
    ]

    @Test(arguments: Profile.all.map(\.name))
    func randomEditsMatchAFreshAnnotate(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)), options: .markdownLinks)
        var random = SeededRandom(seed: 0x11_4D00 &+ UInt64(profileName.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        var model = Array((TextFragments.paragraphs(2, using: &random) + " [docs](https://example.com/x) end").utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        document.windowThreshold = 0
        document.chunkSize = 48
        var linksSeen = 0
        var failures = 0
        for step in 0..<1_500 {
            let oldRuns = document.runs
            var edit = TextEdits.random(in: model, using: &random)
            if Int.random(in: 0..<2, using: &random) == 0 {
                edit.text = Array(Self.pieces.randomElement(using: &random)!.utf8)
            }
            let (update, _) = try DocumentDifferentialTests.apply(edit, to: &document, model: &model, using: &random)
            let expected = try highlighter.annotate(utf8: model)
            linksSeen += expected.entities.count { $0.kind == .link }
            let ok = try DocumentDifferentialTests.check(
                document, against: expected, model: model, update: update, oldRuns: oldRuns, step: step)
            if !ok {
                failures += 1
                Issue.record("step \(step) [\(profileName)]: replace \(edit.range) with \(String(decoding: edit.text, as: UTF8.self).debugDescription)")
                if failures > 3 { return }
                document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
            }
            if model.count > 1_200 {
                let cut = TextEdits.middle(of: model, leaving: 4)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
            }
        }
        #expect(linksSeen > 500, "the edits made \(linksSeen) links")
    }

    /// Under a rule that counts a content warning, the posted text's count includes the document's.
    @Test func theContentWarningIsCountedWithThePostedText() throws {
        let highlighter = Highlighter(profile: .mastodon, options: .markdownLinks)
        var document = HighlightDocument("read [the docs](https://example.com/docs)", highlighter: highlighter)
        document.contentWarning = "CW: links"
        let expected = highlighter.annotate(document.text).count(contentWarning: "CW: links")
        #expect(document.count == expected)
        #expect(document.contentWarning == "CW: links")
        try document.replace(0..<0, in: .utf8, with: "  ")
        #expect(document.count == highlighter.annotate(document.text).count(contentWarning: "CW: links"))
    }

    /// A keystroke re-posts only the paragraphs around it: the posted text of a long document stays equal to a fresh
    /// one after edits at its start, middle and end.
    @Test(arguments: Profile.all.map(\.name))
    func editsInALongDocumentKeepThePostedCount(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)), options: .markdownLinks)
        let paragraph = "see [docs](https://example.com/a) and #tag @bob [paypal.com](https://evil.example)"
        var document = HighlightDocument(Array(repeating: paragraph, count: 200).joined(separator: "\n"), highlighter: highlighter)
        for offset in [0, document.utf8.count / 2, document.utf8.count] {
            for insert in ["[x](https://y.org) ", "\n", "]", "\r"] {
                try document.replace(offset..<offset, in: .utf8, with: insert)
                #expect(document.count == highlighter.annotate(document.text).count, "\(insert.debugDescription) at \(offset)")
            }
        }
    }

    /// Replacing the whole text (``HighlightDocument/setText(_:)``, which hands the profile's states the inserted
    /// length alone) re-posts every paragraph: after each set (of three paragraphs, or none), the count is a fresh
    /// document's and a fresh annotate's, and the posted text is a fresh one's.
    @Test(arguments: Profile.all.map(\.name))
    func settingTheWholeTextRepostsEveryParagraph(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)), options: .markdownLinks)
        let texts = [
            "one [a](https://example.com/a)\ntwo #tag\nthree [the docs](https://example.com/docs) end",
            "first [label](https://example.org/a/long/path/here) @bob\nsecond\nthird [x](https://x.org) and more words here",
            "",
            "[a](https://a.io)\n\n[b](https://b.io) and [c](https://c.io/longer/path) and a long tail of plain words",
        ]
        var document = HighlightDocument(texts[0], highlighter: highlighter)
        for text in texts.dropFirst() {
            document.setText(text)
            let fresh = HighlightDocument(text, highlighter: highlighter)
            #expect(document.text == text)
            #expect(document.count == fresh.count, "after setting \(text.debugDescription)")
            #expect(document.count == highlighter.annotate(text).count, "after setting \(text.debugDescription)")
            #expect(PostedText(document) == PostedText(highlighter.annotate(text)))
        }
    }
}

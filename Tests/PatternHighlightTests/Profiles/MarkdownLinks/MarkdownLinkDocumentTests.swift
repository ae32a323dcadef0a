import Testing
@_spi(Testing) @testable import PatternHighlight

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
            var edit = DocumentDifferentialTests.randomEdit(in: model, using: &random)
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
                let cut = DocumentDifferentialTests.boundary(in: model, near: model.count / 4)..<DocumentDifferentialTests.boundary(in: model, near: model.count * 3 / 4)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
            }
        }
        #expect(linksSeen > 500, "the edits made \(linksSeen) links")
    }
}

import Testing
@_spi(Testing) @testable import PatternHighlight
import PatternHighlightTestSupport

/// Edits inside one long paragraph re-scan only a window around the edit (`RescanSpan`), and the
/// answers stay identical to a fresh annotate.
@Suite struct DocumentWindowTests {
    /// The differential test with the window threshold at zero, so that every edit inside one paragraph goes
    /// through the window, on texts made mostly of long paragraphs.
    @Test(arguments: Profile.all.map(\.name))
    func windowedEditsMatchAFullAnnotate(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        var random = SeededRandom(seed: 0x3141_5926 &+ UInt64(profileName.utf8.count))
        var model = Array((0..<3).map { _ in TextFragments.text(pieces: 300, breaks: false, using: &random) }.joined(separator: "\n").utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        document.windowThreshold = 0
        var failures = 0
        for step in 0..<3_000 {
            let oldRuns = document.runs
            let edit = TextEdits.random(in: model, using: &random)
            let update = try document.replace(edit.range, in: .utf8, withUTF8: edit.text)
            model.replaceSubrange(edit.range, with: edit.text)
            let expected = try highlighter.annotate(utf8: model)
            if try !DocumentDifferentialTests.check(document, against: expected, model: model, update: update, oldRuns: oldRuns, step: step) {
                failures += 1
                Issue.record("step \(step) [\(profileName)]: replace \(edit.range) with \(String(decoding: edit.text, as: UTF8.self).debugDescription)")
                if failures > 3 { return }
                document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
                document.windowThreshold = 0
            }
            if model.count > 6_000 {
                let cut = TextEdits.middle(of: model, leaving: 3)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
            }
        }
    }

    /// Typing in the middle of a 1 MB paragraph scans a window of about a hundred bytes, not the paragraph.
    @Test(arguments: Profile.all.map(\.name))
    func keystrokeInAHugeParagraphScansASmallWindow(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        let unit = "see @bob.bsky.social and #tag at https://example.com/x now "
        let text = String(repeating: unit, count: (1 << 20) / unit.utf8.count)
        let recorder = ScanRecorder()
        var document = HighlightDocument(validatedBytes: Array(text.utf8), highlighter: highlighter, scanRecorder: recorder)
        recorder.reset()
        let middle = (text.utf8.count / 2 / unit.utf8.count) * unit.utf8.count + 4  // just before "@bob"
        let typed = try document.replace(middle..<middle, in: .utf8, with: "x")
        let spaced = try document.replace((middle + 1)..<(middle + 1), in: .utf8, with: " ")
        // The update reports the window, not the paragraph: a reply stays small.
        for update in [typed, spaced] {
            #expect(update.changed.allSatisfy { $0.count < 400 }, "changed: \(update.changed)")
            #expect(update.entities.count < 10)
        }
        let scanned = recorder.scanned
        #expect(scanned.count == 2)
        #expect(scanned.allSatisfy { $0.utf8.count < 400 }, "windows: \(scanned.map(\.utf8.count))")
        let expected = highlighter.annotate(document.text)
        #expect(document.entities == expected.entities)
    }

    /// Custom patterns may match across spaces, so they turn windows off.
    @Test func customPatternsRescanTheWholeParagraph() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "pair", regex: "a b")])
        let text = String(repeating: "a b ", count: 10_000)
        let recorder = ScanRecorder()
        var document = HighlightDocument(validatedBytes: Array(text.utf8), highlighter: highlighter, scanRecorder: recorder)
        document.windowThreshold = 0
        recorder.reset()
        try document.replace(20_000..<20_001, in: .utf8, with: "")
        #expect(recorder.scanned.map(\.utf8.count) == [text.utf8.count - 1])
        #expect(document.entities == highlighter.annotate(document.text).entities)
    }
}

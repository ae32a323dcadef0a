import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// Typing and backspace as an editor sends them (one character at a time, offsets in UTF-16 or scalars) go
/// through the in-place keystroke path (`ParagraphEdit`, the caret hint). After every keystroke the document
/// equals a fresh annotate and keeps the update's promise, offsets near the caret convert as the standard
/// library counts them, and a copy taken mid-session keeps its own text and entities.
@Suite struct DocumentKeystrokeTests {
    static let typed = Array("Meet @ana_dev at #SwiftConf 👍🏽 slides https://example.com/talk ok, cc $AAPL 家族 #日本語 (@x.bsky.social) ")

    @Test(arguments: Profile.all.map(\.name))
    func typingAndBackspaceMatchAFullAnnotate(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        var random = SeededRandom(seed: 0x7E57_0000 &+ UInt64(profileName.utf8.count))
        // Long paragraphs (re-scanned in windows) between short ones (re-scanned whole).
        let paragraphs = (0..<6).map { index in
            TextFragments.text(pieces: index.isMultiple(of: 2) ? 90 : 5, breaks: false, using: &random)
        }
        var model = Array(paragraphs.joined(separator: "\n").utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        for session in 0..<12 {
            let unit: OffsetUnit = session.isMultiple(of: 3) ? .scalars : .utf16
            var caret = TextEdits.boundary(in: model, near: Int.random(in: 0...model.count, using: &random))
            let count = Int.random(in: 5...30, using: &random)
            var typedHere: [Character] = []
            var snapshot: (document: HighlightDocument, text: [UInt8])?
            for step in 0..<(2 * count) {
                let oldRuns = document.runs
                let edit: (range: Range<Int>, text: [UInt8])
                if step < count {
                    let character = Self.typed[(session * 7 + step) % Self.typed.count]
                    typedHere.append(character)
                    edit = (caret..<caret, Array(String(character).utf8))
                    caret += edit.text.count
                } else {
                    let length = String(typedHere.removeLast()).utf8.count
                    edit = ((caret - length)..<caret, [])
                    caret -= length
                }
                let start = DocumentDifferentialTests.offset(edit.range.lowerBound, in: model, unit: unit)
                let end = DocumentDifferentialTests.offset(edit.range.upperBound, in: model, unit: unit)
                let update = try document.replace(start..<end, in: unit, withUTF8: edit.text)
                model.replaceSubrange(edit.range, with: edit.text)
                let expected = try highlighter.annotate(utf8: model)
                let ok = try DocumentDifferentialTests.check(document, against: expected, model: model, update: update, oldRuns: oldRuns, step: step)
                #expect(ok, "session \(session) [\(profileName)], keystroke \(step)")
                if !ok { return }
                for near in [caret, caret - 7, caret + 7, caret - 40, caret + 40] {
                    let utf8 = TextEdits.boundary(in: model, near: max(0, near))
                    let offset = DocumentDifferentialTests.offset(utf8, in: model, unit: unit)
                    #expect(try document.utf8Offset(offset, in: unit) == utf8, "session \(session), keystroke \(step)")
                }
                if step == count / 2 { snapshot = (document, model) }
            }
            let copy = try #require(snapshot)
            #expect(copy.document.utf8 == copy.text)
            #expect(copy.document.entities == (try highlighter.annotate(utf8: copy.text)).entities)
            #expect(copy.document.tree.satisfiesInvariants(counting: document.profile.counting))
        }
        #expect(document.tree.satisfiesInvariants(counting: document.profile.counting))
    }

    /// Bad offsets and oversized edits fail on the keystroke path exactly as `utf8Range` and the size check
    /// say they must (same error, same order), and leave the document as it was.
    @Test func keystrokeErrorsAreReplacesErrors() throws {
        let highlighter = Highlighter(profile: .twitter, maximumTextBytes: 200)
        let text = "say 😀 to @bob and 家族 #tag\nsecond 👍🏽 line https://example.com\n"
        var document = HighlightDocument(text, highlighter: highlighter)
        var random = SeededRandom(seed: 0xE220)
        var failures = 0
        for _ in 0..<2_000 {
            let unit = OffsetUnit.allCases.randomElement(using: &random)!
            let length = document.length(in: unit)
            let lower = Int.random(in: -1...(length + 1), using: &random)
            let upper = max(lower, min(length + 2, lower + Int.random(in: 0...3, using: &random)))
            let inserted = ["", "x", "é", "😀", String(repeating: "y", count: 150)].randomElement(using: &random)!
            let before = document
            var expected: DocumentError?
            do {
                let utf8 = try document.utf8Range(lower..<upper, in: unit)
                try document.checkSize(replacing: utf8, insertedCount: inserted.utf8.count)
            } catch {
                expected = error
            }
            do {
                try document.replace(lower..<upper, in: unit, with: inserted)
                #expect(expected == nil, "\(lower)..<\(upper) \(unit): no error, expected \(String(describing: expected))")
            } catch {
                #expect(error == expected, "\(lower)..<\(upper) \(unit)")
                #expect(document.utf8 == before.utf8 && document.entities == before.entities)
                failures += 1
            }
            if document.length(in: .utf8) > 150 { document = HighlightDocument(text, highlighter: highlighter) }
        }
        #expect(failures > 100)
        #expect(document.entities == highlighter.annotate(document.text).entities)
    }

    /// A keystroke in a paragraph past the window threshold scans the word it touches, not the paragraph.
    @Test func aKeystrokeScansTheWordItTouches() throws {
        let recorder = ScanRecorder()
        let text = String(repeating: "see @bob and #tag now ", count: 20) + "\nnext"
        var document = HighlightDocument(validatedBytes: Array(text.utf8), highlighter: Highlighter(profile: .simple), scanRecorder: recorder)
        recorder.reset()
        let caret = 22 * 10 + 4  // just before the eleventh "@bob"
        try document.replace(caret..<caret, in: .utf16, with: "x")
        try document.replace((caret + 1)..<(caret + 1), in: .utf16, with: " ")
        try document.replace(caret..<(caret + 2), in: .utf16, with: "")
        #expect(recorder.scanned == ["x@bob", "x @bob", "@bob"])
        #expect(document.entities == (Highlighter(profile: .simple)).annotate(text).entities)
    }
}

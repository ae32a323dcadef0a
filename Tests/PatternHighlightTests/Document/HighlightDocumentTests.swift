import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The document's public API: reads, offsets, refused edits, value semantics, replies.
@Suite struct HighlightDocumentTests {
    static let highlighter = Highlighter(profile: .simple)

    @Test func aNewDocumentEqualsAnnotate() throws {
        let text = "Ship it @swiftlang #swift6 — https://swift.org/blog\r\nTypes 👨‍👩‍👧 @family #家族\u{2028}end @"
        let document = HighlightDocument(text, highlighter: Self.highlighter)
        let annotation = Self.highlighter.annotate(text)
        #expect(document.text == text)
        #expect(document.entities == annotation.entities)
        #expect(document.runs == annotation.runs)
        #expect(document.entities.last?.isPartial == true)
        #expect(document.paragraphCount == 3)
        for unit in OffsetUnit.allCases {
            #expect(document.length(in: unit) == annotation.length(in: unit))
            for entity in annotation.entities {
                #expect(try document.range(entity.range, in: unit) == annotation.range(entity.range, in: unit))
                #expect(try document.utf8Range(annotation.range(entity.range, in: unit), in: unit) == entity.range)
            }
        }
    }

    @Test func anEmptyDocumentHasOneEmptyParagraphAndNoRuns() throws {
        var document = HighlightDocument("", highlighter: Self.highlighter)
        #expect(document.paragraphCount == 1)
        #expect(document.runs.isEmpty)
        try document.replace(0..<0, in: .utf16, with: "#a")
        try document.replace(0..<2, in: .utf16, with: "")
        #expect(document.text.isEmpty)
        #expect(document.entities.isEmpty)
    }

    @Test func refusedEditsChangeNothing() {
        var document = HighlightDocument("a😀é @b", highlighter: Self.highlighter)
        let before = document.text
        #expect(throws: DocumentError.offsetInsideScalar(offset: 2, unit: .utf16)) { try document.replace(2..<3, in: .utf16, with: "x") }
        #expect(throws: DocumentError.offsetInsideScalar(offset: 2, unit: .utf8)) { try document.replace(0..<2, in: .utf8, with: "x") }
        #expect(throws: DocumentError.offsetInsideScalar(offset: 6, unit: .utf8)) { try document.replace(6..<6, in: .utf8, with: "x") }
        #expect(throws: DocumentError.offsetOutOfRange(offset: 9, unit: .scalars, length: 6)) { try document.replace(0..<9, in: .scalars, with: "") }
        #expect(throws: DocumentError.offsetOutOfRange(offset: -1, unit: .utf16, length: 7)) { try document.replace(-1..<0, in: .utf16, with: "") }
        #expect(throws: DocumentError.invalidText(.invalidUTF8(byteOffset: 1))) { try document.replace(0..<0, in: .utf8, withUTF8: [0x61, 0xFF]) }
        #expect(document.text == before)
    }

    @Test func rangesReadOnlyWhatTheyTouch() throws {
        let text = "one @a two\n#b three https://x.io\nfour"
        let document = HighlightDocument(text, highlighter: Self.highlighter)
        let all = document.entities
        #expect(try document.entities(0..<6, in: .utf8) == [all[0]])
        #expect(try document.entities(5..<13, in: .utf8) == [all[0], all[1]])
        #expect(try document.entities(8..<10, in: .utf8).isEmpty)
        // Runs come whole: the plain run around 8..<10 reaches from the mention's end to the hashtag.
        #expect(try document.runs(8..<10, in: .utf8) == [Run(range: 6..<11)])
        #expect(try document.runs(36..<37, in: .utf8) == [Run(range: 32..<37)])
        #expect(try document.text(in: 4..<14) == "@a two\n#b ")
    }

    @Test func copiesAreIndependent() throws {
        var original = HighlightDocument("hello @a\nworld", highlighter: Self.highlighter)
        let copy = original
        try original.replace(0..<0, in: .utf16, with: "#x ")
        #expect(copy.text == "hello @a\nworld")
        #expect(copy.entities.map(\.value) == ["a"])
        #expect(original.entities.map(\.value) == ["x", "a"])
    }

    @Test func anEditOutsideEveryEntityReportsANarrowChange() throws {
        let text = (0..<50).map { "line \($0) @u\($0)" }.joined(separator: "\n")
        var document = HighlightDocument(text, highlighter: Self.highlighter)
        let offset = try #require(Array(text.utf8).firstRange(of: Array("line 30".utf8))).lowerBound
        let update = try document.replace(offset..<offset, in: .utf8, with: "x")
        // The paragraph is re-scanned; only the typed byte changed style (the mention after it is the old one moved).
        #expect(update.changed == [offset..<(offset + 1)])
        #expect(update.entities.isEmpty)
        #expect(update.runs == [Run(range: offset..<(offset + 1))])
        #expect(update.scannedParagraphs == 1)
    }

    @Test func nonDerivableValuesAndDetailsSurviveStorage() throws {
        let highlighter = Highlighter(profile: .replyingTest)
        let text = "hi @Bob and @Jane.Doe #Tag"
        let document = HighlightDocument(text, highlighter: highlighter)
        #expect(document.entities == highlighter.annotate(text).entities)
        #expect(document.entities.map(\.value) == ["bob", "jane.doe", "Tag"])
        #expect(document.entities.map(\.details) == [
            [], [EntityDetail(name: "domain", value: "doe"), EntityDetail(name: "part", value: "jane")], [],
        ])
    }

    @Test func theReplyFollowsEditsAtTheStart() throws {
        let highlighter = Highlighter(profile: .replyingTest)
        var document = HighlightDocument("\n  \n@alice hi\nlater", highlighter: highlighter)
        #expect(document.replyScreenName == "alice")
        try document.replace(4..<5, in: .utf8, with: "x")
        #expect(document.replyScreenName == nil)
        try document.replace(0..<0, in: .utf8, with: "@bob\n")
        #expect(document.replyScreenName == "bob")
        try document.replace(0..<0, in: .utf8, with: "\u{3000}")
        #expect(document.replyScreenName == "bob")
    }

    @Test func randomEditsKeepTheReplyAndValues() throws {
        let highlighter = Highlighter(profile: .replyingTest)
        var random = SeededRandom(seed: 0xA11CE)
        var model: [UInt8] = Array("\n @Al ice\n".utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        for step in 0..<3_000 {
            var edit = TextEdits.random(in: model, using: &random)
            if Bool.random(using: &random) {
                // Bias to the start, where the reply lives.
                let start = TextEdits.boundary(in: model, near: min(edit.range.lowerBound, Int.random(in: 0...6, using: &random)))
                let end = TextEdits.boundary(in: model, near: min(model.count, start + edit.range.count))
                edit = (start..<max(start, end), Bool.random(using: &random) ? Array(" @Zed\u{2028}".utf8) : edit.text)
            }
            let oldRuns = document.runs
            let update = try document.replace(edit.range, in: .utf8, withUTF8: edit.text)
            model.replaceSubrange(edit.range, with: edit.text)
            if model.count > 800 {
                try document.replace(0..<0, in: .utf8, with: "")
                let cut = TextEdits.boundary(in: model, near: 400)..<model.count
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
                continue
            }
            let expected = try highlighter.annotate(utf8: model)
            let ok = try DocumentDifferentialTests.check(document, against: expected, model: model, update: update, oldRuns: oldRuns, step: step)
            if !ok { return }
        }
    }
}

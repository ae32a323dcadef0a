import Testing
@testable import PatternHighlight

/// The scan recorder proves that an edit re-scans only the paragraphs it touches.
@Suite struct DocumentScanTests {
    static let highlighter = Highlighter(profile: .simple)

    static func document(_ text: String) -> (HighlightDocument, ScanRecorder) {
        let recorder = ScanRecorder()
        let document = HighlightDocument(validatedBytes: Array(text.utf8), highlighter: highlighter, scanRecorder: recorder)
        recorder.reset()
        return (document, recorder)
    }

    static let manyParagraphs = (0..<200).map { "paragraph \($0) with @user\($0) and #tag\($0)" }.joined(separator: "\n")

    @Test func typingInOneParagraphScansThatParagraphOnly() throws {
        var (document, recorder) = Self.document(Self.manyParagraphs)
        let target = "paragraph 120 with @user120 and #tag120"
        var caret = try #require(Array(Self.manyParagraphs.utf8).firstRange(of: Array(target.utf8))).upperBound
        var expected = target
        for character in " hi @bob" {
            recorder.reset()
            let update = try document.replace(caret..<caret, in: .utf8, with: String(character))
            caret += String(character).utf8.count
            expected.append(character)
            #expect(recorder.scanned == [expected])
            #expect(update.scannedParagraphs == 1)
        }
        #expect(document.entities.contains { $0.value == "bob" })
        #expect(document.paragraphCount == 200)
    }

    @Test func typingAtAParagraphStartScansThatParagraphOnly() throws {
        var (document, recorder) = Self.document("one @a\ntwo #b\nthree")
        try document.replace(7..<7, in: .utf8, with: "x")
        #expect(recorder.scanned == ["xtwo #b"])
    }

    @Test func splittingAParagraphScansBothHalves() throws {
        var (document, recorder) = Self.document("one\ntwo @a #b\nthree")
        let update = try document.replace(10..<10, in: .utf8, with: "\u{2028}")
        #expect(recorder.scanned == ["two @a", " #b"])
        #expect(update.scannedParagraphs == 2)
        #expect(document.paragraphCount == 4)
    }

    @Test func deletingABreakScansTheJoinedParagraph() throws {
        var (document, recorder) = Self.document("one\ntwo #a\r\n#b three\nfour")
        try document.replace(10..<12, in: .utf8, with: "")
        #expect(recorder.scanned == ["two #a#b three"])
        #expect(document.paragraphCount == 3)
        #expect(document.entities.map(\.value) == ["a", "b"])
    }

    @Test func anLFTypedAfterALoneCRJoinsIntoOneBreak() throws {
        var (document, recorder) = Self.document("zero\nab\rcd\nend")
        #expect(document.paragraphCount == 4)
        try document.replace(8..<8, in: .utf8, with: "\n")
        #expect(recorder.scanned == ["ab", "cd"])
        #expect(document.paragraphCount == 4)
        #expect(document.paragraphContentRanges == [0..<4, 5..<7, 9..<11, 12..<15])
        recorder.reset()
        // And a CR typed before an existing LF.
        try document.replace(4..<4, in: .utf8, with: "\r")
        #expect(recorder.scanned == ["zero"])
        #expect(document.paragraphCount == 4)
    }

    @Test func aMultiParagraphPasteScansTheNewParagraphsAndTheOneItLandsIn() throws {
        var (document, recorder) = Self.document("first\nsecond\nthird")
        try document.replace(9..<9, in: .utf8, with: "A @x\nB #y\u{2029}C")
        #expect(recorder.scanned == ["secA @x", "B #y", "Cond"])
        #expect(document.text == "first\nsecA @x\nB #y\u{2029}Cond\nthird")
    }

    @Test func theTreeStaysLogarithmic() throws {
        let text = String(repeating: "a paragraph of text with @someone in it\n", count: 20_000)
        var (document, recorder) = Self.document(text)
        let bound = Int32(1.45 * log2(Double(document.paragraphCount + 2)) + 1)
        #expect(try #require(document.tree.root).height <= bound)
        // Edits at the front, the back and the middle keep it balanced.
        for offset in [0, text.utf8.count / 2, text.utf8.count] {
            try document.replace(offset..<offset, in: .utf8, with: "x\ny\n")
        }
        #expect(try #require(document.tree.root).height <= bound + 1)
        #expect(recorder.scanned.count == 3 * 3)
        #expect(document.tree.satisfiesInvariants(counting: document.profile.counting))
    }
}

private func log2(_ value: Double) -> Double {
    var result = 0.0
    var remaining = value
    while remaining >= 2 {
        remaining /= 2
        result += 1
    }
    return result + (remaining - 1)
}

import Testing
import PatternHighlight

/// A document is refused where it is made when its text is over ``Highlighter/maximumTextBytes``, as
/// `annotate(utf8:)` refuses the same bytes, instead of being made and then refusing every keystroke (issue #48,
/// item 1). Through the public API only.
@Suite struct DocumentLimitTests {
    static let highlighter = Highlighter(profile: .twitter, maximumTextBytes: 1000)

    /// (text size, refused): at the limit a document is made, one byte over it is refused.
    static let sizes: [(bytes: Int, refused: Bool)] = [(0, false), (999, false), (1000, false), (1001, true), (2000, true)]

    @Test(arguments: sizes)
    func utf8CreationAgreesWithAnnotate(bytes: Int, refused: Bool) throws {
        let text = [UInt8](repeating: UInt8(ascii: "a"), count: bytes)
        let annotateRefuses = (try? Self.highlighter.annotate(utf8: text)) == nil
        #expect(annotateRefuses == refused)
        if refused {
            #expect(throws: DocumentError.tooLarge(length: bytes, limit: 1000)) {
                try HighlightDocument(utf8: text, highlighter: Self.highlighter)
            }
        } else {
            var document = try HighlightDocument(utf8: text, highlighter: Self.highlighter)
            #expect(document.length(in: .utf8) == bytes)
            if bytes < 1000 { try document.replace(bytes..<bytes, in: .utf8, with: "b") }
        }
    }

    @Test(arguments: sizes)
    func checkedStringCreationRefusesOverTheLimit(bytes: Int, refused: Bool) throws {
        let text = String(repeating: "a", count: bytes)
        if refused {
            #expect(throws: DocumentError.tooLarge(length: bytes, limit: 1000)) {
                try HighlightDocument(checking: text, highlighter: Self.highlighter)
            }
        } else {
            #expect(try HighlightDocument(checking: text, highlighter: Self.highlighter).text == text)
        }
    }

    /// The size is checked before the encoding: 2,000 bytes of invalid UTF-8 are too large, a short invalid text is
    /// invalid, and the error names the first bad byte.
    @Test func sizeIsCheckedBeforeEncoding() {
        #expect(throws: DocumentError.tooLarge(length: 2000, limit: 1000)) {
            try HighlightDocument(utf8: [UInt8](repeating: 0xFF, count: 2000), highlighter: Self.highlighter)
        }
        #expect(throws: DocumentError.invalidText(.invalidUTF8(byteOffset: 2))) {
            try HighlightDocument(utf8: [0x61, 0x62, 0xFF], highlighter: Self.highlighter)
        }
    }

    /// A `String` document is not checked where it is made (the text is in memory already): over the limit it takes
    /// every edit that does not lengthen it, and refuses those that do, as its documentation says.
    @Test func uncheckedStringDocumentOverTheLimitTakesEditsThatShortenIt() throws {
        var document = HighlightDocument(String(repeating: "a", count: 2000), highlighter: Self.highlighter)
        #expect(throws: DocumentError.tooLarge(length: 2001, limit: 1000)) { try document.replace(0..<0, in: .utf8, with: "b") }
        try document.replace(0..<1, in: .utf8, with: "b")
        try document.replace(0..<1500, in: .utf8, with: "")
        #expect(document.length(in: .utf8) == 500)
        try document.replace(500..<500, in: .utf8, with: "c")
    }
}

import Testing
import PatternHighlight

/// One offset policy (issue #48, item 4): every offset a caller hands to `Annotation` or `HighlightDocument` goes
/// through a throwing method that refuses it with the errors `replace` uses, instead of trapping in an internal
/// check or answering for another offset. Through the public API only.
@Suite struct OffsetPolicyTests {
    static let text = "👋 hi @bob"  // 👋 is UTF-8 0..<4 (UTF-16 0..<2); the text is 12 bytes
    static let highlighter = Highlighter(profile: .twitter)

    /// (UTF-8 range a caller gives, the error expected, or nil when it is a range of the text).
    static let ranges: [(range: Range<Int>, error: DocumentError?)] = [
        (0..<999, .offsetOutOfRange(offset: 999, unit: .utf8, length: 12)),
        (13..<13, .offsetOutOfRange(offset: 13, unit: .utf8, length: 12)),
        (-1..<2, .offsetOutOfRange(offset: -1, unit: .utf8, length: 12)),
        (1..<4, .offsetInsideScalar(offset: 1, unit: .utf8)),
        (0..<3, .offsetInsideScalar(offset: 3, unit: .utf8)),
        (0..<4, nil),
        (4..<12, nil),
        (12..<12, nil),
        (0..<12, nil),
    ]

    /// What the range is in each unit, counted by the standard library, and its text.
    static func expected(_ range: Range<Int>) -> (utf16: Range<Int>, scalars: Range<Int>, text: String) {
        let bytes = Array(text.utf8)
        func prefix(_ end: Int) -> String { String(decoding: bytes[..<end], as: UTF8.self) }
        return (prefix(range.lowerBound).utf16.count..<prefix(range.upperBound).utf16.count,
                prefix(range.lowerBound).unicodeScalars.count..<prefix(range.upperBound).unicodeScalars.count,
                String(decoding: bytes[range], as: UTF8.self))
    }

    @Test(arguments: ranges)
    func annotationRefusesWhatReplaceRefuses(range: Range<Int>, error: DocumentError?) throws {
        let annotation = Self.highlighter.annotate(Self.text)
        guard let error else {
            let expected = Self.expected(range)
            #expect(try annotation.range(range, in: .utf16) == expected.utf16)
            #expect(try annotation.range(range, in: .scalars) == expected.scalars)
            #expect(try annotation.range(range, in: .utf8) == range)
            #expect(try annotation.text(in: range) == expected.text)
            return
        }
        for unit in OffsetUnit.allCases {
            #expect(throws: error) { try annotation.range(range, in: unit) }
        }
        #expect(throws: error) { try annotation.text(in: range) }
    }

    @Test(arguments: ranges)
    func documentRefusesWhatReplaceRefuses(range: Range<Int>, error: DocumentError?) throws {
        var document = HighlightDocument(Self.text, highlighter: Self.highlighter)
        guard let error else {
            let expected = Self.expected(range)
            #expect(try document.range(range, in: .utf16) == expected.utf16)
            #expect(try document.range(range, in: .scalars) == expected.scalars)
            #expect(try document.text(in: range) == expected.text)
            return
        }
        for unit in OffsetUnit.allCases {
            #expect(throws: error) { try document.range(range, in: unit) }
        }
        #expect(throws: error) { try document.text(in: range) }
        // The same range refused by an edit, with the same error: one policy.
        #expect(throws: error) { try document.replace(range, in: .utf8, with: "x") }
    }

    @Test(arguments: ranges)
    func crosspostRefusesWhatReplaceRefuses(range: Range<Int>, error: DocumentError?) throws {
        let crosspost = try Crosspost(Self.text, targets: [Self.highlighter])
        guard let error else {
            let expected = Self.expected(range)
            #expect(try crosspost.range(range, in: .utf16) == expected.utf16)
            #expect(try crosspost.range(range, in: .scalars) == expected.scalars)
            return
        }
        for unit in OffsetUnit.allCases {
            #expect(throws: error) { try crosspost.range(range, in: unit) }
        }
    }

    /// A single offset: inside 👋, past the end, before the start.
    @Test(arguments: [(1, DocumentError.offsetInsideScalar(offset: 1, unit: .utf8)),
                      (999, .offsetOutOfRange(offset: 999, unit: .utf8, length: 12)),
                      (-5, .offsetOutOfRange(offset: -5, unit: .utf8, length: 12))])
    func singleOffsetsAreRefused(offset: Int, error: DocumentError) {
        let annotation = Self.highlighter.annotate(Self.text)
        let document = HighlightDocument(Self.text, highlighter: Self.highlighter)
        for unit in OffsetUnit.allCases {
            #expect(throws: error) { try annotation.offset(offset, in: unit) }
            #expect(throws: error) { try document.offset(offset, in: unit) }
        }
    }

    /// Every offset the engine made converts without an error, in both, to the same value.
    @Test func engineOffsetsConvert() throws {
        let annotation = Self.highlighter.annotate(Self.text)
        let document = HighlightDocument(Self.text, highlighter: Self.highlighter)
        for run in annotation.runs {
            for unit in OffsetUnit.allCases {
                #expect(try annotation.range(run.range, in: unit) == document.range(run.range, in: unit))
            }
        }
        #expect(try annotation.offset(12, in: .utf16) == annotation.length(in: .utf16))
    }
}

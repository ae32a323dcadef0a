import Testing
@testable import PatternHighlight

/// `update(to:)`: the single edit found from a whole new text, on scalar boundaries.
@Suite struct WholeTextUpdateTests {
    @Test(arguments: [
        // old, new, replaced (old UTF-8), inserted length
        ("hi @jo", "hi @john", 6..<6, 2),
        ("hi @john", "hi @jo", 6..<8, 0),
        ("", "abc", 0..<0, 3),
        ("abc", "", 0..<3, 0),
        ("same", "same", 4..<4, 0),
        ("a😀b", "a😃b", 1..<5, 4),        // emoji sharing their first three bytes: the whole scalar is replaced
        ("é", "e\u{301}", 0..<2, 3),      // precomposed vs decomposed
        ("x\r\ny", "x\ry", 2..<3, 0),
        ("aaa", "aaaa", 3..<3, 1),        // longest common prefix first
    ])
    func findsTheEdit(_ old: String, _ new: String, _ replaced: Range<Int>, _ insertedLength: Int) throws {
        var document = HighlightDocument(old, highlighter: Highlighter(profile: .simple))
        let update = try document.update(to: new)
        #expect(update.replacedRange == replaced)
        #expect(update.insertedLength == insertedLength)
        #expect(document.text == new)
        #expect(document.entities == document.highlighter.annotate(new).entities)
    }

    @Test func commonAffixesAreCountedEightBytesAtATimeAndByTheByte() {
        for length in 0..<40 {
            for difference in 0...length {
                var first = [UInt8](repeating: 7, count: length)
                let second = first
                if difference < length { first[difference] = 9 }
                let prefix = first.withUncheckedBytes { a in second.withUncheckedBytes { b in CommonAffix.prefixLength(a, b) } }
                #expect(prefix == difference)
                let suffix = first.withUncheckedBytes { a in second.withUncheckedBytes { b in CommonAffix.suffixLength(a, b, limit: length) } }
                #expect(suffix == (difference < length ? length - difference - 1 : length))
            }
        }
    }

    @Test func anEditInRepeatedTextWidensChangedToWhereAnEditorMayHaveMadeIt() throws {
        // " ab" typed after the first "ab" or after the second: the same new text. The found edit is the
        // later one; `changed` also covers the earlier place.
        let text = String(repeating: "word ", count: 20) + "ab ab"
        var document = HighlightDocument(text, highlighter: Highlighter(profile: .simple))
        let update = try document.update(to: text + " ab")
        let end = text.utf8.count
        #expect(update.replacedRange == end..<end)
        let earliest = end - 3   // " ab" inserted before the last " ab"
        #expect(update.changed.contains { $0.lowerBound <= earliest && end + 3 <= $0.upperBound })
    }

    @Test func aTooLargeTextIsRefusedAndTheDocumentKept() throws {
        var document = HighlightDocument("hi", highlighter: Highlighter(profile: .simple, maximumTextBytes: 8))
        #expect(throws: DocumentError.tooLarge(length: 12, limit: 8)) { try document.update(to: "hi there you") }
        #expect(document.text == "hi")
    }
}

import Testing
@testable import PatternHighlight

/// `DocumentUpdate.changed` covers only what changed style: a keystroke that creates, grows or removes one
/// entity in a large document reports that entity's span and the typed text, whatever the plain runs around it
/// (a plain run that grows or shrinks because an entity appeared next to it keeps no style to restyle), and the
/// update's runs cover exactly the changed range.
@Suite struct ChangedRangeTests {
    /// Where the hashtag is typed: in a long paragraph (re-scanned in a window), or in a short one (re-scanned
    /// whole), with or without entities nearby.
    enum Layout: String, CaseIterable {
        case longParagraphNoEntity, longParagraphEntitiesAround, shortParagraphNoEntity, shortParagraphEntitiesAround
    }

    /// 2,000 paragraphs of plain words (about 160 KB) and no entity, except around the edit when `layout` says so.
    /// Returns the text and where the hashtag is typed (UTF-8 offset, between two spaces).
    static func document(_ layout: Layout) -> (text: String, caret: Int) {
        let plain = "words that are plain and stay plain whatever is typed in the paragraph below them"
        var paragraphs = Array(repeating: plain, count: 2_000)
        let long = String(repeating: "and more plain words ", count: 40)
        let (head, tail) = switch layout {
        case .longParagraphNoEntity: (long, " " + long)
        case .longParagraphEntitiesAround: (long + "#near then ", " then #near " + long)
        case .shortParagraphNoEntity: ("short ", " one")
        case .shortParagraphEntitiesAround: ("#near ", " #near")
        }
        paragraphs[1_000] = head + tail
        if layout == .longParagraphEntitiesAround || layout == .shortParagraphEntitiesAround {
            paragraphs[999] = "the paragraph before ends with #tag"
            paragraphs[1_001] = "#tag starts the paragraph after"
        }
        let before = paragraphs[..<1_000].reduce(0) { $0 + $1.utf8.count + 1 }
        return (paragraphs.joined(separator: "\n"), before + head.utf8.count)
    }

    @Test(arguments: Profile.all.map(\.name), Layout.allCases)
    func aKeystrokeThatChangesOneEntityReportsThatEntity(_ profileName: String, _ layout: Layout) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        let (text, caret) = Self.document(layout)
        var document = HighlightDocument(text, highlighter: highlighter)
        let length = document.length(in: .utf8)

        // "#" alone is no entity: only the typed byte changed.
        var update = try document.replace(caret..<caret, in: .utf8, with: "#")
        #expect(update.changed == [caret..<(caret + 1)])
        #expect(update.runs == [Run(range: caret..<(caret + 1))])

        // Each letter creates, then grows the hashtag: `changed` is the hashtag, its runs the hashtag's one run.
        for (index, letter) in ["t", "o", "p", "i", "c"].enumerated() {
            let end = caret + 1 + index
            update = try document.replace(end..<end, in: .utf8, with: letter)
            let hashtag = try #require(document.entities.first { $0.range.lowerBound == caret }, "no hashtag after \(letter)")
            #expect(hashtag.range == caret..<(end + 1))
            #expect(update.changed == [hashtag.range], "typing \(letter) in \(layout)")
            #expect(update.entities == [hashtag])
            #expect(update.runs == [Run(range: hashtag.range, entity: hashtag)])
        }

        // A space after it changes no style but the space's own.
        let end = caret + 6
        update = try document.replace(end..<end, in: .utf8, with: " ")
        #expect(update.changed == [end..<(end + 1)])
        #expect(update.runs == [Run(range: end..<(end + 1))])

        // Deleting the "#" removes the hashtag: `changed` is where it was, now plain.
        update = try document.replace(caret..<(caret + 1), in: .utf8, with: "")
        #expect(!document.entities.contains { $0.range.lowerBound == caret })
        #expect(update.changed == [caret..<(caret + 5)])
        #expect(update.entities.isEmpty)
        #expect(update.runs == [Run(range: caret..<(caret + 5))])
        #expect(document.length(in: .utf8) == length + 6)
    }

    @Test func aBreakTypedAfterAnEntityReportsTheBreakAlone() throws {
        // The paragraphs path: a break splits a paragraph, no entity changes.
        let text = (0..<500).map { "line \($0) with #tag\($0) in it" }.joined(separator: "\n")
        var document = HighlightDocument(text, highlighter: Highlighter(profile: .twitter))
        let offset = try #require(Array(text.utf8).firstRange(of: Array("#tag250".utf8))).upperBound
        let update = try document.replace(offset..<offset, in: .utf8, with: "\n")
        #expect(update.changed == [offset..<(offset + 1)])
        #expect(update.entities.isEmpty)
        #expect(update.runs == [Run(range: offset..<(offset + 1))])
    }
}

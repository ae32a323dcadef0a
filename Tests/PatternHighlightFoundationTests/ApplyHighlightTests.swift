import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightFoundation

/// `applyHighlight` on hand-picked edits: what it touches and what it leaves.
@Suite struct ApplyHighlightTests {
    /// Applies one edit (UTF-8 offsets) to the document and, as an editor would, to the string.
    static func edit(
        _ range: Range<Int>, with text: String, _ document: inout HighlightDocument, _ string: inout AttributedString,
        theme: Theme? = .standard
    ) throws {
        let update = try document.replace(range, in: .utf8, with: text)
        string.replaceSubrange(string.indices(utf8Range: range), with: AttributedString(text))
        string.applyHighlight(update, theme: theme)
    }

    @Test func typingAMentionKeepsTheStringEqualToAFreshBuild() throws {
        var document = HighlightDocument("hi ", highlighter: Highlighter(profile: .simple))
        var string = document.attributedString()
        for character in "@jo hn #x" {
            let end = document.length(in: .utf8)
            try Self.edit(end..<end, with: String(character), &document, &string)
            #expect(AttributedRuns(string) == AttributedRuns(document.attributedString()))
        }
        try Self.edit(3..<4, with: "", &document, &string)   // backspace the "@"
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString()))
        #expect(!string.runs.contains { $0.patternKind == .mention })
    }

    @Test func theAppsOwnAttributesAndLinksSurvive() throws {
        let text = "read the docs at https://swift.org today"
        var document = HighlightDocument(text, highlighter: Highlighter(profile: .simple))
        var string = document.attributedString()
        let docs = string.indices(utf8Range: 9..<13)
        string[docs].link = URL(string: "https://example.com/app-link")
        string[docs][AppMarkAttribute.self] = 7
        let url = string.indices(utf8Range: 17..<34)
        string[url][AppMarkAttribute.self] = 8
        // Break the URL, then restore it.
        try Self.edit(24..<25, with: " ", &document, &string)
        #expect(!string.runs.contains { $0.link == URL(string: "https://swift.org") })
        try Self.edit(24..<25, with: "/", &document, &string)
        #expect(string.runs.contains { $0.link == URL(string: "https://swift.org") && $0.patternKind == .url })
        let docsRun = try #require(string.runs.first { $0.link == URL(string: "https://example.com/app-link") })
        #expect(string.utf8Offsets(docsRun.range) == 9..<13 && docsRun[AppMarkAttribute.self] == 7)
        let marked = string.runs.filter { $0[AppMarkAttribute.self] == 8 }.map { string.utf8Offsets($0.range) }
        #expect(marked.first?.lowerBound == 17 && marked.last?.upperBound == 34)
        #expect(AttributedRuns(string.withoutAppMarks) == AttributedRuns({
            var fresh = document.attributedString()
            fresh[fresh.indices(utf8Range: 9..<13)].link = URL(string: "https://example.com/app-link")
            return fresh
        }()))
    }

    @Test func runsOutsideTheChangedRangeAreNotTouched() throws {
        // Runs outside `changed` keep even an attribute the module would have set differently: proof that
        // applyHighlight did not rewrite them.
        var document = HighlightDocument("#one two\n#three four", highlighter: Highlighter(profile: .simple))
        var string = document.attributedString()
        let three = string.indices(utf8Range: 9..<15)
        string[three].patternValue = "untouched"
        let update = try document.replace(4..<4, in: .utf8, with: "x")
        string.replaceSubrange(string.indices(utf8Range: 4..<4), with: AttributedString("x"))
        string.applyHighlight(update)
        #expect(update.changed.allSatisfy { $0.upperBound <= 10 })
        #expect(string.runs.contains { $0.patternValue == "untouched" })
        #expect(string.runs.contains { $0.patternValue == "onex" })
    }

    @Test func editingTheFirstOfAChainOfEqualEntitiesRealternatesTheRest() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "ticket", regex: #"T-\d+"#)])
        var document = HighlightDocument("T-1T-1T-1T-1", highlighter: highlighter)
        var string = document.attributedString()
        try Self.edit(0..<3, with: "", &document, &string)        // "T-1T-1T-1": the chain shifts by one
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString()))
        #expect(string.attributedEntities.count == 3)
        try Self.edit(0..<0, with: "T-2", &document, &string)     // a different first entity
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString()))
        try Self.edit(0..<3, with: "T-1", &document, &string)     // equal again
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString()))
        #expect(string.attributedEntities.count == 4)
    }

    @Test func anUpdateNarrowerThanTheChainStillRealternatesItsRest() throws {
        // Today's document re-scans a whole word or paragraph, so `changed` covers a chain of touching
        // entities; the promise allows less (the runs after the first entity are unchanged, only moved).
        // With `changed` on the first entity alone, the rest of the chain must still follow the rule.
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "ticket", regex: #"T-\d+"#)])
        var document = HighlightDocument("T-1T-1T-1T-1", highlighter: highlighter)
        var string = document.attributedString()
        let full = try document.replace(2..<3, in: .utf8, with: "2")
        let narrow = DocumentUpdate(
            replacedRange: full.replacedRange, insertedLength: full.insertedLength, changed: [0..<3],
            entities: [document.entities[0]], length: full.length, scannedParagraphs: 1,
            count: full.count)
        string.replaceSubrange(string.indices(utf8Range: 2..<3), with: AttributedString("2"))
        string.applyHighlight(narrow)
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString()))
        #expect(string.attributedEntities.count == 4)
    }

    @Test func thePlatformClosureIsRemovedWithTheEntity() throws {
        let attributes: (EntityKind, Style) -> AttributeContainer = { kind, _ in
            var container = AttributeContainer()
            container[AppMarkAttribute.self] = kind.rawValue.count
            return container
        }
        var document = HighlightDocument("hi @bob", highlighter: Highlighter(profile: .simple))
        var string = document.attributedString(attributes: attributes)
        let update = try document.replace(3..<4, in: .utf8, with: "")
        string.replaceSubrange(string.indices(utf8Range: 3..<4), with: AttributedString(""))
        string.applyHighlight(update, attributes: attributes)
        #expect(!string.runs.contains { $0[AppMarkAttribute.self] != nil })
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString(attributes: attributes)))
    }
}

import Testing
@testable import PatternHighlight

/// A custom pattern that backtracks catastrophically costs bounded work: its paragraph is left unhighlighted
/// for its kind, a warning names the pattern, and every other kind is still found.
@Suite struct BacktrackingLimitTests {
    static let evil = CustomPattern(kind: "evil", regex: "(a+)+$")

    @Test(arguments: Profile.all.map(\.name))
    func nestedQuantifierAgainstAFailingTailWarnsAndLeavesOtherKinds(profileName: String) throws {
        let highlighter = try Highlighter(profile: Profile.named(profileName)!, customPatterns: [Self.evil])
        let paragraph = String(repeating: "a", count: 100_000) + "b"
        let text = "hi @bob.bsky.social #tag\n" + paragraph + "\nlast aaa"
        let annotation = highlighter.annotate(text)
        let start = "hi @bob.bsky.social #tag\n".utf8.count
        #expect(annotation.warnings == [HighlightWarning(
            reason: .matchLimitExceeded, kind: "evil", pattern: "(a+)+$", paragraph: start..<(start + paragraph.utf8.count))])
        #expect(annotation.warnings.first?.description.contains("(a+)+$") == true)
        #expect(annotation.entities.contains { $0.kind == .mention && $0.value.hasPrefix("bob") })
        // The other paragraphs still get the custom kind: "aaa" at the end of the last one matches.
        let evil = annotation.entities.filter { $0.kind == "evil" }
        #expect(try evil.map { try annotation.text(in: $0.range) } == ["aaa"])
        #expect(annotation.runs.satisfiesRunInvariants(covering: 0..<annotation.utf8.count))
    }

    @Test func nestedQuantifierThatCanMatchStillMatches() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [Self.evil])
        let annotation = highlighter.annotate(String(repeating: "a", count: 100_000))
        #expect(annotation.warnings.isEmpty)
        #expect(annotation.entities.map(\.range) == [0..<100_000])
    }

    /// Deep but honest backtracking overflows PCRE2's default 32 KiB JIT stack; the retry on a large stack
    /// must find the match rather than report a limit.
    @Test(arguments: ["(a|b)*$", "(a|b)+", "((a)|b)+", "(a|aa)+$"])
    func deepHonestBacktrackingStillMatches(regex: String) throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "deep", regex: regex)])
        let annotation = highlighter.annotate(String(repeating: "a", count: 100_000))
        #expect(annotation.warnings.isEmpty)
        #expect(annotation.entities.map(\.range) == [0..<100_000])
    }

    /// Many short pathological paragraphs: the pattern gets a budget of limit hits per text, then is skipped
    /// (each skipped paragraph still warned about), so the text costs a constant, not a limit per paragraph.
    @Test func repeatedLimitHitsSkipThePatternForTheRestOfTheText() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [Self.evil, CustomPattern(kind: "digits", regex: #"\d+"#)])
        let text = String(repeating: String(repeating: "a", count: 30) + "b 12\n", count: 50)
        let annotation = highlighter.annotate(text)
        #expect(annotation.warnings.count == 50)
        #expect(annotation.warnings.prefix(ScanBudget.limitHitsPerPattern).allSatisfy { $0.reason == .matchLimitExceeded })
        #expect(annotation.warnings.dropFirst(ScanBudget.limitHitsPerPattern).allSatisfy { $0.reason == .skippedAfterRepeatedLimits })
        #expect(Set(annotation.warnings.map(\.kind)) == ["evil"])
        // The other custom kind is unaffected: one "12" per line.
        #expect(annotation.entities.filter { $0.kind == "digits" }.count == 50)
        // A document's load is one scan too; each later edit is a new scan with a fresh budget.
        var document = HighlightDocument(text, highlighter: highlighter)
        #expect(document.warnings.map(\.reason) == annotation.warnings.map(\.reason))
        let update = try document.replace(0..<0, in: .utf8, with: "x")
        #expect(update.warnings.map(\.reason) == [.matchLimitExceeded])
    }

    @Test func wellBehavedPatternsRaiseNoWarning() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "digits", regex: #"\d+"#)])
        let annotation = highlighter.annotate(String(repeating: "12 ab ", count: 50_000))
        #expect(annotation.warnings.isEmpty)
        #expect(annotation.entities.count == 50_000)
    }
}

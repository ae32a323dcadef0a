import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// Run invariants as properties over seeded random texts: gap-free, sorted, coalesced, one run per entity.
@Suite struct RunInvariantTests {
    static let alphabet: [String] = [
        "a", "b", "Z", "0", "_", ".", "-", " ", " ", "\n", "\r\n", "\u{2028}", "@", "#", "$", "/", ":",
        "http://", "https://", "www.", "x.com", "é", "e\u{301}", "日", "語", "😀", "👨‍👩‍👧", "👍🏽", "🇯🇵", "م", "\u{202E}",
        "(", ")", "＠", "＃",
    ]

    static func randomText(seed: UInt64, length: Int) -> String {
        var generator = SeededRandom(seed: seed)
        return (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
    }

    @Test(arguments: 0..<200)
    func runsCoverTheTextAndCarryEachEntityOnce(seed: Int) {
        let highlighter = try! Highlighter(
            profile: .simple, customPatterns: [CustomPattern(kind: "digits", regex: #"\d+"#)])
        let text = Self.randomText(seed: UInt64(seed), length: 1 + seed % 60)
        let annotation = highlighter.annotate(text)
        let runs = annotation.runs
        #expect(runs.satisfiesRunInvariants(covering: 0..<annotation.utf8.count))
        #expect(runs.compactMap(\.entity) == annotation.entities)
        for (left, right) in zip(annotation.entities, annotation.entities.dropFirst()) {
            #expect(left.range.upperBound <= right.range.lowerBound, "entities sorted and disjoint")
        }
        for entity in annotation.entities {
            let covered = String(decoding: annotation.utf8[entity.range], as: UTF8.self)
            #expect(!covered.contains("\n") && !covered.contains("\r") && !covered.contains("\u{2028}"))
        }
    }

    @Test func invariantCheckerRejectsBrokenRuns() {
        let entity = Entity(kind: .mention, range: 2..<4, value: "a")
        #expect([Run(range: 0..<2), Run(range: 2..<4, entity: entity)].satisfiesRunInvariants(covering: 0..<4))
        #expect(![Run(range: 0..<1), Run(range: 2..<4, entity: entity)].satisfiesRunInvariants(covering: 0..<4), "gap")
        #expect(![Run(range: 0..<1), Run(range: 1..<2), Run(range: 2..<4, entity: entity)].satisfiesRunInvariants(covering: 0..<4), "uncoalesced")
        #expect(![Run(range: 0..<2), Run(range: 2..<4, entity: entity)].satisfiesRunInvariants(covering: 0..<5), "short")
    }
}

import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFoundation
import PatternHighlightTestSupport

/// Hints in an `AttributedString`: marked with their own attribute and the theme's hint style, and kept in step with
/// a document through random edits (equal to a fresh string's marks after every edit).
@Suite struct HintAttributeTests {
    /// The UTF-8 ranges, kinds and reasons of the string's `patternHint` runs (touching runs of one hint merged).
    static func marked(_ text: AttributedString) -> [String] {
        var marks: [(range: Range<Int>, label: String)] = []
        for run in text.runs {
            guard let hint = run.patternHint else { continue }
            let start = text.utf8.distance(from: text.startIndex, to: run.range.lowerBound)
            let end = text.utf8.distance(from: text.startIndex, to: run.range.upperBound)
            let label = "\(hint.kind) \(hint.reason.rawValue)"
            if let last = marks.last, last.range.upperBound == start, last.label == label {
                marks[marks.count - 1].range = last.range.lowerBound..<end
            } else {
                marks.append((start..<end, label))
            }
        }
        return marks.map { "\($0.range) \($0.label)" }
    }

    static func labels(_ hints: [Hint]) -> [String] { hints.map { "\($0.range) \($0.kind) \($0.reason.rawValue)" } }

    @Test func hintsAreMarkedWithTheirStyle() throws {
        let highlighter = Highlighter(profile: .mastodon, options: .hints)
        let annotation = highlighter.annotate("tip ko-fi.com (#ATL) @bob")
        var text = annotation.attributedString()
        text.markHints(annotation.hints)
        #expect(Self.marked(text) == Self.labels(annotation.hints))
        let run = try #require(text.runs.first { $0.patternHint != nil })
        #expect(String(text[run.range].characters) == "ko-fi.com")
        #expect(run.patternHintStyle == Theme.standard.hintStyle)
        #expect(run.patternKind == nil)
    }

    @Test func hintsFollowDocumentEdits() throws {
        let highlighter = Highlighter(profile: .bluesky, options: .hints)
        var random = SeededRandom(seed: 39)
        var document = HighlightDocument("(#ATL) @alice ko-fi.com", highlighter: highlighter)
        var text = document.attributedString()
        text.markHints(document.hints)
        let pieces = ["#", "@", "(", " ", "x", "ko-fi.com", "#2026", "\n", "é"]
        for _ in 0..<200 {
            let offsets = TextEdits.scalarBoundaries(document.text)
            let a = offsets.randomElement(using: &random)!
            let b = offsets.randomElement(using: &random)!
            let range = min(a, b)..<max(a, b)
            let inserted = pieces.randomElement(using: &random)!
            let update = try document.replace(range, in: .utf8, with: inserted)
            text.replaceSubrange(text.indices(utf8: range), with: AttributedString(inserted))
            text.applyHighlight(update)
            text.applyHints(update)
            #expect(Self.marked(text) == Self.labels(document.hints), "\(document.text.debugDescription)")
        }
    }
}

import Foundation
import Testing
import PatternHighlight
@testable import PatternHighlightFoundation
import PatternHighlightTestSupport

/// A cross-post draft as an `AttributedString`: styled by one chosen target, with `crosspostLinkedBy` exactly on the
/// text where the targets' entities differ, checked against every target's own annotate byte by byte.
@Suite struct CrosspostAttributedTests {
    static let targets = [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]

    @Test func theChosenTargetStylesAndDisagreementsAreMarked() throws {
        let document = try CrosspostDocument("see example.com and @jack.bsky.social #same", targets: Self.targets)
        let text = try #require(document.attributedString(for: .mastodon))
        #expect(text.attributedEntities.map(\.value) == Self.targets[2].annotate(document.text).entities.map(\.value))
        let marked = text.runs.compactMap { run in run.crosspostLinkedBy.map { (String(text[run.range].characters), $0) } }
        #expect(marked.map(\.0) == ["example.com", "@jack", ".bsky.social"])
        #expect(marked.map(\.1) == [["twitter", "bluesky"], ["twitter", "bluesky", "mastodon"], ["bluesky", "mastodon"]])
        #expect(document.attributedString(for: .simple) == nil)
    }

    /// With a directory each target is styled by what it posts: `@jack.bsky.social`, posted `@jack` on X, is one X
    /// mention over the whole handle as written, so the targets agree there.
    @Test func eachTargetIsStyledByWhatItPosts() throws {
        let directory = try MentionDirectory([[.twitter: "jack", .bluesky: "jack.bsky.social", .mastodon: "jack@mastodon.social"]])
        let document = try CrosspostDocument("thanks @jack.bsky.social", targets: Self.targets, directory: directory)
        let text = try #require(document.attributedString(for: .twitter))
        #expect(text.attributedEntities.map(\.value) == ["jack"])
        #expect(text.attributedEntities.map(\.range) == [7..<24])
        #expect(text.runs.allSatisfy { $0.crosspostLinkedBy == nil })
    }

    /// On random drafts: a byte is marked exactly when the targets do not all have the same entity range over it
    /// (some entity covers it), and the mark names the targets whose entity covers it.
    @Test(arguments: [21, 22, 23] as [UInt64])
    func marksAreExactlyWhereTargetsDiffer(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<20 {
            let draft = CrosspostDrafts.draft(words: 30, using: &random)
            let document = try CrosspostDocument(draft, targets: Self.targets)
            let text = try #require(document.attributedString(for: .twitter))
            let entities = Self.targets.map { $0.annotate(draft).entities }
            var expected = Array(repeating: [Profile.ID]?.none, count: draft.utf8.count)
            for offset in expected.indices {
                let covering = entities.map { list in list.first { $0.range.contains(offset) }?.range }
                guard covering.contains(where: { $0 != nil }), Set(covering.map { $0.map { [$0.lowerBound, $0.upperBound] } ?? [] }).count > 1 else { continue }
                expected[offset] = zip([Profile.ID.twitter, .bluesky, .mastodon], covering).filter { $1 != nil }.map(\.0)
            }
            var actual = Array(repeating: [Profile.ID]?.none, count: draft.utf8.count)
            for run in text.runs {
                let lower = text.utf8.distance(from: text.startIndex, to: run.range.lowerBound)
                let upper = text.utf8.distance(from: text.startIndex, to: run.range.upperBound)
                for offset in lower..<upper { actual[offset] = run.crosspostLinkedBy }
            }
            #expect(actual == expected, "\(draft.debugDescription)")
        }
    }
}

import PatternHighlight
import Testing

/// A verdict says what happened on each target: over the limit (and by how much), nothing to post, or a draft the
/// target cannot post even in a thread.
@Suite struct CrosspostVerdictTests {
    static let targets = [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]

    @Test(arguments: ["", "   ", "\n\n"])
    func anEmptyDraftIsItsOwnVerdict(draft: String) throws {
        let verdict = try Crosspost(draft, targets: Self.targets).verdict
        #expect(!verdict.fitsEverywhere)
        // White space alone is a post on X (twitter-text counts it); nothing at all is no post anywhere.
        #expect(verdict.failures.map(\.profile) == (draft.isEmpty ? ["twitter", "bluesky", "mastodon"] : ["bluesky", "mastodon"]))
        #expect(verdict.failures.allSatisfy { $0.reason == .empty && $0.over == 0 }, "\(verdict.failures)")
        var document = try CrosspostDocument("hi", targets: Self.targets)
        let update = try document.replace(0..<2, in: .utf8, with: draft)
        #expect(update.verdict.failures.allSatisfy { $0.reason == .empty }, "\(update.verdict.failures)")
    }

    @Test func aLongDraftIsOverAndAWarningWithoutRoomCannotPost() throws {
        let long = try Crosspost(String(repeating: "word ", count: 70), targets: Self.targets).verdict
        #expect(long.failures.map(\.profile) == ["twitter", "bluesky"])
        #expect(long.failures.allSatisfy { $0.reason == .overLimit && $0.over > 0 })
        let warned = try Crosspost("hi", targets: Self.targets, contentWarning: String(repeating: "w", count: 320), contentWarningPrefix: true).verdict
        #expect(warned.failures.map(\.reason) == [.cannotPost, .cannotPost])
    }
}

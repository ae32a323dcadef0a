import PatternHighlight
import PatternHighlightTestSupport
import Testing

/// A cross-post takes time linear in the draft's size for every target: drafts of n and 4n bytes, the larger under 7×
/// the time of the smaller (4× when linear, 16× when quadratic). Dense drafts (mentions in every platform's form, bare
/// domains, URLs, emoji, CJK), and drafts of bare domains alone: each a link on some targets and a near miss on
/// Mastodon, so that every warning looks up a hint (once a linear search from the start: quadratic).
@Suite struct CrosspostScalingTests {
    struct Case: CustomStringConvertible, Sendable {
        let targets: [String]
        let pieces: [String]
        let name: String
        var description: String { "\(name) for \(targets.joined(separator: ","))" }
    }

    static let dense = CrosspostDrafts.mentions + CrosspostDrafts.urls + ["example.com", "🎉", "👨‍👩‍👧", "今日は新しい", "#tag", "$CASH", "text."]
    static let domains = ["example.com", "ko-fi.com", "example.org/path"]

    static let cases: [Case] =
        [["twitter"], ["bluesky"], ["mastodon"], ["twitter", "bluesky", "mastodon"]].map { Case(targets: $0, pieces: dense, name: "dense text") }
        + [Case(targets: ["mastodon"], pieces: domains, name: "bare domains"), Case(targets: ["twitter", "mastodon"], pieces: domains, name: "bare domains")]

    /// About `bytes` bytes of draft, words drawn from `pieces` by a seeded generator.
    static func draft(bytes: Int, of pieces: [String]) -> String {
        var random = SeededRandom(seed: 46)
        var draft = ""
        while draft.utf8.count < bytes { draft += pieces.randomElement(using: &random)! + " " }
        return draft
    }

    @Test(arguments: cases)
    func crosspostsInLinearTime(_ row: Case) throws {
        let targets = try row.targets.map { Highlighter(profile: try #require(Profile.named($0))) }
        let small = Self.draft(bytes: 50_000, of: row.pieces)
        let large = Self.draft(bytes: 200_000, of: row.pieces)
        let clock = ContinuousClock()
        var crosspost: Crosspost?
        let once = try (0..<5).map { _ in try clock.measure { crosspost = try Crosspost(small, targets: targets, directory: CrosspostDrafts.directory) } }.min()!
        let fourTimes = try (0..<5).map { _ in try clock.measure { _ = try Crosspost(large, targets: targets, directory: CrosspostDrafts.directory) } }.min()!
        #expect(fourTimes < once * 7, "\(once) for n, \(fourTimes) for 4n")
        // The drafts are as dense as meant: each target links or hints at thousands of words.
        let result = try #require(crosspost)
        #expect(result.targets.allSatisfy { $0.entities.count + $0.hints.count > 1_000 }, "\(result.targets.map { ($0.entities.count, $0.hints.count) })")
    }
}

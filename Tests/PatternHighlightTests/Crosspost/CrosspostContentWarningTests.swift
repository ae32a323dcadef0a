import PatternHighlight
import PatternHighlightTestSupport
import Testing

/// A content warning is never cut: a `CW:` line is posted whole at the start of the first part, with text after it,
/// or the target says it cannot post (its ``CrosspostTarget/failure``) while the other targets are answered; the same
/// for a Mastodon field that leaves no room.
@Suite struct CrosspostContentWarningTests {
    static let targets = [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]

    static func words(_ count: Int) -> String { (0..<count).map { "word\($0)" }.joined(separator: " ") }

    @Test(arguments: [20, 120, 200, 260])
    func aWarningThatFitsIsPostedWholeInTheFirstPartWithTextAfterIt(length: Int) throws {
        let warning = (0..<(length / 8)).map { _ in "spoiler" }.joined(separator: " ")
        let crosspost = try Crosspost(Self.words(150), targets: Self.targets, contentWarning: warning, contentWarningPrefix: true)
        for target in crosspost.targets where target.profile.id != "mastodon" {
            #expect(target.failure == nil, "\(target.profile.id)")
            let first = try #require(target.parts.first)
            let line = "CW: \(warning)\n\n"
            #expect(first.post.text.hasPrefix(line), "\(target.profile.id): \(first.post.text.prefix(40))")
            #expect(first.post.text.count > line.count, "\(target.profile.id): the first part is more than the warning")
            // No other part holds any of the warning, and every part is postable by its own count.
            #expect(target.parts.dropFirst().allSatisfy { !$0.post.text.contains("spoiler") }, "\(target.profile.id)")
            #expect(target.parts.allSatisfy { $0.part.count.bluesky?.postValid ?? $0.part.count.valid })
        }
        let mastodon = try #require(crosspost.targets.last)
        #expect(mastodon.parts.allSatisfy { ($0.post as? MastodonStatus)?.contentWarning == warning && !$0.post.text.contains("spoiler") })
    }

    @Test func aWarningThatLeavesNoRoomFailsThatTargetAndTheOthersAreAnswered() throws {
        // 320 characters: over X's 280 and Bluesky's 300 as a CW: line, within Mastodon's 500 as a field.
        let warning = String(repeating: "w", count: 320)
        let crosspost = try Crosspost("hello world", targets: Self.targets, contentWarning: warning, contentWarningPrefix: true)
        for target in crosspost.targets.prefix(2) {
            guard case .contentWarningTooLong(let profile, let used, let limit) = try #require(target.failure) else {
                Issue.record("\(target.profile.id): \(String(describing: target.failure))")
                continue
            }
            #expect(profile == target.profile.id && used >= limit && limit > 0)
            #expect(!target.valid && target.parts.isEmpty)
            #expect(crosspost.verdict.failures.contains { $0.profile == profile })
        }
        let mastodon = try #require(crosspost.targets.last)
        #expect(mastodon.failure == nil && mastodon.valid && mastodon.parts.count == 1)
        // A field of 600 characters leaves Mastodon no room; the others, without the prefix, are answered.
        let long = try Crosspost("hello world", targets: Self.targets, contentWarning: String(repeating: "w", count: 600))
        #expect(long.targets.prefix(2).allSatisfy { $0.failure == nil && $0.valid })
        #expect(long.targets.last?.failure == .contentWarningTooLong(profile: "mastodon", used: 600, limit: 500))
        #expect(String(describing: long.targets.last!.failure!).contains("content warning takes 600 of the 500"))
    }

    @Test func aSplitWhoseFieldLeavesNoRoomSaysSo() {
        #expect(throws: SplitError.contentWarningTooLong(profile: "mastodon", used: 500, limit: 500)) {
            try Highlighter(profile: .mastodon).annotate("hello").split(contentWarning: String(repeating: "w", count: 500))
        }
    }
}

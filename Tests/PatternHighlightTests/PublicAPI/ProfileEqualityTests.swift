import PatternHighlight
import Testing

/// `Profile` is a value a backend compares and keys by: equal when name, kinds and counting rule are.
@Suite struct ProfileEqualityTests {
    @Test func profilesCompareByWhatTheyDecide() {
        #expect(Highlighter(profile: .twitter).profile == .twitter)
        #expect(Profile.named("bluesky") == .bluesky)
        #expect(Profile.twitter != .bluesky)
        #expect(Highlighter(profile: .twitter, options: .markdownLinks).profile != .twitter)
        #expect(Profile.twitter.counting(.twitter(.v2)) != .twitter)
        #expect(Profile.twitter.counting(.twitter(.v3)) == .twitter)
        let targets = [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]
        let byProfile = Dictionary(uniqueKeysWithValues: targets.map { ($0.profile, $0.profile.name) })
        #expect(byProfile[.mastodon] == "mastodon" && byProfile.count == 3)
    }
}

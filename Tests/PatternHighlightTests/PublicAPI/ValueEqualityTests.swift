import PatternHighlight
import Testing

/// `Annotation`, `CrosspostTarget` and `Crosspost` are `Equatable` (issue #48, item 3): equal when made of the same
/// text under the same rules, different when the text, the profile, its counting rule or its options differ.
/// Through the public API only.
@Suite struct ValueEqualityTests {
    static let texts = ["hi @bob 👋🏽 #tag https://example.com", "日本語の #タグ と @jack", "[docs](https://example.com/d) ko-fi.com"]

    @Test(arguments: texts)
    func annotationsCompareWhatTheyHold(text: String) {
        let twitter = Highlighter(profile: .twitter, options: .hints)
        #expect(twitter.annotate(text) == Highlighter(profile: .twitter, options: .hints).annotate(text))
        #expect(twitter.annotate(text) != twitter.annotate(text + " "))
        #expect(twitter.annotate(text) != Highlighter(profile: .twitter).annotate(text))
        #expect(twitter.annotate(text) != Highlighter(profile: .mastodon, options: .hints).annotate(text))
        #expect(twitter.annotate(text)
            != Highlighter(profile: Profile.twitter.counting(.twitter(.v2)), options: .hints).annotate(text))
        #expect(twitter.annotate(text) != Highlighter(profile: .twitter, options: [.hints, .markdownLinks]).annotate(text))
    }

    static func crosspost(_ draft: String, contentWarning: String = "") throws -> Crosspost {
        try Crosspost(
            draft, targets: [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)],
            directory: try MentionDirectory([[.twitter: "jack", .bluesky: "jack.bsky.social"]]), contentWarning: contentWarning)
    }

    @Test(arguments: texts)
    func crosspostsCompareWhatTheyHold(draft: String) throws {
        let crosspost = try Self.crosspost(draft)
        #expect(crosspost == (try Self.crosspost(draft)))
        #expect(crosspost.targets == (try Self.crosspost(draft)).targets)
        #expect(crosspost != (try Self.crosspost(draft + "!")))
        let warned = try Self.crosspost(draft, contentWarning: "film")
        #expect(crosspost != warned)
        #expect(crosspost.targets[2] != warned.targets[2])
        #expect(crosspost.targets[0] != crosspost.targets[1])
    }
}

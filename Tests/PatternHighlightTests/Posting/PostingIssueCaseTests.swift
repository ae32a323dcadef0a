import PatternHighlight
import PatternHighlightTestSupport
import Testing

/// The cases of issue #46 ("What is counted is what is posted"), each as it was reported.
@Suite struct PostingIssueCaseTests {
    static let words = (0..<80).map { "word\($0)" }.joined(separator: " ")

    /// `[docs](https://example.com/docs) ` plus 80 words under bluesky with markdown links: the parts are ranges of
    /// the draft (the second no longer "starts" mid-word).
    @Test func markdownLinkPartsAreRangesOfTheDraft() throws {
        let text = "[docs](https://example.com/docs) " + Self.words + " " + Self.words
        let annotation = Highlighter(profile: .bluesky, options: .markdownLinks).annotate(text)
        let parts = try annotation.split().parts
        #expect(parts.count > 1)
        for part in parts {
            #expect(try part.text == annotation.text(in: part.range))
            #expect(part.text.hasPrefix("word") || part.text.hasPrefix("[docs]"), "\(part.text.prefix(12))")
        }
        #expect(parts.last?.range.upperBound == annotation.length(in: .utf8))
    }

    /// A markdown link written inside a URL is part of the URL: posted and counted as written, no link to
    /// evil.example, and the post is what the count counts.
    @Test func aLinkInsideAURLIsTheURL() throws {
        let text = "see https://example.com/[docs](https://evil.example)/2026/01/a-very-long-post-title-here end"
        let annotation = Highlighter(profile: .bluesky, options: .markdownLinks).annotate(text)
        #expect(annotation.entities.map(\.kind) == [.url])
        #expect(annotation.entities[0].range == 4..<88)
        let post = try #require(BlueskyPost(annotation))
        #expect(!post.facets.contains { $0.value.contains("evil.example") && $0.kind == .link })
        #expect(post.text.utf8.count == annotation.count.bluesky?.postedBytes)
        #expect(post.text.count == annotation.count.bluesky?.displayGraphemes)
    }

    /// 45 words and a long Wikipedia link under bluesky: 311 graphemes as written, 257 as the app posts it; valid
    /// says what the platform accepts.
    @Test func validIsThePlatformsVerdict() throws {
        let link = "https://en.wikipedia.org/wiki/Swift_(programming_language)#History_and_development_of_the_language_since_2014"
        var text = (0..<45).map { _ in "word" }.joined(separator: " ") + " " + link
        while text.count < 311 { text = "a" + text }
        let count = Highlighter(profile: .bluesky).annotate(text).count
        let figures = try #require(count.bluesky)
        #expect(figures.graphemes > 300 && figures.displayGraphemes <= 300)
        #expect(count.valid && figures.postValid)
        let target = try Crosspost(text, targets: [Highlighter(profile: .bluesky)]).targets[0]
        #expect(target.valid == target.count.valid)
    }

    /// A person with no Mastodon account is posted there as plain text: the warning says so, and no Mastodon hint is
    /// about that text, which the person never wrote.
    @Test func noHintAboutAMentionPostedAsPlainText() throws {
        let directory = try MentionDirectory([["bluesky": "only.bsky.social"]])
        let crosspost = try Crosspost(
            "thanks @only.bsky.social for this", targets: [Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)],
            directory: directory)
        let mastodon = crosspost.targets[1]
        #expect(mastodon.parts[0].post.text == "thanks only.bsky.social for this")
        #expect(crosspost.warnings.contains { $0.profile == "mastodon" && $0.code == .mentionNotOnPlatform && $0.range == 7..<24 })
        #expect(!mastodon.hints.contains { $0.range.overlaps(7..<24) }, "\(mastodon.hints)")
    }
}

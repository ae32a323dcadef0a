import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// What each platform posts and counts for markdown links: the posted text against one built beside the random text
/// from the spec's rules; the count against the platform's own counter on the posted text (twitter-text's
/// `parseTweet` under `node`, Mastodon's server code); Bluesky's link facets on the labels' bytes.
@Suite struct MarkdownLinkPostingTests {
    static let seeds: [UInt64] = [1, 2, 3]

    static func texts(seed: UInt64, count: Int = 60) -> [MarkdownLinkText] {
        var random = SeededRandom(seed: 0x3D_11AC &+ seed)
        return (0..<count).map { _ in MarkdownLinkText.make(items: Int.random(in: 1...40, using: &random), using: &random) }
    }

    @Test(arguments: Profile.all.map(\.name), seeds)
    func thePostedTextIsTheSpecs(_ profileName: String, seed: UInt64) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)), options: .markdownLinks)
        let style = highlighter.profile.policy.markdownLinkPosting
        for sample in Self.texts(seed: seed) {
            let annotation = highlighter.annotate(sample.text)
            let links = annotation.entities.filter { $0.kind == .link }
            #expect(links.map { $0.label! } == sample.links.map(\.label), "\(sample.text.debugDescription)")
            #expect(links.map(\.value) == sample.links.map(\.url))
            let post = PostedText(annotation)
            #expect(post.text == sample.posted[style], "\(profileName): \(sample.text.debugDescription)")
            // Every entity moved into the posted text shows what it showed, a link what its style shows.
            for (moved, entity) in zip(post.entities, annotation.entities) {
                let shown = String(decoding: post.utf8[moved.range], as: UTF8.self)
                if entity.kind == .link {
                    #expect(shown == String(decoding: PostedText.shownBytes(label: entity.label!, url: entity.value, as: style), as: UTF8.self))
                } else {
                    #expect(try shown == annotation.text(in: entity.range))
                }
            }
            // The count is the count of the posted text.
            #expect(annotation.count == highlighter.profile.counting.count(post.text))
        }
    }

    @Test(arguments: seeds)
    func profilesPostAsTheirPlatforms(seed: UInt64) {
        #expect(Profile.bluesky.policy.markdownLinkPosting == .labelWithLink)
        #expect(Profile.twitter.policy.markdownLinkPosting == .labelThenURL)
        #expect(Profile.mastodon.policy.markdownLinkPosting == .labelThenURL)
        #expect(Profile.simple.policy.markdownLinkPosting == .asWritten)
    }

    @Test(.enabled(if: ReferenceOracle.isAvailable, ReferenceOracle.skipReason), arguments: seeds)
    func twitterCountsWhatTwitterTextCountsOfThePost(seed: UInt64) throws {
        let highlighter = Highlighter(profile: .twitter, options: .markdownLinks)
        let samples = Self.texts(seed: seed)
        let results = try ReferenceOracle.results(for: samples.map { $0.posted[.labelThenURL]! })
        var linked = 0
        for (sample, result) in zip(samples, results) {
            let count = try #require(highlighter.annotate(sample.text).count.twitter)
            let expected = try #require(result["v3"].flatMap(ParseTweetFields.init))
            #expect(ParseTweetFields(count) == expected, "\(sample.text.debugDescription)")
            linked += sample.links.count
        }
        #expect(linked > 50, "\(linked) links")
    }

    @Test(.enabled(if: MastodonOracle.isAvailable, MastodonOracle.skipReason), arguments: seeds)
    func mastodonCountsWhatTheServerCountsOfThePost(seed: UInt64) throws {
        let highlighter = Highlighter(profile: .mastodon, options: .markdownLinks)
        let samples = Self.texts(seed: seed)
        let lengths = try MastodonOracle.lengths(for: samples.map { ($0.posted[.labelThenURL]!, "") })
        for (sample, length) in zip(samples, lengths) {
            let count = highlighter.annotate(sample.text).count
            #expect(count.mastodon?.length == length, "\(sample.text.debugDescription)")
            #expect(count.valid == (length > 0 && length <= 500))
        }
    }

    @Test(arguments: seeds)
    func blueskyLinkFacetsCoverTheLabels(seed: UInt64) throws {
        let highlighter = Highlighter(profile: .bluesky, options: .markdownLinks)
        var facets = 0
        for sample in Self.texts(seed: seed) {
            let annotation = highlighter.annotate(sample.text)
            let post = try #require(BlueskyPost(annotation))
            let bytes = Array(post.text.utf8)
            // The markdown links' facets, in order: each on the label's bytes in the posted text, its URI the URL;
            // a label that Bluesky reads an entity in is posted as that entity instead (the pieces are apart, so the
            // label alone says).
            let linkFacets = post.facets.filter { $0.kind == .link }
            let linked = sample.links.filter { Highlighter(profile: .bluesky).annotate($0.label).entities.isEmpty }
            #expect(linkFacets.map(\.value) == linked.map(\.url), "\(sample.text.debugDescription)")
            for (facet, link) in zip(linkFacets, linked) {
                let trimmedLabel = String(decoding: bytes[facet.range], as: UTF8.self)
                #expect(link.label.hasPrefix(trimmedLabel) && !trimmedLabel.isEmpty, "\(trimmedLabel) of \(link.label)")
                facets += 1
            }
            // No facet overlaps another, and each lies in the text.
            #expect(zip(post.facets, post.facets.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound })
            #expect(post.facets.allSatisfy { $0.range.upperBound <= bytes.count })
            // The count is the app's count of the text with labels in place of the links.
            #expect(annotation.count == CountingRule.bluesky.count(sample.posted[.labelWithLink]!))
        }
        #expect(facets > 50)
    }

    @Test(.enabled(if: ReferenceOracle.isAvailable, ReferenceOracle.skipReason))
    func twitterSplitPartsArePostableByTwitterText() throws {
        var random = SeededRandom(seed: 0x5B_117)
        let sample = MarkdownLinkText.make(items: 600, using: &random)
        let thread = try Highlighter(profile: .twitter, options: .markdownLinks).annotate(sample.text).split()
        #expect(thread.parts.count > 2)
        let posts = try thread.parts.map { try #require($0.posted).text }
        for (post, result) in zip(posts, try ReferenceOracle.results(for: posts)) {
            #expect(result["v3"]?["valid"]?.boolValue == true, "\(post.debugDescription)")
        }
    }

    @Test(.enabled(if: MastodonOracle.isAvailable, MastodonOracle.skipReason))
    func mastodonSplitPartsArePostableByTheServer() throws {
        var random = SeededRandom(seed: 0x5B_118)
        let sample = MarkdownLinkText.make(items: 600, using: &random)
        let thread = try Highlighter(profile: .mastodon, options: .markdownLinks).annotate(sample.text).split()
        #expect(thread.parts.count > 2)
        let posts = try thread.parts.map { try #require($0.posted).text }
        for (post, length) in zip(posts, try MastodonOracle.lengths(for: posts.map { ($0, "") })) {
            #expect(length > 0 && length <= 500, "\(post.debugDescription)")
        }
    }
}

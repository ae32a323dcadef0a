import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// Splits of long random texts judged by each platform's own counter, not the library's: twitter by the twitter-text
/// 3.1.0 bundle under `node` (parseTweet v3), mastodon by Mastodon 4.6.5's server code (`run.sh`, Ruby), bluesky by
/// the posting rules applied to each part's text independently of the count arithmetic (``BlueskyPost``: the posted
/// text not empty and within 3,000 bytes, the display text within 300 graphemes). Every part must be postable, no
/// entity cut, and no part may stop at whitespace while the next word still fits, except at a line break or sentence
/// end where it holds half the limit.
@Suite struct ThreadSplitOracleTests {
    static let seeds: [UInt64] = [11, 12, 13, 14]

    /// Three corpus-like texts, one without line breaks or sentence ends (where every cut must be the farthest), and
    /// one with a word longer than any post (cut on grapheme boundaries, each cut the farthest: Hangul, weighted like
    /// ideographs, has no line-break opportunity between its syllables).
    static func texts(seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        let long = "前文 #tag " + (0..<Int.random(in: 700...900, using: &random)).map { _ in ["한", "글", "👍🏽", "a", "🇫🇷", "é"].randomElement(using: &random)! }.joined() + " end"
        return (0..<4).map { index in
            ThreadChecks.corpusText(words: Int.random(in: 300...1200, using: &random), plain: index == 3, using: &random)
        } + [long]
    }

    func check(_ profile: Profile, seed: UInt64, contentWarning: String = "", judge: ThreadChecks) throws -> ThreadChecks.Tally {
        var tally = ThreadChecks.Tally()
        for text in Self.texts(seed: seed) {
            let annotation = Highlighter(profile: profile).annotate(text)
            let thread = try annotation.split(contentWarning: contentWarning)
            #expect(thread.parts.count > 1)
            let problems = try judge.problems(in: thread, of: annotation, tally: &tally)
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
        #expect(tally.extensionsJudged > 0)
        #expect(tally.clusterCutsJudged > 0)
        return tally
    }

    @Test(.enabled(if: ReferenceOracle.isAvailable, ReferenceOracle.skipReason), arguments: seeds)
    func twitterPartsAgreeWithTwitterText(seed: UInt64) throws {
        let judge = ThreadChecks { texts in
            try ReferenceOracle.results(for: texts).map { result in
                let fields = try #require(result["v3"].flatMap(ParseTweetFields.init))
                return .init(postable: fields.valid, half: 2 * fields.weightedLength >= 280)
            }
        }
        _ = try check(.twitter, seed: seed, judge: judge)
    }

    @Test(.enabled(if: MastodonOracle.isAvailable, MastodonOracle.skipReason), arguments: seeds.prefix(2), ["", "CW: long thread"])
    func mastodonPartsAgreeWithTheServer(seed: UInt64, contentWarning: String) throws {
        let judge = ThreadChecks { texts in
            try MastodonOracle.lengths(for: texts.map { ($0, contentWarning) }).map { length in
                .init(postable: length > 0 && length <= 500, half: 2 * length >= 500)
            }
        }
        _ = try check(.mastodon, seed: seed, contentWarning: contentWarning, judge: judge)
    }

    @Test(arguments: seeds)
    func blueskyPartsArePostable(seed: UInt64) throws {
        let judge = ThreadChecks { texts in
            texts.map { text in
                let annotation = Highlighter(profile: .bluesky).annotate(text)
                let posted = BlueskyPost(annotation)!.text
                let display = BlueskyPost.display(annotation)!.text
                return .init(
                    postable: !posted.isEmpty && posted.utf8.count <= 3000 && display.count <= 300,
                    half: 2 * display.count >= 300 || 2 * posted.utf8.count >= 3000)
            }
        }
        _ = try check(.bluesky, seed: seed, judge: judge)
    }
}

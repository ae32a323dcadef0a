import PatternHighlight
import PatternHighlightTestSupport
import Testing

/// The promise where features combine: over random drafts that glue markdown links to URLs, mentions and tags
/// (a link written inside a URL, a mention in a label), under every platform with and without markdown links,
/// every part's range is the draft's, and what is posted is what is counted.
@Suite struct PostedFormPropertyTests {
    struct Case: CustomStringConvertible, Sendable {
        let profile: String
        let markdownLinks: Bool
        let seed: UInt64
        var description: String { "\(profile)\(markdownLinks ? " with markdown links" : ""), seed \(seed)" }
    }

    static let cases: [Case] = ["twitter", "bluesky", "mastodon"].flatMap { profile in
        [false, true].flatMap { links in (1...3).map { Case(profile: profile, markdownLinks: links, seed: UInt64($0)) } }
    }

    static let words = [
        "hello", "world", "@alice", "@alice.bsky.social", "@bob@mastodon.social", "#swift", "$AAPL", "example.com", "👩‍👩‍👧",
        "今日は新しい", "é", "(see)", "end.", "https://example.com/", "https://en.wikipedia.org/wiki/Swift_(programming_language)",
        "https://example.com/2026/01/a-very-long-post-title-here",
    ]
    static let labels = ["docs", "@alice.bsky.social", "#tag", "example.com", "https://example.com/x", "two words", "日本語"]
    static let urls = ["https://evil.example", "https://example.com/docs", "https://github.com/swiftlang/swift/pull/12345/files"]

    /// A draft of `items` pieces, a quarter of them glued to the one before (no space), so that links meet URLs.
    static func draft(items: Int, using random: inout SeededRandom) -> String {
        var text = ""
        for index in 0..<items {
            if index > 0 && Int.random(in: 0..<4, using: &random) != 0 { text += Int.random(in: 0..<10, using: &random) == 0 ? "\n" : " " }
            if Int.random(in: 0..<3, using: &random) == 0 {
                text += "[\(labels.randomElement(using: &random)!)](\(urls.randomElement(using: &random)!))"
            } else {
                text += words.randomElement(using: &random)!
            }
        }
        return text
    }

    static func highlighter(_ row: Case) throws -> Highlighter {
        let profile = try #require(Profile.named(row.profile))
        return Highlighter(profile: profile, options: row.markdownLinks ? .markdownLinks : [])
    }

    @Test(arguments: cases)
    func partsAreTheDraftsAndEachPostIsWhatItCounts(_ row: Case) throws {
        let highlighter = try Self.highlighter(row)
        let plain = try Self.highlighter(Case(profile: row.profile, markdownLinks: false, seed: 0))
        var random = SeededRandom(seed: row.seed)
        for _ in 0..<4 {
            let annotation = highlighter.annotate(Self.draft(items: 200, using: &random))
            let thread = try annotation.split()
            #expect(thread.parts.count > 1)
            var previousEnd = 0
            for (index, part) in thread.parts.enumerated() {
                // The part's range is the draft's, in every unit, with white space alone before it.
                #expect(try part.text == annotation.text(in: part.range), "part \(index)")
                for unit in OffsetUnit.allCases { #expect(try part.range(in: unit) == annotation.range(part.range, in: unit)) }
                #expect(try annotation.text(in: previousEnd..<part.range.lowerBound).allSatisfy { $0.isWhitespace }, "before part \(index)")
                previousEnd = part.range.upperBound
                // What is posted, counted again by the platform's rule, is the part's count, and it fits.
                let posted = part.posted?.text ?? part.text
                let recount = plain.annotate(posted).count
                if row.profile != "bluesky" {
                    #expect(recount == part.count, "part \(index): \(posted.debugDescription)")
                    #expect(part.count.valid)
                }
                if let post = part.blueskyPost, let figures = part.count.bluesky {
                    #expect(post.isValid, "part \(index): \(post.text.debugDescription)")
                    #expect(post.text.utf8.count == figures.postedBytes, "part \(index): \(post.text.debugDescription)")
                    #expect(figures.postValid)
                }
            }
            #expect(try annotation.text(in: previousEnd..<annotation.length(in: .utf8)).allSatisfy { $0.isWhitespace })
        }
    }

    @Test(arguments: cases.filter { $0.profile == "bluesky" })
    func aBlueskyPostIsWhatItsCountCounts(_ row: Case) throws {
        let highlighter = try Self.highlighter(row)
        var random = SeededRandom(seed: row.seed)
        for _ in 0..<40 {
            let annotation = highlighter.annotate(Self.draft(items: 12, using: &random))
            let post = try #require(BlueskyPost(annotation))
            let figures = try #require(annotation.count.bluesky)
            #expect(post.text.utf8.count == figures.postedBytes, "\(annotation.text.debugDescription) posts \(post.text.debugDescription)")
        }
    }
}

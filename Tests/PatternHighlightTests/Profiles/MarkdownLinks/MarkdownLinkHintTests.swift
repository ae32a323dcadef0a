import Testing
@testable import PatternHighlight

/// Markdown links and hints together: a text without links gets the hints of its profile alone, each with the
/// profile's own reason (the links' recognizer hands over its base's near-miss rule).
@Suite struct MarkdownLinkHintTests {
    /// Every row of the near-miss table (none holds a link) gives the same hints, reasons and messages with markdown
    /// links on as without them, in an annotation and in a live document.
    @Test(arguments: NearMissHintCaseTests.rows)
    func linksLeaveTheProfilesHints(_ row: NearMissHintCaseTests.Row) throws {
        let profile = try #require(Profile.named(row.profile))
        let alone = Highlighter(profile: profile, options: .hints)
        let withLinks = Highlighter(profile: profile, options: [.markdownLinks, .hints])
        let expected = alone.annotate(row.text).hints
        #expect(withLinks.annotate(row.text).hints == expected)
        #expect(HighlightDocument(row.text, highlighter: withLinks).hints == expected)
    }

    /// The reviewer's case: under Mastodon a bare domain is missed for its lack of a scheme, links on or off.
    @Test func aBareDomainUnderMastodonHasNoScheme() throws {
        let highlighter = Highlighter(profile: .mastodon, options: [.markdownLinks, .hints])
        let hint = try #require(highlighter.annotate("see ko-fi.com [docs](https://example.com/d)").hints.first)
        #expect(hint.reason == .noScheme)
        #expect(hint.range == 4..<13)
    }
}

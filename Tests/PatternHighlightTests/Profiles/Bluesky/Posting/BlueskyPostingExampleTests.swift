import Testing
@testable import PatternHighlight

/// The worked examples of the display text and count (each computed by the official app's own functions): the
/// display text, the display facets' ranges, the display count, and the posted text.
@Suite struct BlueskyPostingExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        let display: String
        let facets: [Range<Int>]
        let count: Int
        var posted: String? = nil
        var testDescription: String { name }
    }

    static let e19Input = String(repeating: "1234567890#", count: 20) + "1234567890" + "\n" + "https://www.example.com/"
        + String(repeating: "1234567890_", count: 55) + "1234567890"
    static let e20Input = String(repeating: "👩‍👩‍👧‍👦", count: 300)

    static let examples: [Example] = [
        Example(name: "E1", input: "Read https://en.wikipedia.org/wiki/Swift_(programming_language) now",
                display: "Read en.wikipedia.org/wiki/Swift_(... now", facets: [5..<37], count: 41),
        Example(name: "E2", input: "https://bsky.app/about", display: "bsky.app/about", facets: [0..<14], count: 14),
        Example(name: "E3", input: "https://example.com/abcdefghijklmn", display: "example.com/abcdefghijklmn",
                facets: [0..<26], count: 26),
        Example(name: "E4", input: "https://example.com/abcdefghijklmno", display: "example.com/abcdefghijkl...",
                facets: [0..<27], count: 27),
        Example(name: "E5", input: "https://example.com/search?q=swift#results", display: "example.com/search?q=swi...",
                facets: [0..<27], count: 27),
        Example(name: "E6", input: "https://www.example.com/", display: "www.example.com", facets: [0..<15], count: 15),
        Example(name: "E7", input: "https://example.com/café", display: "example.com/caf%C3%A9", facets: [0..<21], count: 21),
        Example(name: "E8", input: "a https://x.com/abc b https://github.com/apple/swift/pull/12345 c http://example.com:8080/",
                display: "a x.com/abc b github.com/apple/swift/... c example.com:8080", facets: [2..<11, 14..<40, 43..<59],
                count: 59),
        Example(name: "E9", input: "https://github.com/simonetthomas/Blue_Thread/issues @alice.bsky.social #threads",
                display: "github.com/simonetthoma... @alice.bsky.social #threads", facets: [0..<26, 27..<45, 46..<54],
                count: 54),
        Example(name: "E10", input: "👩‍👩‍👧‍👦 https://example.com/some/long/path/to/page",
                display: "👩‍👩‍👧‍👦 example.com/some/long/pa...", facets: [26..<53], count: 29),
        Example(name: "E11", input: "example.com/a/very/long/path stays", display: "example.com/a/very/long/path stays",
                facets: [0..<28], count: 34),
        Example(name: "E12", input: "https://münchen.de/straße", display: "xn--mnchen-3ya.de/stra%C3%9Fe", facets: [0..<29],
                count: 29),
        Example(name: "E13", input: "https://user:pw@EXAMPLE.com:443/Path", display: "example.com/Path", facets: [0..<16],
                count: 16),
        Example(name: "E14", input: "(see https://example.com/abcdefghijklmnopq).", display: "(see example.com/abcdefghijkl...).",
                facets: [5..<32], count: 34),
        Example(name: "E15", input: "https://example.com/? and https://example.com/#", display: "example.com? and example.com",
                facets: [0..<11, 17..<28], count: 28),
        Example(name: "E16", input: "example.com/café @alice.test", display: "example.com/café @alice.test",
                facets: [0..<17, 18..<29], count: 28),
        Example(name: "E17", input: "example.com/café https://example.org/very/long/path/here",
                display: "example.com/café example.org/very/long/pa...", facets: [0..<17, 18..<45], count: 44),
        Example(name: "E18", input: "\n\nhello https://x.com/abc   \n\n\n\nbye  ", display: "\n\nhello x.com/abc   \n\n\n\nbye  ",
                facets: [8..<17], count: 29, posted: "hello x.com/abc   \n\nbye"),
        Example(name: "E19", input: e19Input, display: String(e19Input.utf8.prefix(231))! + "www.example.com/1234567890_1...",
                facets: [231..<262], count: 262),
        Example(name: "E20", input: e20Input, display: e20Input, facets: [], count: 300),
    ]

    @Test(arguments: examples)
    func displayTextFacetsAndCount(_ example: Example) throws {
        let annotation = Highlighter(profile: .bluesky).annotate(example.input)
        let display = try #require(BlueskyPost.display(annotation))
        #expect(display.text == example.display)
        #expect(display.facets.map(\.range) == example.facets)
        // Every link keeps its full URI.
        let links = annotation.entities.filter { $0.kind == .url }
        #expect(display.facets.filter { $0.kind == .url }.map(\.value) == links.map(\.value))
        let count = try #require(annotation.count.bluesky)
        #expect(count.displayGraphemes == example.count)
        #expect(count.displayGraphemes == example.display.count)
        let post = try #require(BlueskyPost(annotation))
        #expect(post.text == (example.posted ?? example.display))
        #expect(count.postedBytes == post.text.utf8.count)
        // The document keeps the same figures.
        let document = HighlightDocument(example.input, highlighter: Highlighter(profile: .bluesky))
        #expect(document.count.bluesky == count)
        #expect(BlueskyPost(document) == post)
    }

    @Test func e18PostedFacetsMove() throws {
        let post = try #require(BlueskyPost(Highlighter(profile: .bluesky).annotate("\n\nhello https://x.com/abc   \n\n\n\nbye  ")))
        #expect(post.facets.map(\.range) == [6..<15])
        #expect(post.facets[0].value == "https://x.com/abc")
    }

    @Test func e19IsWithinTheLimitForTheAppButNotAsWritten() throws {
        let count = try #require(Highlighter(profile: .bluesky).annotate(Self.e19Input).count.bluesky)
        #expect(count.graphemes == 870)
        #expect(count.postValid)
    }

    @Test func e20PassesTheCounterButNotTheServer() throws {
        let count = try #require(Highlighter(profile: .bluesky).annotate(Self.e20Input).count.bluesky)
        #expect(count.displayGraphemes == 300)
        #expect(count.postedBytes == 7500)
        #expect(!count.postValid)
    }

    @Test func otherProfilesHaveNoPost() {
        #expect(BlueskyPost(Highlighter(profile: .twitter).annotate("https://x.com/abc")) == nil)
    }
}

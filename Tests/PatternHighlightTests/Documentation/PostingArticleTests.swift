import Testing
import PatternHighlight

/// The snippets of the DocC article "Posting to Bluesky" (`PatternHighlight.docc/Posting.md`), as written there,
/// with the values its comments promise: the article's code compiles and says what the library does.
@Suite struct PostingArticleTests {
    @Test func shortForms() {
        #expect(BlueskyShortLink.shortForm(of: "https://github.com/simonetthomas/Blue_Thread/issues") == "github.com/simonetthoma...")
        #expect(BlueskyShortLink.shortForm(of: "https://münchen.de/straße") == "xn--mnchen-3ya.de/stra%C3%9Fe")
    }

    @Test func displayCount() throws {
        let text = "Read https://en.wikipedia.org/wiki/Swift_(programming_language) now"
        let count = try #require(Highlighter(profile: .bluesky).annotate(text).count.bluesky)
        #expect(count.graphemes == 67)
        #expect(count.displayGraphemes == 41)
        #expect(count.postValid)
        let families = try #require(Highlighter(profile: .bluesky).annotate(String(repeating: "👨‍👩‍👧‍👦", count: 300)).count.bluesky)
        #expect(families.displayGraphemes == 300 && families.postedBytes == 7_500 && !families.postValid)
    }

    @Test func post() throws {
        let annotation = Highlighter(profile: .bluesky).annotate("\n\nhello https://x.com/abc   \n\n\n\nbye  ")
        let post = try #require(BlueskyPost(annotation))
        #expect(post.text == "hello x.com/abc   \n\nbye")
        #expect(post.facets[0].range == 6..<15)
        #expect(post.facets[0].value == "https://x.com/abc")
        #expect(BlueskyPost.display(annotation)?.text == "\n\nhello x.com/abc   \n\n\n\nbye  ")
    }

    @Test func linkCards() {
        let highlighter = Highlighter(profile: .bluesky)
        #expect(highlighter.annotate("see https://appealing.so").card?.isSettled == false)
        #expect(highlighter.annotate("see https://appealing.so, ok").card?.isSettled == true)
        #expect(highlighter.annotate("https://bsky.app/profile/alice.test/post/3k2a").card?.isQuote == true)
    }

    @Test func threads() throws {
        let text = String(repeating: "Swift is fun. ", count: 30) + "https://en.wikipedia.org/wiki/Swift_(programming_language)"
        let thread = try Highlighter(profile: .bluesky).annotate(text).split()
        #expect(thread.parts.map { $0.range(in: .utf16) } == [0..<293, 294..<478])
        #expect(thread.parts.map { $0.count.bluesky!.displayGraphemes } == [293, 158])
        #expect(thread.parts[1].blueskyPost!.text.hasSuffix("en.wikipedia.org/wiki/Swift_(..."))
    }
}

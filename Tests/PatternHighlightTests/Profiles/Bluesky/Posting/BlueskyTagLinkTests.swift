import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// A link inside a tag (`#DevOps2026(https://docs.swift.org/dQw4w9WgXcQ)`): the reference keeps both facets and the
/// app shortens the link, so the display text, the count and the tag's range in the posted record follow
/// `specs/bluesky-posting.md` §3. Checked against a literal reading of §3 (every insert and delete applied to every
/// facet of the reference, overlaps included), on the issue's text and on generated ones.
@Suite struct BlueskyTagLinkTests {
    /// §3 as written, with the byte-exact insertion (k = |R|₈): the display text and every facet's range after it.
    static func referenceDisplay(_ text: String) -> (text: [UInt8], facets: [(kind: EntityKind, range: Range<Int>)]) {
        var bytes = Array(text.utf8)
        var facets = BlueskyFourPassReference().facets(in: text).map { (kind: $0.kind, start: $0.range.lowerBound, end: $0.range.upperBound) }
        for index in facets.indices where facets[index].kind == .url {
            let (s, e) = (facets[index].start, facets[index].end)
            guard s < e else { continue }  // removed by an earlier step
            let short = Array(BlueskyShortLink.shortForm(of: String(decoding: bytes[s..<e], as: UTF8.self)).utf8)
            let k = short.count
            for j in facets.indices {
                if s <= facets[j].start {
                    facets[j].start += k
                    facets[j].end += k
                } else if facets[j].start <= s && s < facets[j].end {
                    facets[j].end += k
                }
            }
            bytes.insert(contentsOf: short, at: s)
            facets[index].start = s
            facets[index].end = s + k
            let (a, b) = (s + k, e + k)
            let n = b - a
            for j in facets.indices {
                let (start, end) = (facets[j].start, facets[j].end)
                if a <= start && b >= end {
                    facets[j].end = facets[j].start  // removed
                } else if a > end {
                    continue
                } else if start < a && a <= end && end < b {
                    facets[j].end = a
                } else if a >= start && b <= end {
                    facets[j].end -= n
                } else if a < start && start <= b && b <= end {
                    facets[j].start = a
                    facets[j].end -= n
                } else if b < start {
                    facets[j].start -= n
                    facets[j].end -= n
                }
            }
            bytes.removeSubrange(a..<b)
        }
        return (bytes, facets.filter { $0.start < $0.end }.map { ($0.kind, $0.start..<$0.end) })
    }

    /// Ours against the reference: the display text, each of our facets (the first of overlapping ones) with the
    /// reference's range for it, and the count, from an annotation and from a document typed to the same text.
    static func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let annotation = Highlighter(profile: .bluesky).annotate(text)
        let display = try #require(BlueskyPost.display(annotation), sourceLocation: sourceLocation)
        let reference = referenceDisplay(text)
        #expect(Array(display.text.utf8) == reference.text, "\(text.debugDescription)", sourceLocation: sourceLocation)
        for facet in display.facets {
            #expect(reference.facets.contains { $0.kind == facet.kind && $0.range == facet.range },
                    "\(text.debugDescription): \(facet) not among \(reference.facets)", sourceLocation: sourceLocation)
        }
        let count = try #require(annotation.count.bluesky, sourceLocation: sourceLocation)
        #expect(count.displayGraphemes == String(decoding: reference.text, as: UTF8.self).count, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(CountingRule.bluesky.count(text).bluesky == count, "\(text.debugDescription)", sourceLocation: sourceLocation)
        let document = HighlightDocument(text, highlighter: Highlighter(profile: .bluesky))
        #expect(document.count.bluesky == count, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    /// The issue's text: the tag keeps its facet and value, the link in it is shown short, and the count is 8 less.
    @Test func theIssuesTag() throws {
        let text = "Shipping today #DevOps2026(https://docs.swift.org/dQw4w9WgXcQ) thanks"
        try Self.check(text)
        let annotation = Highlighter(profile: .bluesky).annotate(text)
        let count = try #require(annotation.count.bluesky)
        let saved = "https://docs.swift.org/dQw4w9WgXcQ".count - "docs.swift.org/dQw4w9WgXcQ".count
        #expect(count.displayGraphemes == count.graphemes - saved)
        let post = try #require(BlueskyPost(annotation))
        #expect(post.text == "Shipping today #DevOps2026(docs.swift.org/dQw4w9WgXcQ) thanks")
        #expect(post.facets.count == 1 && post.facets[0].kind == .hashtag)
        #expect(post.facets[0].value == "DevOps2026(https://docs.swift.org/dQw4w9WgXcQ")
        let tagged = Array(post.text.utf8)[post.facets[0].range]
        #expect(String(decoding: tagged, as: UTF8.self) == "#DevOps2026(docs.swift.org/dQw4w9WgXcQ")
    }

    /// Through the built binary: the count's display figures and `--format post`'s record.
    @Test func theBinaryCountsAndPostsTheShortLink() throws {
        let text = "#DevOps2026(https://docs.swift.org/dQw4w9WgXcQ) hi"
        let annotated = try CommandLineRunner.run(["--profile", "bluesky", "--no-runs"], stdin: Data(text.utf8))
        #expect(annotated.stdoutText.contains(#""graphemes":50,"bytes":50,"maxGraphemes":300,"maxBytes":3000,"displayGraphemes":42,"postedBytes":42"#), "\(annotated.stdoutText)")
        let posted = try CommandLineRunner.run(["--profile", "bluesky", "--format", "post"], stdin: Data(text.utf8))
        #expect(posted.status == 0, "\(posted.stderr)")
        #expect(posted.stdoutText.hasPrefix(##"{"text":"#DevOps2026(docs.swift.org/dQw4w9WgXcQ) hi","facets":[{"index":{"byteStart":0,"byteEnd":38},"features":[{"$type":"app.bsky.richtext.facet#tag","tag":"DevOps2026(https://docs.swift.org/dQw4w9WgXcQ"}]}]}"##), "\(posted.stdoutText)")
    }

    /// The shapes §3 moves differently: a link the tag holds whole, one that runs past the tag's end (closing
    /// parentheses the tag drops), one that is not shortened, and facets after them.
    @Test(arguments: [
        "#a(https://x.com/(bcdefghijklmnopqrstuvw)) after @alice.test",
        "#b(example.com/(c)) z #c",
        "#d(https://example.com/x) $ABC https://example.org/very/long/path/here",
        "#e(https://münchen.de/straße).",
        "#f((https://x.com/abc)) #g(http://example.com:8080/) #h(https://x.com)",
        "(#i(https://x.com/abcdefghijklmnopqrstu) #j(https://[::1]/x)",
    ])
    func shapes(_ text: String) throws {
        try Self.check(text)
    }

    /// A document typed character by character, then edited inside the tag's link, keeps the count a fresh
    /// annotation of its text gives after every keystroke (a stretch with a tag holding `http` is counted from its text).
    @Test func aDocumentKeepsTheCountAsTheTagIsTyped() throws {
        let highlighter = Highlighter(profile: .bluesky)
        let typed = "go #DevOps2026(https://docs.swift.org/dQw4w9WgXcQ) and https://x.com/abcdefghijklmnopq\nnext #t(https://a.io/b)"
        var document = HighlightDocument("", highlighter: highlighter)
        var text = ""
        for character in typed {
            try document.replace(text.utf8.count..<text.utf8.count, in: .utf8, with: String(character))
            text.append(character)
            #expect(document.count.bluesky == highlighter.annotate(text).count.bluesky, "\(text.debugDescription)")
        }
        // Break the link's scheme inside the tag, then mend it.
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: ":"))!
        try document.replace(offset..<(offset + 1), in: .utf8, with: ";")
        #expect(document.count.bluesky == highlighter.annotate(document.text).count.bluesky)
        try document.replace(offset..<(offset + 1), in: .utf8, with: ":")
        #expect(document.count.bluesky == highlighter.annotate(text).count.bluesky)
        #expect(document.count.bluesky!.displayGraphemes < document.count.bluesky!.graphemes)
    }

    /// Generated texts: tags, links, tags holding links, and what may stand next to them.
    @Test func generatedTexts() throws {
        let pieces = [
            "#DevOps2026(", "#a(", "#タグ(", "＃b(", "https://docs.swift.org/dQw4w9WgXcQ", "https://x.com/(b", "http://example.com/",
            "https://en.wikipedia.org/wiki/Swift_(programming_language)", "example.com/(c", "))", ")", ").", "!", " ", "\n",
            "word", "@alice.test", "$ABC", "é", "👩‍👩‍👧‍👦", "\u{3000}", "(", "#tag",
        ]
        var random = SeededRandom(seed: 38)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            try Self.check(text)
        }
    }
}

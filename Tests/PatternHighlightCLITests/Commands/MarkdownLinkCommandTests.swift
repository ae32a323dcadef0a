import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// `--markdown-links` through the binary: the entity with its label and facade in annotate, batch and stream, the
/// facade in HTML and ANSI, `--format post` under every profile, split's posts, and the count of what is posted —
/// each compared with the library's answer for the same text.
@Suite struct MarkdownLinkCommandTests {
    static let text = "see [paypal.com](https://evil.example/x) and [Node.js](https://nodejs.org) #tag"

    static func array(_ value: JSONValue?) -> [JSONValue]? {
        if case .array(let values) = value { return values }
        return nil
    }

    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func annotateWritesLinksLabelsFacadesAndThePostedCount(_ profile: String) throws {
        let result = try CommandLineRunner.run(["--markdown-links", "--profile", profile], stdin: Data(Self.text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONValue(parsing: Array(result.stdout))
        let links = try #require(Self.array(object["entities"])).filter { $0["kind"]?.stringValue == "link" }
        try #require(links.count == 2)
        #expect(links[0]["label"]?.stringValue == "paypal.com")
        #expect(links[0]["value"]?.stringValue == "https://evil.example/x")
        #expect(links[0]["facade"]?["shown"]?.stringValue == "paypal.com")
        #expect(links[0]["facade"]?["target"]?.stringValue == "evil.example")
        #expect(links[1]["facade"] == nil)
        #expect(links[1]["label"]?.stringValue == "Node.js")
        // The count is the library's count of the posted text.
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)), options: .markdownLinks)
        let expected = highlighter.annotate(Self.text).count
        #expect(object["count"]?["graphemes"]?.intValue == expected.graphemes)
        #expect(object["count"]?["valid"]?.boolValue == expected.valid)
    }

    @Test func withoutTheFlagThereAreNoLinksAndNoPostOutsideBluesky() throws {
        let plain = try CommandLineRunner.run(["--profile", "simple"], stdin: Data(Self.text.utf8))
        let object = try JSONValue(parsing: Array(plain.stdout))
        #expect(Self.array(object["entities"])?.contains { $0["kind"]?.stringValue == "link" } == false)
        let post = try CommandLineRunner.run(["--profile", "twitter", "--format", "post"], stdin: Data(Self.text.utf8))
        #expect(post.status == 64)
    }

    @Test(arguments: ["twitter", "mastodon", "simple"])
    func formatPostWritesThePostedText(_ profile: String) throws {
        let result = try CommandLineRunner.run(
            ["--markdown-links", "--profile", profile, "--format", "post"], stdin: Data(Self.text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONValue(parsing: Array(result.stdout))
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)), options: .markdownLinks)
        #expect(object["text"]?.stringValue == PostedText(highlighter.annotate(Self.text)).text)
        #expect(object["facets"] == nil)
    }

    @Test func blueskyPostsTheLabelWithALinkFacet() throws {
        let result = try CommandLineRunner.run(
            ["--markdown-links", "--profile", "bluesky", "--format", "post"], stdin: Data(Self.text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONValue(parsing: Array(result.stdout))
        let text = try #require(object["text"]?.stringValue)
        let bytes = Array(text.utf8)
        let facets = try #require(Self.array(object["facets"]))
        let links = facets.filter { Self.array($0["features"])?.first?["$type"]?.stringValue == "app.bsky.richtext.facet#link" }
        try #require(links.count == 2)
        let shown = try links.map { facet -> String in
            let start = try #require(facet["index"]?["byteStart"]?.intValue)
            let end = try #require(facet["index"]?["byteEnd"]?.intValue)
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        #expect(shown == ["paypal.com", "Node.js"])
        // Bluesky reads `paypal.com` as a link of its own: the label is posted as that link, never as a facade to
        // evil.example; `Node.js` (no top-level domain) is posted with the markdown link's URL.
        #expect(links.map { Self.array($0["features"])?.first?["uri"]?.stringValue } == ["https://paypal.com", "https://nodejs.org"])
    }

    @Test func htmlAndANSIShowTheFacade() throws {
        let html = try CommandLineRunner.run(["--markdown-links", "--format", "html"], stdin: Data(Self.text.utf8))
        #expect(html.stdoutText.contains(#"title="shows paypal.com, goes to evil.example""#))
        #expect(html.stdoutText.contains(#"href="https://evil.example/x""#))
        let ansi = try CommandLineRunner.run(
            ["--markdown-links", "--format", "ansi"], stdin: Data(Self.text.utf8), environment: ["NO_COLOR": "1"])
        #expect(ansi.stdoutText.contains("[paypal.com](https://evil.example/x) [shows paypal.com, goes to evil.example]"))
        #expect(!ansi.stdoutText.contains("shows nodejs"))
    }

    @Test func batchAndStreamReportLinks() throws {
        let input = #"{"id": 1, "text": "[x](https://a.org)"}"# + "\n" + #"{"id": 2, "text": "[a.org](https://b.org)"}"# + "\n"
        let batch = try CommandLineRunner.run(["batch", "--markdown-links", "--no-runs"], stdin: Data(input.utf8))
        let lines = try batch.stdout.split(separator: 0x0A).map { try JSONValue(parsing: Array($0)) }
        try #require(lines.count == 2)
        #expect(Self.array(lines[0]["entities"])?.first?["label"]?.stringValue == "x")
        #expect(Self.array(lines[1]["entities"])?.first?["facade"]?["target"]?.stringValue == "b.org")

        let requests = [
            #"{"op": "set", "text": "read [docs](https://a.org"}"#,
            #"{"op": "replace", "start": 25, "end": 25, "text": ")"}"#,
            #"{"op": "snapshot"}"#,
        ].joined(separator: "\n") + "\n"
        let stream = try CommandLineRunner.run(["stream", "--markdown-links", "--profile", "twitter"], stdin: Data(requests.utf8))
        let replies = try stream.stdout.split(separator: 0x0A).map { try JSONValue(parsing: Array($0)) }
        try #require(replies.count == 3)
        #expect(Self.array(replies[0]["entities"])?.contains { $0["kind"]?.stringValue == "link" } == false)
        #expect(Self.array(replies[1]["entities"])?.first?["label"]?.stringValue == "docs")
        // The reply's count is that of the posted text, "read docs (https://a.org)".
        let posted = Highlighter(profile: .twitter).annotate("read docs (https://a.org)").count
        #expect(replies[1]["count"]?["weightedLength"]?.intValue == posted.twitter?.weightedLength)
        #expect(replies[2]["count"]?["weightedLength"]?.intValue == posted.twitter?.weightedLength)
    }

    @Test(arguments: ["twitter", "mastodon"])
    func splitPartsCarryTheirPosts(_ profile: String) throws {
        let text = Array(repeating: "a [label words](https://example.com/some/long/path) b", count: 40).joined(separator: " ")
        let result = try CommandLineRunner.run(["split", "--markdown-links", "--profile", profile], stdin: Data(text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let parts = try #require(Self.array(try JSONValue(parsing: Array(result.stdout))["parts"]))
        #expect(parts.count > 1)
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)), options: .markdownLinks)
        for part in parts {
            let partText = try #require(part["text"]?.stringValue)
            #expect(part["post"]?["text"]?.stringValue == PostedText(highlighter.annotate(partText)).text)
        }
    }
}

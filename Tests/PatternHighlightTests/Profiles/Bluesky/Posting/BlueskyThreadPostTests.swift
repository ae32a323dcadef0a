import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// A Bluesky thread's parts as the app would post them (`specs/cli-contract.md`, "Split"): each part carries its post,
/// the post is valid by the posting rules (`specs/bluesky-posting.md`: at most 300 graphemes and 3,000 bytes, not
/// empty, ends trimmed), its facets name their own bytes, `split --format post` writes the posts alone, and the
/// library's part gives the same post. Under twitter and mastodon nothing changes (`split-corpus-*` golden files).
@Suite struct BlueskyThreadPostTests {
    static let words = [
        "the", "thread", "ships", "today", "with", "notes", "on", "Swift", "and", "a", "few", "links", "so", "read", "them",
        "please.", "Great!", "why?", "👩‍👩‍👧‍👦", "🇫🇷", "日本語", "café", "@alice.bsky.social", "#SwiftLang", "$AAPL",
        "https://en.wikipedia.org/wiki/Swift_(programming_language)", "https://github.com/apple/swift/pull/12345",
        "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/", "https://x.com/abc",
        "https://example.com/search?q=swift#results", "example.com/a/very/long/path", "https://münchen.de/straße",
        "(https://bsky.app/profile/alice.bsky.social/post/3k2a)",
    ]

    /// A text of 3–9 paragraphs of 20–70 words, links among them, joined by one or two line breaks.
    static func text(using random: inout SeededRandom) -> String {
        (0..<Int.random(in: 3...9, using: &random)).map { _ in
            (0..<Int.random(in: 20...70, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        }.joined(separator: Bool.random(using: &random) ? "\n\n" : "\n")
    }

    static func texts() -> [String] {
        var random = SeededRandom(seed: 3838)
        return (0..<24).map { _ in text(using: &random) }
    }

    /// The problems of one post (`{"text", "facets"}`): over a limit, empty, untrimmed, or a facet whose bytes are not
    /// what it names (a link its URI's short form, or the domain without `https://`; a mention `@` and its handle;
    /// a tag `#` and its tag; a cashtag its ticker).
    static func problems(ofPost post: JSONValue) throws -> [String] {
        guard case .string(let text)? = post["text"], case .array(let facets)? = post["facets"] else { return ["no text or facets: \(post)"] }
        var problems: [String] = []
        let bytes = Array(text.utf8)
        if text.isEmpty || text.count > BlueskyCount.maxGraphemes || bytes.count > BlueskyCount.maxBytes {
            problems.append("post of \(text.count) graphemes, \(bytes.count) bytes")
        }
        if text.unicodeScalars.first?.properties.isWhitespace == true || text.unicodeScalars.last?.properties.isWhitespace == true {
            problems.append("untrimmed post \(text.debugDescription)")
        }
        var previousEnd = 0
        for facet in facets {
            guard let start = facet["index"]?["byteStart"]?.intValue, let end = facet["index"]?["byteEnd"]?.intValue,
                  case .array(let features)? = facet["features"], let feature = features.first
            else { problems.append("malformed facet \(facet)"); continue }
            guard previousEnd <= start, start < end, end <= bytes.count else {
                problems.append("facet \(start)..<\(end) out of order or bounds in \(bytes.count) bytes")
                continue
            }
            previousEnd = end
            let named = String(decoding: bytes[start..<end], as: UTF8.self)
            switch feature["$type"]?.stringValue {
            case "app.bsky.richtext.facet#link":
                let uri = feature["uri"]?.stringValue ?? ""
                if named != BlueskyShortLink.shortForm(of: uri) && "https://" + named != uri { problems.append("link \(named) for \(uri)") }
            case "app.bsky.richtext.facet#mention":
                if named != "@" + (feature["did"]?.stringValue ?? "") { problems.append("mention \(named) for \(feature)") }
            case "app.bsky.richtext.facet#tag":
                let tag = feature["tag"]?.stringValue ?? ""
                if named != "#" + tag && named.uppercased() != tag { problems.append("tag \(named) for \(tag)") }
            default:
                problems.append("unknown feature \(feature)")
            }
        }
        return problems
    }

    /// The issue's case, through the built binary: every part valid by its post (`postValid`), each carrying a post
    /// that keeps the posting rules, the same post the library's part gives; some parts fit only once their links
    /// are shortened (`valid` false, `postValid` true), and their posts, not their texts, are what fits.
    @Test func everyPartCarriesAValidPost() throws {
        var partsOverRawLimit = 0
        var partCount = 0
        for text in Self.texts() {
            let result = try CommandLineRunner.run(["split", "--profile", "bluesky"], stdin: Data(text.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            let object = try JSONValue(parsing: Array(result.stdout))
            guard case .array(let parts)? = object["parts"] else { Issue.record("no parts: \(result.stdoutText)"); continue }
            let thread = try Highlighter(profile: .bluesky).annotate(text).split()
            #expect(parts.count == thread.parts.count)
            for (json, part) in zip(parts, thread.parts) {
                partCount += 1
                // One verdict: `valid` is the platform's (`postValid`), whatever the text's own figures say.
                #expect(json["count"]?["postValid"] == .bool(true) && json["count"]?["valid"] == .bool(true), "\(json)")
                if (json["count"]?["graphemes"]?.intValue ?? 0) > 300 { partsOverRawLimit += 1 }
                let post = try #require(json["post"], "part without a post: \(json)")
                let problems = try Self.problems(ofPost: post)
                #expect(problems.isEmpty, "\(problems) in \(post)")
                let library = try #require(part.blueskyPost)
                #expect(try JSONValue(parsing: FacetsFormatter().format(library)) == post)
                #expect(library.isValid)
                #expect(part.count.bluesky?.displayGraphemes ?? 0 >= library.text.count)
            }
        }
        #expect(partCount >= 48, "the texts make threads")
        #expect(partsOverRawLimit > 0, "some part fits only with its links shortened")
    }

    /// `split --format post` writes the posts alone, the same as the split object's; other formats are refused for
    /// split, and `post` needs the bluesky profile.
    @Test func formatPostWritesThePostsAlone() throws {
        let text = Self.texts()[0]
        let split = try JSONValue(parsing: Array(try CommandLineRunner.run(["split", "--profile", "bluesky"], stdin: Data(text.utf8)).stdout))
        let posts = try CommandLineRunner.run(["split", "--profile", "bluesky", "--format", "post"], stdin: Data(text.utf8))
        #expect(posts.status == 0, "\(posts.stderr)")
        let object = try JSONValue(parsing: Array(posts.stdout))
        guard case .array(let parts)? = split["parts"], case .array(let alone)? = object["parts"] else {
            Issue.record("\(posts.stdoutText)")
            return
        }
        #expect(object["profile"] == .string("bluesky"))
        #expect(alone == parts.map { $0["post"]! })
        #expect(posts.stdoutText.hasSuffix("}\n"))
        let twitter = try CommandLineRunner.run(["split", "--format", "post"], stdin: Data(text.utf8))
        #expect(twitter.status == 64 && twitter.stderr.contains("--profile bluesky"), "\(twitter.stderr)")
        let html = try CommandLineRunner.run(["split", "--profile", "bluesky", "--format", "html"], stdin: Data(text.utf8))
        #expect(html.status == 64 && html.stderr.contains("json or post"), "\(html.stderr)")
    }

    /// Under twitter and mastodon a part has no post (its text is what is posted), and the library's part none either.
    @Test(arguments: ["twitter", "mastodon"])
    func otherProfilesHaveNoPost(_ profile: String) throws {
        let text = Self.texts()[1]
        let result = try CommandLineRunner.run(["split", "--profile", profile], stdin: Data(text.utf8))
        #expect(result.status == 0 && !result.stdoutText.contains(#""post""#))
        let thread = try Highlighter(profile: try #require(Profile.named(profile))).annotate(text).split()
        #expect(thread.parts.allSatisfy { $0.blueskyPost == nil })
    }
}

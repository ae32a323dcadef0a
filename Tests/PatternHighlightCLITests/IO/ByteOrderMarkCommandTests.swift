import Foundation
import Testing
import PatternHighlightFormats
import PatternHighlightTestSupport

/// A byte-order mark (U+FEFF, `EF BB BF`) that begins the input, as Windows editors save UTF-8, is skipped by every
/// mode and by the files the options read; a U+FEFF inside the text is text, and where a post cannot hold it the
/// error names it.
@Suite struct ByteOrderMarkCommandTests {
    static let mark = Data([0xEF, 0xBB, 0xBF])

    /// Each mode with an input: the output with the mark before the input is the output without it.
    static let modes: [(arguments: [String], input: String)] = [
        (["annotate"], "#tag hello"),
        (["annotate", "--format", "ansi"], "#tag hello"),
        (["split"], "#tag hello"),
        (["crosspost", "--targets", "twitter,bluesky"], "#tag hello"),
        (["batch"], ##"{"id":1,"text":"#tag hello"}"## + "\n" + ##"{"id":2,"text":"@bob"}"## + "\n"),
        (["stream"], ##"{"op":"set","text":"#tag hello"}"## + "\n" + ##"{"op":"snapshot"}"## + "\n"),
        (["stream", "--targets", "twitter,mastodon"], ##"{"op":"set","text":"#tag hello"}"## + "\n"),
    ]

    @Test(arguments: modes)
    func aLeadingMarkIsSkipped(arguments: [String], input: String) throws {
        let plain = try CommandLineRunner.run(arguments, stdin: Data(input.utf8))
        let marked = try CommandLineRunner.run(arguments, stdin: Self.mark + Data(input.utf8))
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(marked.stdoutText == plain.stdoutText)
        #expect(marked.stderr == plain.stderr)
    }

    /// Only the input's first bytes are a mark: a second line of batch that begins with one is not JSON.
    @Test func aMarkLaterIsText() throws {
        let input = Data(#"{"text":"a"}"#.utf8) + Data("\n".utf8) + Self.mark + Data(#"{"text":"b"}"#.utf8)
        let result = try CommandLineRunner.run(["batch", "--no-runs"], stdin: input)
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.contains(#""code":"invalid_json""#) == true)
    }

    @Test func aFileAnOptionReadsMayBeginWithAMark() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ph-bom-\(UUID().uuidString).json")
        try (Self.mark + Data(#"[{"kind": "ticket", "regex": "JIRA-[0-9]+"}]"#.utf8)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CommandLineRunner.run(["--no-runs", "--patterns", url.path], stdin: Data("see JIRA-12".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.contains(#""kind":"ticket""#))
    }

    /// A U+FEFF inside the text stays text: where the profile's count refuses it, split exits 65 naming it, not a list
    /// of causes; crosspost answers that target with its error and the others as usual.
    @Test func aMarkInsideTheTextIsNamed() throws {
        let result = try CommandLineRunner.run(["split"], stdin: Data("hi".utf8) + Self.mark + Data("there".utf8))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("the character U+FEFF at UTF-8 offset 2 cannot be posted under the twitter profile"), "\(result.stderr)")
        #expect(result.stderr.contains("only one that begins the input is skipped"))
        #expect(!result.stderr.contains("such as"))
        let crosspost = try CommandLineRunner.run(
            ["crosspost", "--targets", "bluesky,twitter"], stdin: Data("hi".utf8) + Self.mark + Data("there".utf8))
        #expect(crosspost.status == 0, "\(crosspost.stderr)")
        let object = try JSONValue(parsing: Array(crosspost.stdout))
        guard case .array(let targets)? = object["targets"] else { Issue.record("no targets"); return }
        #expect(targets.map { $0["error"]?["code"]?.stringValue } == [nil, "unpostable_character"])
        #expect(targets[1]["error"]?["message"]?.stringValue?.contains("UTF-8 offset 2 cannot be posted under the twitter profile") == true)
    }

    /// The other cause is named alone: a content warning that leaves no room, before any character is weighed.
    @Test func aContentWarningThatLeavesNoRoomIsNamed() throws {
        let spoiler = String(repeating: "x", count: 500)
        let result = try CommandLineRunner.run(["split", "--profile", "mastodon", "--spoiler-text", spoiler], stdin: Data("hi".utf8))
        #expect(result.status == 65)
        #expect(result.stderr.contains("the content warning takes 500 of the 500 a mastodon post may hold"), "\(result.stderr)")
    }
}

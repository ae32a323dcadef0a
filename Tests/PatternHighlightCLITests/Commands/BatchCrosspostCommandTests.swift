import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// `batch --targets`: each line's object is what `crosspost` writes for its text (its `spoiler_text` as
/// `--spoiler-text`) with the line's `"id"` first, in input order and the same bytes for any `--jobs`; a bad line gets
/// batch's error object; the options are crosspost's (and `--jobs`, `--max-line-bytes`), every other one refused.
@Suite struct BatchCrosspostCommandTests {
    /// A mention directory file, removed when the test ends.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ph-batch-crosspost-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        func write(_ name: String, _ text: String) throws -> String {
            let file = url.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            return file.path
        }
    }

    /// One generated draft: its text and content warning.
    struct Draft {
        let text: String
        let contentWarning: String?
    }

    /// Corpus drafts (``CrosspostDrafts``) of 5 to 80 words, one in three with a content warning, one a draft over
    /// every limit (a thread everywhere), one with a content warning too long for mastodon (that target's error).
    static func drafts(count: Int, seed: UInt64) -> [Draft] {
        var random = SeededRandom(seed: seed)
        var drafts = (0..<count).map { index in
            Draft(
                text: CrosspostDrafts.draft(words: Int.random(in: 5...80, using: &random), using: &random),
                contentWarning: index % 3 == 1 ? ["film spoilers", "", "CW: ending ⚠️"][index % 9 / 3] : nil)
        }
        drafts.append(Draft(text: CrosspostDrafts.draft(words: 200, using: &random), contentWarning: "long"))
        drafts.append(Draft(text: "short text @jack", contentWarning: String(repeating: "w", count: 600)))
        return drafts
    }

    static func line(id: Int, _ draft: Draft) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("id")
        writer.int(id)
        writer.key("text")
        writer.string(draft.text)
        if let contentWarning = draft.contentWarning {
            writer.key("spoiler_text")
            writer.string(contentWarning)
        }
        writer.endObject()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// What `crosspost [options]` writes for `draft`, without its newline.
    static func crosspostObject(_ draft: Draft, options: [String]) throws -> String {
        let spoiler = draft.contentWarning.map { ["--spoiler-text", $0] } ?? []
        let result = try CommandLineRunner.run(["crosspost"] + options + spoiler, stdin: Data(draft.text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("{\"units\":") && result.stdoutText.hasSuffix("}\n"))
        return String(result.stdoutText.dropLast())
    }

    /// `object` with `"id": id` as its first member: the line batch writes.
    static func withID(_ id: Int, _ object: String) -> String {
        "{\"id\":\(id)," + object.dropFirst()
    }

    /// The cross-post options shared by both commands; the mentions file is `FILE`.
    static let optionSets: [[String]] = [
        ["--targets", "twitter,bluesky,mastodon"],
        ["--targets", "mastodon,twitter", "--mentions", "FILE", "--cw-prefix", "--markdown-links", "--units", "utf8",
         "--twitter-config", "v2", "--mastodon-max-characters", "400", "--mastodon-url-characters", "10", "--shortcodes",
         "--lossy", "--max-bytes", "100000"],
    ]

    /// Over 600 lines (three blocks of a parallel batch, after a byte-order mark and with blank lines between), each
    /// line is `crosspost`'s object of its draft with its id, and `--jobs 1`, `2` and `4` write the same bytes.
    @Test(arguments: optionSets)
    func eachLineIsWhatCrosspostWritesForIt(_ optionSet: [String]) throws {
        let folder = try Folder()
        let people = try folder.write("people.json", String(decoding: try JSONSerialization.data(withJSONObject: CrosspostDrafts.peopleByName), as: UTF8.self))
        let options = optionSet.map { $0 == "FILE" ? people : $0 }
        let drafts = Self.drafts(count: 28, seed: UInt64(optionSet.count))
        let expected = try drafts.map { try Self.crosspostObject($0, options: options) }
        let lines = (0..<600).map { Self.line(id: $0, drafts[$0 % drafts.count]) }
        let input = "\u{FEFF}" + lines.enumerated().map { $0.offset % 50 == 7 ? "\n  \n" + $0.element : $0.element }.joined(separator: "\n") + "\n"
        var outputs: [Data] = []
        for jobs in ["1", "2", "4"] {
            let result = try CommandLineRunner.run(["batch"] + options + ["--jobs", jobs, "--max-line-bytes", "1000000"], stdin: Data(input.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(result.stdout)
        }
        #expect(outputs[1] == outputs[0] && outputs[2] == outputs[0], "--jobs changes the output")
        let written = outputs[0].split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        #expect(written.count == lines.count + 1 && written.last == "")
        for (index, line) in written.dropLast().enumerated() where line != Self.withID(index, expected[index % drafts.count]) {
            Issue.record("line \(index + 1) differs from crosspost's object: \(line.prefix(300))")
            break
        }
        // The drafts reach a target's error (the content warning that leaves mastodon no room) and a spoiler_text.
        let object = try JSONValue(parsing: Array(written[drafts.count - 1].utf8))
        let mastodon = CrosspostCommandTests.target("mastodon", in: object)
        #expect(mastodon?["error"]?["code"]?.stringValue == "content_warning_too_long")
        #expect(written.contains { $0.contains(#""spoiler_text":"film spoilers""#) })
    }

    /// A bad line gets batch's error object (the same bytes `batch` writes for it), the lines around it their
    /// cross-posts; under `--lossy` invalid UTF-8 is repaired as crosspost `--lossy` repairs it.
    @Test func aBadLineGetsBatchsErrorAndTheBatchGoesOn() throws {
        let bad: [[UInt8]] = [
            Array("not json".utf8), Array(#"{"id":2,"spoiler_text":"cw"}"#.utf8), Array(#"{"id":3,"text":5}"#.utf8),
            Array(#"{"id":4,"text":"x","spoiler_text":["cw"]}"#.utf8), Array("[1,2]".utf8),
            Array(#"{"id":6,"text":"a"#.utf8) + [0xFF] + Array(#""}"#.utf8),
            Array(#"{"id":7,"text":""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: 150) + Array(#""}"#.utf8),
            Array(#"{"id":8,"text":""#.utf8) + Array(repeating: UInt8(ascii: "b"), count: 400) + Array(#""}"#.utf8),
        ]
        let good = Draft(text: "hi @jack see example.com", contentWarning: nil)
        let limits = ["--max-bytes", "120", "--max-line-bytes", "300"]
        var input: [UInt8] = []
        for line in bad { input += Array(Self.line(id: 0, good).utf8) + [0x0A] + line + [0x0A] }
        for jobs in ["1", "3"] {
            let crossposts = try CommandLineRunner.run(["batch", "--targets", "twitter,mastodon", "--jobs", jobs] + limits, stdin: Data(input))
            let annotations = try CommandLineRunner.run(["batch", "--jobs", jobs] + limits, stdin: Data(input))
            #expect(crossposts.status == 0 && annotations.status == 0)
            let written = crossposts.stdoutText.split(separator: "\n").map(String.init)
            let batchLines = annotations.stdoutText.split(separator: "\n").map(String.init)
            #expect(written.count == 2 * bad.count)
            let expectedGood = Self.withID(0, try Self.crosspostObject(good, options: ["--targets", "twitter,mastodon"] + limits.prefix(2)))
            for index in bad.indices {
                #expect(written[2 * index] == expectedGood)
                #expect(written[2 * index + 1] == batchLines[2 * index + 1], "line \(2 * index + 2)")
                #expect(written[2 * index + 1].contains(#""error":{"code":"#))
            }
        }
        let codes = try CommandLineRunner.run(["batch", "--targets", "twitter"] + limits, stdin: Data(input)).stdoutText
            .split(separator: "\n").enumerated().filter { $0.offset % 2 == 1 }
            .map { try JSONValue(parsing: Array($0.element.utf8))["error"]?["code"]?.stringValue ?? "" }
        #expect(codes == [
            "invalid_json", "missing_field", "invalid_request", "invalid_request", "invalid_request", "invalid_utf8",
            "text_too_large", "line_too_long",
        ])
        // --lossy: the line is the cross-post of the repaired text, as crosspost --lossy makes it.
        let lossy = try CommandLineRunner.run(["batch", "--targets", "twitter,mastodon", "--lossy"], stdin: Data(bad[5] + [0x0A]))
        let crosspost = try CommandLineRunner.run(["crosspost", "--targets", "twitter,mastodon", "--lossy"], stdin: Data([0x61, 0xFF]))
        #expect(lossy.stdoutText == "{\"id\":6," + crosspost.stdoutText.dropFirst())
    }

    /// The options that are not crosspost's are refused (exit 64) before any input is read, naming the mode; a
    /// platform's option without the platform among the targets asks for it in `--targets`.
    @Test(arguments: [
        (["--profile", "mastodon"], "'--profile' is not an option of batch --targets"),
        (["--format", "json"], "'--format' is not an option of batch --targets"),
        (["--no-runs"], "'--no-runs' is not an option of batch --targets"),
        (["--patterns", "p.json"], "'--patterns' is not an option of batch --targets"),
        (["--theme", "t.json"], "'--theme' is not an option of batch --targets"),
        (["--hints"], "'--hints' is not an option of batch --targets"),
        (["--max-graphemes", "9"], "'--max-graphemes' is not an option of batch --targets"),
        (["--spoiler-text", "cw"], "'--content-warning' is not an option of batch --targets"),
        (["--mastodon-max-characters", "400"],
         "--mastodon-max-characters is an option of the mastodon target, which is not among --targets twitter,bluesky: add it (--targets twitter,bluesky,mastodon)"),
    ])
    func otherOptionsAreRefused(_ option: [String], _ message: String) throws {
        let result = try CommandLineRunner.run(["batch", "--targets", "twitter,bluesky"] + option, stdin: Data(#"{"text":"hi"}"#.utf8))
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("--profile mastodon"), "\(result.stderr)")
    }

    /// The targets and the directory are checked before any line is read, as crosspost checks them.
    @Test(arguments: [
        (["--targets", "simple"], "cannot be a cross-post target"), (["--targets", "twitter,twitter"], "is given twice"),
        (["--targets", "twitter", "--mentions", "/nonexistent"], "cannot read --mentions file"),
        (["--mentions", "/dev/null"], "--mentions serves a draft for several platforms: add --targets"),
        (["--cw-prefix"], "--cw-prefix serves a draft for several platforms: add --targets"),
    ])
    func targetsAndDirectoryAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let result = try CommandLineRunner.run(["batch"] + arguments, stdin: Data(#"{"text":"hi"}"#.utf8 + [0x0A]))
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}

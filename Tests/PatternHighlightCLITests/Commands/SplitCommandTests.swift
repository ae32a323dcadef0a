import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
@testable import PatternHighlightCLI
import PatternHighlightTestSupport

/// `pattern-highlight split` through the built binary (`specs/cli-contract.md`, "Split"): the parts the library cuts,
/// in `--units`, each `count` byte for byte the `count` member that annotating the part alone writes (asked of the
/// binary's own batch mode); the limit options and their usage errors; bad input.
@Suite struct SplitCommandTests {
    /// The split object's parts.
    static func parts(_ output: Data) throws -> [JSONValue] {
        let object = try JSONValue(parsing: Array(output))
        guard case .array(let parts) = try #require(object["parts"]) else { throw Failure() }
        return parts
    }

    struct Failure: Error {}

    @Test(arguments: [["--profile", "twitter"], ["--profile", "bluesky", "--units", "utf8"], ["--profile", "mastodon", "--units", "scalars"],
                      ["--profile", "simple", "--max-graphemes", "90"], ["--profile", "twitter", "--twitter-config", "v1"],
                      ["--profile", "mastodon", "--mastodon-max-characters", "200", "--spoiler-text", "cw"]])
    func partsAndCountsMatchTheLibraryAndAnnotate(_ arguments: [String]) throws {
        var random = SeededRandom(seed: 5)
        let text = ThreadChecks.corpusText(words: 600, using: &random)
        let result = try CommandLineRunner.run(["split"] + arguments, stdin: Data(text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let parts = try Self.parts(result.stdout)
        let object = try JSONValue(parsing: Array(result.stdout))
        let unit = OffsetUnit(rawValue: arguments.firstIndex(of: "--units").map { arguments[$0 + 1] } ?? "utf16")!
        #expect(object["units"] == .string(unit.rawValue))
        // The library's split under the same options.
        var options = try CommandLineOptions.parse(["split"] + arguments)
        options.mode = .split
        let annotation = Highlighter(profile: options.countingProfile).annotate(text)
        let thread = try annotation.split(maxGraphemes: options.maxGraphemes, contentWarning: options.contentWarning ?? "")
        #expect(parts.count == thread.parts.count)
        for (json, part) in zip(parts, thread.parts) {
            #expect(json["start"]?.intValue == part.range(in: unit).lowerBound)
            #expect(json["end"]?.intValue == part.range(in: unit).upperBound)
            #expect(json["text"] == .string(part.text))
        }
        // Each part's count is what annotate writes for that part alone (a content warning rides with each batch line).
        let spoiler = options.contentWarning
        var batch = JSONWriter()
        for (index, part) in thread.parts.enumerated() {
            batch.beginObject()
            batch.key("id")
            batch.int(index)
            batch.key("text")
            batch.string(part.text)
            if let spoiler {
                batch.key("spoiler_text")
                batch.string(spoiler)
            }
            batch.endObject()
            batch.newline()
        }
        // annotate and batch take neither split option.
        var annotateArguments: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--spoiler-text" || argument == "--max-graphemes" { _ = remaining.popFirst() } else { annotateArguments.append(argument) }
        }
        let annotated = try CommandLineRunner.run(["batch", "--no-runs", "--jobs", "1"] + annotateArguments, stdin: Data(batch.bytes))
        #expect(annotated.status == 0, "\(annotated.stderr)")
        let lines = annotated.stdout.split(separator: UInt8(ascii: "\n"))
        #expect(lines.count == parts.count)
        for (json, line) in zip(parts, lines) {
            #expect(json["count"] == (try JSONValue(parsing: Array(line)))["count"])
        }
    }

    @Test func theContractExample() throws {
        let result = try CommandLineRunner.run(["split", "--profile", "simple", "--max-graphemes", "6"], stdin: Data("one. two".utf8))
        #expect(result.status == 0)
        #expect(result.stdoutText == #"{"profile":"simple","units":"utf16","parts":[{"start":0,"end":4,"text":"one.","count":{"graphemes":4,"valid":true}},{"start":5,"end":8,"text":"two","count":{"graphemes":3,"valid":true}}]}"# + "\n")
    }

    /// Issue #47 through the binary: thirty copies of a Japanese sentence without spaces are cut after `。`, the parts
    /// touching (one's `end` the next's `start`), each whole sentences, under every profile.
    @Test(arguments: [["--profile", "twitter"], ["--profile", "bluesky"], ["--profile", "mastodon"],
                      ["--profile", "simple", "--max-graphemes", "100"]])
    func japaneseSentencesAreCutAtTheirEnds(_ arguments: [String]) throws {
        let sentence = "今日は新しいバージョンを公開しました。"
        let result = try CommandLineRunner.run(["split"] + arguments, stdin: Data(String(repeating: sentence, count: 30).utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let parts = try Self.parts(result.stdout)
        #expect(parts.count > 1)
        for (part, next) in zip(parts, parts.dropFirst()) { #expect(part["end"]?.intValue == next["start"]?.intValue) }
        for part in parts {
            let text = try #require(part["text"]?.stringValue)
            #expect(text == String(repeating: sentence, count: text.count / sentence.count), "\(text)")
        }
    }

    @Test(arguments: [
        (["split", "--profile", "simple"], "add --max-graphemes N"),
        (["split", "--max-graphemes", "0"], "option '--max-graphemes' does not accept '0'"),
        (["split", "--spoiler-text", "cw"], "--content-warning is the content warning"),
        (["split", "--profile", "bluesky", "--format", "facets"], "option '--format' does not accept 'facets': expected json or post"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data("a b c".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func badInputExits65() throws {
        let invalid = try CommandLineRunner.run(["split"], stdin: Data([0x61, 0x20, 0xFF, 0x62]))
        #expect(invalid.status == 65)
        #expect(invalid.stdout.isEmpty)
        let lossy = try CommandLineRunner.run(["split", "--lossy"], stdin: Data([0x61, 0x20, 0xFF, 0x62]))
        #expect(lossy.status == 0)
        #expect(try Self.parts(lossy.stdout).count == 1)
        let unpostable = try CommandLineRunner.run(["split"], stdin: Data("a \u{FEFF} b".utf8))
        #expect(unpostable.status == 65)
        #expect(unpostable.stderr.contains("cannot be posted"), "\(unpostable.stderr)")
        let tooLarge = try CommandLineRunner.run(["split", "--max-bytes", "4"], stdin: Data("a b c d".utf8))
        #expect(tooLarge.status == 65)
    }

    @Test func emptyAndBlankTextsHaveNoParts() throws {
        for input in ["", " \n\t "] {
            let result = try CommandLineRunner.run(["split"], stdin: Data(input.utf8))
            #expect(result.status == 0)
            #expect(try Self.parts(result.stdout).isEmpty)
        }
    }

    @Test func anEntityCutIsAWarning() throws {
        let result = try CommandLineRunner.run(
            ["split", "--profile", "simple", "--max-graphemes", "5"], stdin: Data("#abcdefghij ok".utf8))
        #expect(result.status == 0)
        #expect(try Self.parts(result.stdout).map { $0["text"] } == [.string("#abcd"), .string("efghi"), .string("j ok")])
        #expect(result.stderr.contains("warning: the hashtag at 0..<11 (utf16) is over the limit on its own"), "\(result.stderr)")
    }
}

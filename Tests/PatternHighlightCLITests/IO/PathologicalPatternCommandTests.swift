import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// A custom pattern that keeps hitting the regex limits, through the built command in every mode: one stderr line
/// per run names the kind and how many lines, requests or paragraphs it missed, and a pattern that hit the limits
/// twice in a run is turned off for the rest of it (the later texts say `pattern_skipped` and cost no regex work).
@Suite struct PathologicalPatternCommandTests {
    /// `(a+)+$` against 30 a's then a b: each search is abandoned at the PCRE2 limits (tens of milliseconds).
    static let patterns = #"[{"kind": "x", "regex": "(a+)+$"}]"#
    static let line = String(repeating: "a", count: 30) + "b"

    static func run(_ arguments: [String], stdin: String) throws -> CommandLineRunner.Result {
        let url = try InputLimitCommandTests.patternsFile(patterns)
        defer { try? FileManager.default.removeItem(at: url) }
        return try CommandLineRunner.run(arguments + ["--patterns", url.path], stdin: Data(stdin.utf8))
    }

    /// The stderr lines that are warnings about a custom pattern.
    static func warningLines(_ result: CommandLineRunner.Result) -> [Substring] {
        result.stderr.split(separator: "\n").filter { $0.contains("warning: pattern for kind") }
    }

    /// The `code`s of the `warnings` member of each JSON line of `stdout`.
    static func warningCodes(_ result: CommandLineRunner.Result) throws -> [[String]] {
        try result.stdoutText.split(separator: "\n").map { line in
            guard case .array(let warnings)? = try JSONValue(parsing: String(line))["warnings"] else { return [] }
            return warnings.compactMap { $0["code"]?.stringValue }
        }
    }

    @Test(arguments: [1, 2])
    func batchTurnsThePatternOffAndSaysSoOnce(jobs: Int) throws {
        let input = (1...300).map { #"{"id":\#($0),"text":"\#(Self.line)"}"# }.joined(separator: "\n") + "\n"
        let result = try Self.run(["batch", "--profile", "simple", "--jobs", "\(jobs)"], stdin: input)
        #expect(result.status == 0)
        let codes = try Self.warningCodes(result)
        // Every line says its paragraph was left without `x`: the first two lines ran the pattern to its limits,
        // and it was off for the rest.
        #expect(codes == [["match_limit_exceeded"], ["match_limit_exceeded"]] + Array(repeating: ["pattern_skipped"], count: 298))
        let warnings = Self.warningLines(result)
        #expect(warnings.count == 1, "\(result.stderr)")
        let warning = try #require(warnings.first)
        #expect(warning.contains("kind 'x'") && warning.contains("(a+)+$"))
        #expect(warning.contains("turned off for the rest of the run"))
        #expect(warning.contains("300 lines (the first: line 1), 300 paragraphs in all"), "\(warning)")
    }

    /// The first block a job takes (a block closes at 1 MiB) is a large ordinary line, slow to annotate, then a
    /// pathological one; every later line is pathological. In input order the pattern runs on lines 2 and 3 and is
    /// then off: so it must be whatever `--jobs` says. (It was decided by whichever job hit the limits first: the
    /// job on the second block turned it off before the first job reached line 2.)
    @Test(arguments: [1, 2, 4])
    func batchTurnsThePatternOffInInputOrderWhateverTheJobs(jobs: Int) throws {
        let wrapper = #"{"text":""}"#.utf8.count
        let ordinary = String(String(repeating: "hello @bob #tip ", count: 70_000).prefix((1 << 20) - 40 - wrapper))
        let pathological = String(repeating: "a", count: 79) + "b"
        let lines = [ordinary] + Array(repeating: pathological, count: 300)
        let input = lines.map { #"{"text":"\#($0)"}"# }.joined(separator: "\n") + "\n"
        let result = try Self.run(["batch", "--profile", "simple", "--no-runs", "--jobs", "\(jobs)"], stdin: input)
        #expect(result.status == 0)
        let codes = try Self.warningCodes(result)
        #expect(codes.count == 301)
        #expect(Array(codes.prefix(4)) == [[], ["match_limit_exceeded"], ["match_limit_exceeded"], ["pattern_skipped"]])
        #expect(codes.dropFirst(3).allSatisfy { $0 == ["pattern_skipped"] })
        let reference = try Self.run(["batch", "--profile", "simple", "--no-runs", "--jobs", "1"], stdin: input)
        #expect(result.stdout == reference.stdout, "--jobs \(jobs) wrote other bytes than --jobs 1")
    }

    @Test func batchWithAnOccasionalHitSaysWhichLines() throws {
        // One pathological line among ordinary ones: reported, and the pattern stays on.
        let input = [#"{"text":"ok aab"}"#, #"{"text":"\#(Self.line)"}"#, #"{"text":"aaa"}"#].joined(separator: "\n") + "\n"
        let result = try Self.run(["batch", "--profile", "simple", "--jobs", "1"], stdin: input)
        #expect(try Self.warningCodes(result) == [[], ["match_limit_exceeded"], []])
        // The third line is still matched by `x`: the pattern was not turned off.
        let third = try JSONValue(parsing: String(result.stdoutText.split(separator: "\n")[2]))
        guard case .array(let entities)? = third["entities"] else { Issue.record("no entities"); return }
        #expect(entities.map { $0["kind"]?.stringValue } == ["x"])
        let warnings = Self.warningLines(result)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("kind 'x'") == true)
        #expect(warnings.first?.contains("once: 1 line (line 2), 1 paragraph in all") == true, "\(result.stderr)")
        #expect(warnings.first?.contains("turned off") == false)
    }

    @Test func streamTurnsThePatternOffAndSaysSoAtTheEnd() throws {
        let input = (0..<20).map { index in
            index.isMultiple(of: 2)
                ? #"{"op":"set","text":"\#(Self.line)"}"#
                : #"{"op":"replace","start":0,"end":0,"text":"a"}"#
        }.joined(separator: "\n") + "\n"
        let result = try Self.run(["stream", "--profile", "simple"], stdin: input)
        #expect(result.status == 0)
        let codes = try Self.warningCodes(result)
        #expect(codes.count == 20)
        #expect(Array(codes.prefix(2)) == [["match_limit_exceeded"], ["match_limit_exceeded"]])
        #expect(codes.dropFirst(2).allSatisfy { $0 == ["pattern_skipped"] })
        let warnings = Self.warningLines(result)
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.contains("kind 'x'") == true)
        #expect(warnings.first?.contains("turned off for the rest of the run") == true)
        #expect(warnings.first?.contains("20 requests (the first: request 1)") == true, "\(result.stderr)")
    }

    @Test(arguments: ["annotate", "split"])
    func oneTextOfManyParagraphsSaysSoOnce(mode: String) throws {
        let text = Array(repeating: Self.line, count: 300).joined(separator: "\n")
        let result = try Self.run([mode, "--profile", "twitter"], stdin: text)
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = Self.warningLines(result)
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.contains("kind 'x'") == true)
        #expect(warnings.first?.contains("2 paragraph(s)") == true && warnings.first?.contains("298 more") == true, "\(result.stderr)")
    }
}

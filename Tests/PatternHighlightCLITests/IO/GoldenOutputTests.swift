import Foundation
import Testing
import PatternHighlightTestSupport

/// The command line's output, byte for byte, against golden files written by the JSON writer the tool had
/// before the streaming writer (`Tests/Golden/CommandLine/`): a corpus sample and hostile strings (controls,
/// U+2028/2029, quotes and backslashes, bidi controls, invalid UTF-8 under `--lossy`) and look-alike hosts in annotate, batch
/// (escaped lone surrogates and broken escapes keep their per-line error) and stream mode, json and facets.
///
/// A golden file changes only when the contract adds something: set `PATTERNHIGHLIGHT_WRITE_GOLDEN=1` to
/// rewrite them, then read the diff.
@Suite struct GoldenOutputTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let input: String
        var status: Int32 = 0
        var description: String { name }
    }

    static let folder = SharedData.packageRoot.appendingPathComponent("Tests/Golden/CommandLine")

    static let cases: [Case] = {
        var cases: [Case] = []
        for profile in ["twitter", "bluesky", "simple"] {
            cases.append(Case(name: "annotate-corpus-\(profile)", arguments: ["--profile", profile], input: "input-corpus.txt"))
            cases.append(Case(name: "annotate-hostile-\(profile)", arguments: ["--profile", profile], input: "input-hostile.txt"))
            cases.append(Case(name: "annotate-lossy-\(profile)", arguments: ["--profile", profile, "--lossy"], input: "input-invalid-utf8.bin"))
            cases.append(Case(name: "batch-hostile-\(profile)", arguments: ["batch", "--profile", profile], input: "input-hostile.ndjson"))
            cases.append(Case(name: "batch-corpus-\(profile)", arguments: ["batch", "--profile", profile], input: "input-corpus.ndjson"))
            cases.append(Case(name: "stream-\(profile)", arguments: ["stream", "--profile", profile], input: "input-stream.ndjson"))
        }
        cases += [
            Case(name: "annotate-corpus-twitter-utf8", arguments: ["--units", "utf8"], input: "input-corpus.txt"),
            Case(name: "annotate-corpus-bluesky-scalars", arguments: ["--profile", "bluesky", "--units", "scalars"], input: "input-corpus.txt"),
            Case(name: "annotate-hostile-twitter-scalars", arguments: ["--units", "scalars"], input: "input-hostile.txt"),
            Case(name: "annotate-hostile-simple-utf8", arguments: ["--profile", "simple", "--units", "utf8"], input: "input-hostile.txt"),
            Case(name: "annotate-corpus-facets", arguments: ["--profile", "bluesky", "--format", "facets"], input: "input-corpus.txt"),
            Case(name: "annotate-hostile-facets", arguments: ["--profile", "bluesky", "--format", "facets"], input: "input-hostile.txt"),
            Case(name: "annotate-lossy-facets", arguments: ["--profile", "bluesky", "--format", "facets", "--lossy"], input: "input-invalid-utf8.bin"),
            Case(name: "annotate-invalid-strict", arguments: [], input: "input-invalid-utf8.bin", status: 65),
            Case(name: "batch-hostile-lossy", arguments: ["batch", "--lossy"], input: "input-hostile.ndjson"),
            Case(name: "batch-hostile-facets", arguments: ["batch", "--profile", "bluesky", "--format", "facets"], input: "input-hostile.ndjson"),
            Case(name: "batch-hostile-scalars", arguments: ["batch", "--units", "scalars"], input: "input-hostile.ndjson"),
            Case(name: "batch-corpus-escaped-bluesky", arguments: ["batch", "--profile", "bluesky"], input: "input-corpus-escaped.ndjson"),
            Case(name: "batch-corpus-escaped-utf8", arguments: ["batch", "--units", "utf8"], input: "input-corpus-escaped.ndjson"),
            Case(name: "batch-corpus-facets", arguments: ["batch", "--profile", "bluesky", "--format", "facets"], input: "input-corpus.ndjson"),
            Case(name: "stream-twitter-scalars", arguments: ["stream", "--units", "scalars"], input: "input-stream.ndjson"),
            Case(name: "stream-lossy", arguments: ["stream", "--lossy"], input: "input-stream.ndjson"),
            Case(name: "annotate-hosts-html", arguments: ["--format", "html"], input: "input-hosts.txt"),
            Case(name: "annotate-hosts-ansi", arguments: ["--format", "ansi"], input: "input-hosts.txt"),
        ]
        // Threads: the parts of the corpus sample, with each part's count.
        for profile in ["twitter", "mastodon"] {
            cases.append(Case(name: "split-corpus-\(profile)", arguments: ["split", "--profile", profile], input: "input-corpus.txt"))
        }
        // Look-alike hosts (`hostWarning`), in every profile.
        for profile in ["twitter", "bluesky", "mastodon", "simple"] {
            cases.append(Case(name: "annotate-hosts-\(profile)", arguments: ["--profile", profile, "--no-runs"], input: "input-hosts.txt"))
        }
        return cases
    }()

    static var writesGoldenFiles: Bool { ProcessInfo.processInfo.environment["PATTERNHIGHLIGHT_WRITE_GOLDEN"] == "1" }

    @Test(arguments: cases)
    func outputEqualsTheGoldenFile(_ golden: Case) throws {
        let input = try Data(contentsOf: Self.folder.appendingPathComponent(golden.input))
        let result = try CommandLineRunner.run(golden.arguments, stdin: input)
        #expect(result.status == golden.status, "\(result.stderr)")
        let goldenURL = Self.folder.appendingPathComponent(golden.name + ".out")
        if Self.writesGoldenFiles {
            try result.stdout.write(to: goldenURL)
            return
        }
        let expected = try Data(contentsOf: goldenURL)
        let actual = result.stdout
        let firstDifference = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? (actual.count == expected.count ? nil : min(actual.count, expected.count))
        #expect(firstDifference == nil, """
            \(golden.name): \(actual.count) bytes, golden \(expected.count); first difference at byte \
            \(firstDifference ?? -1): \(String(decoding: actual.dropFirst(max(0, (firstDifference ?? 0) - 40)).prefix(120), as: UTF8.self))
            """)
    }
}

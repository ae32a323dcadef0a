import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// The `count` member through the built binary (`specs/cli-contract.md`): in annotate and batch, ranges in
/// `--units`, under `--twitter-config`; equal to the library's ``Annotation/count`` on random texts.
@Suite struct CountCommandTests {
    /// One batch line per text: `{"id": index, "text": text}`.
    static func batchInput(_ texts: [String]) -> Data {
        var writer = JSONWriter()
        for (index, text) in texts.enumerated() {
            writer.beginObject()
            writer.key("id")
            writer.int(index)
            writer.key("text")
            writer.string(text)
            writer.endObject()
            writer.newline()
        }
        return Data(writer.bytes)
    }

    /// The `count` object of every output line of a batch run.
    static func batchCounts(_ texts: [String], arguments: [String]) throws -> [JSONValue?] {
        let result = try CommandLineRunner.run(["batch", "--no-runs"] + arguments, stdin: batchInput(texts))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.count == texts.count)
        return try lines.map { try JSONValue(parsing: String($0))["count"] }
    }

    static func randomTexts(seed: UInt64, count: Int) -> [String] {
        var random = SeededRandom(seed: seed)
        return ["", " ", "hi"] + (3..<count).map { _ in
            CountingFragments.text(pieces: Int.random(in: 1...40, using: &random), breaks: true, using: &random)
        }
    }

    /// The profile and the command line that select it, with every twitter configuration.
    static let countedProfiles: [(profile: Profile, arguments: [String])] = [
        (.twitter, []), (.twitter.counting(.twitter(.v1)), ["--twitter-config", "v1"]),
        (.twitter.counting(.twitter(.v2)), ["--twitter-config=v2"]), (.twitter, ["--twitter-config", "v3"]),
        (.bluesky, ["--profile", "bluesky"]), (.bluesky, ["--profile", "bluesky", "--twitter-config", "v1"]),
        (.simple, ["--profile", "simple"]), (.simple, ["--profile", "simple", "--twitter-config", "v2"]),
    ]

    /// Differential: for random texts (emoji sequences whole and split, NFC pairs, CJK, URLs, invalid characters,
    /// every paragraph break, runs past 140 and 280), the tool's `count` is the library's, in every unit.
    @Test(arguments: countedProfiles.indices)
    func batchCountIsTheLibrarysInEveryUnit(_ index: Int) throws {
        let (profile, arguments) = Self.countedProfiles[index]
        let texts = Self.randomTexts(seed: 1300 + UInt64(index), count: 120)
        let highlighter = Highlighter(profile: profile)
        let expected = texts.map { highlighter.annotate($0).count }
        for unit in OffsetUnit.allCases {
            let counts = try Self.batchCounts(texts, arguments: arguments + ["--units", unit.rawValue])
            var mismatches = 0
            for (text, (count, actual)) in zip(texts, zip(expected, counts)) where mismatches < 5 {
                #expect(count.graphemes == text.count)
                if actual != ContractCount.object(count, in: unit) {
                    mismatches += 1
                    Issue.record("\(arguments) \(unit): \(String(describing: actual)) for \(text.debugDescription)")
                }
            }
        }
    }

    @Test(arguments: OffsetUnit.allCases)
    func annotateWritesTheCountAfterTheRuns(_ unit: OffsetUnit) throws {
        let text = "@ana 日本語 👨‍👩‍👧 é https://example.com\r\n#tag"
        for (profile, arguments) in Self.countedProfiles {
            let result = try CommandLineRunner.run(arguments + ["--units", unit.rawValue], stdin: Data(text.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            let object = try JSONValue(parsing: Array(result.stdout))
            guard case .object(let members) = object else { Issue.record("not an object"); continue }
            let keys = members.map(\.key)
            #expect(keys.firstIndex(of: "count") == keys.firstIndex(of: "runs").map { $0 + 1 }, "\(keys)")
            let expected = ContractCount.object(Highlighter(profile: profile).annotate(text).count, in: unit)
            #expect(object["count"] == expected)
        }
    }

    /// `--twitter-config` changes what the twitter profile counts: CJK weighs 1 in v1 and 2 in v2; an emoji
    /// sequence is one character in v3.
    @Test func twitterConfigChangesTheTwitterCount() throws {
        func weightedLength(_ text: String, _ arguments: [String]) throws -> Int? {
            let result = try CommandLineRunner.run(arguments, stdin: Data(text.utf8))
            return try JSONValue(parsing: Array(result.stdout))["count"]?["weightedLength"]?.intValue
        }
        #expect(try weightedLength("日本", ["--twitter-config", "v1"]) == 2)
        #expect(try weightedLength("日本", ["--twitter-config", "v2"]) == 4)
        #expect(try weightedLength("👨‍👩‍👧", ["--twitter-config", "v2"]) == 8, "three emoji weigh 2, two ZWJ 1")
        #expect(try weightedLength("👨‍👩‍👧", ["--twitter-config", "v3"]) == 2)
        #expect(try weightedLength("👨‍👩‍👧", []) == 2, "v3 is the default")
    }

    @Test(arguments: [["--twitter-config", "v4"], ["--twitter-config=V3"], ["--twitter-config", ""], ["--twitter-config", "3"]])
    func aBadTwitterConfigIsAUsageError(_ arguments: [String]) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data("x".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--twitter-config") && result.stderr.contains("v1|v2|v3"), "\(result.stderr)")
    }

    /// Stream through the binary: set, replace and snapshot replies carry the whole document's count under
    /// `--twitter-config`; `active` replies and errors carry none.
    @Test func streamRepliesCarryTheCount() throws {
        let requests = """
            {"op":"set","text":"日本 @ana"}
            {"op":"replace","start":6,"end":6,"text":"語"}
            {"op":"snapshot"}
            {"op":"active","at":14}
            {"op":"explode"}

            """
        let result = try CommandLineRunner.run(["stream", "--twitter-config", "v1", "--units", "utf8"], stdin: Data(requests.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let replies = try result.stdoutText.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
        #expect(replies.count == 5)
        let highlighter = Highlighter(profile: .twitter.counting(.twitter(.v1)))
        for (reply, text) in zip(replies, ["日本 @ana", "日本語 @ana", "日本語 @ana"]) {
            #expect(reply["count"] == ContractCount.object(highlighter.annotate(text).count, in: .utf8))
        }
        #expect(replies[1]["count"]?["weightedLength"]?.intValue == 8)
        #expect(replies[3]["active"] != nil && replies[3]["count"] == nil)
        #expect(replies[4]["ok"] == .bool(false) && replies[4]["count"] == nil)
    }
}

/// The tool's `count` against twitter-text 3.1.0's `parseTweet`, run by `node` on the reference bundle.
@Suite(.enabled(if: ReferenceOracle.isAvailable, ReferenceOracle.skipReason))
struct CountCommandReferenceTests {
    @Test func countMatchesParseTweetUnderEachConfiguration() throws {
        let texts = CountCommandTests.randomTexts(seed: 131, count: 40) + [
            "hi @john 👋🏽 https://example.com", String(repeating: "日本", count: 150), "\u{FEFF}x", "e\u{301}" + String(repeating: "a", count: 300),
        ]
        let reference = try ReferenceOracle.results(for: texts)
        for name in ["v1", "v2", "v3"] {
            let counts = try CountCommandTests.batchCounts(texts, arguments: ["--twitter-config", name])
            var mismatches = 0
            for (text, (count, expected)) in zip(texts, zip(counts, reference)) where mismatches < 5 {
                let actual = count.flatMap(ParseTweetFields.init)
                let fields = expected[name].flatMap(ParseTweetFields.init)
                if actual == nil || actual != fields {
                    mismatches += 1
                    Issue.record("\(name): \(actual.map(String.init(describing:)) ?? "nil") != \(fields.map(String.init(describing:)) ?? "nil") in \(text.debugDescription)")
                }
            }
        }
    }
}

import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// `--hints` through the binary: annotate, batch and stream (set, replace, snapshot) carry
/// `"hints": [{"start", "end", "kind", "reason", "message"}]` in the chosen units; without the flag there is no
/// `"hints"` member.
@Suite struct HintsCommandTests {
    static func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let values) = value { return values }
        return []
    }

    /// (start, end, kind, reason) of each hint object.
    static func hints(_ object: JSONValue) -> [String] {
        array(object["hints"]).map { hint in
            "\(hint["start"]?.intValue ?? -1)..<\(hint["end"]?.intValue ?? -1) \(hint["kind"]?.stringValue ?? "?") \(hint["reason"]?.stringValue ?? "?")"
        }
    }

    /// The same as the library gives, in `unit`.
    static func expected(_ text: String, profile: String, unit: OffsetUnit) throws -> [String] {
        let annotation = Highlighter(profile: Profile.named(profile)!, options: .hints).annotate(text)
        return try annotation.hints.map { hint in
            let range = try annotation.range(hint.range, in: unit)
            return "\(range.lowerBound)..<\(range.upperBound) \(hint.kind) \(hint.reason.rawValue)"
        }
    }

    static let text = "😀 (#ATL) \"#tag\" /#tag #2026 é#tag 日本#タグ ko-fi.com @alice $AAPL @.name #_1 https://example.notatld"

    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"], ["utf16", "utf8", "scalars"])
    func annotateWritesTheLibrarysHints(_ profile: String, _ units: String) throws {
        let result = try CommandLineRunner.run(["--profile", profile, "--units", units, "--hints", "--no-runs"], stdin: Data(Self.text.utf8))
        #expect(result.status == 0)
        let object = try JSONValue(parsing: Array(result.stdout))
        let found = Self.hints(object)
        #expect(try found == Self.expected(Self.text, profile: profile, unit: OffsetUnit(rawValue: units)!))
        #expect(found.count >= 2)
        #expect(Self.array(object["hints"]).allSatisfy { ($0["message"]?.stringValue ?? "").hasSuffix(".") })
    }

    @Test func theIssuesCasesThroughTheBinary() throws {
        let rows: [(profile: String, text: String, hint: String)] = [
            ("bluesky", "(#ATL)", "1..<5 hashtag not-after-space"),
            ("bluesky", "\"#tag\"", "1..<5 hashtag not-after-space"),
            ("bluesky", "hi @alice", "3..<9 mention incomplete"),
            ("mastodon", "a/#tag", "2..<6 hashtag not-after-space"),
            ("mastodon", "#2026", "0..<5 hashtag digits-only"),
            ("mastodon", "ko-fi.com", "0..<9 url no-scheme"),
            ("mastodon", "$AAPL", "0..<5 cashtag no-cashtags"),
            ("twitter", "é#tag", "1..<5 hashtag glued"),
            ("simple", "$AAPL", "0..<5 cashtag no-cashtags"),
            // Issue #47: reasons a person can act on (utf16 offsets: 🎉 is two units).
            ("twitter", "@user@", "0..<5 mention fediverse-address"),
            ("twitter", "@bob@ex", "0..<4 mention fediverse-address"),
            ("mastodon", "@user@", "0..<5 mention fediverse-address"),
            ("twitter", "#🎉", "0..<3 hashtag emoji"),
            ("mastodon", "#🎉", "0..<3 hashtag emoji"),
        ]
        for row in rows {
            let result = try CommandLineRunner.run(["--profile", row.profile, "--hints"], stdin: Data(row.text.utf8))
            #expect(Self.hints(try JSONValue(parsing: Array(result.stdout))) == [row.hint], "\(row)")
        }
    }

    @Test func withoutTheFlagThereIsNoHintsMember() throws {
        let result = try CommandLineRunner.run(["--profile", "mastodon"], stdin: Data("(#ATL) ko-fi.com".utf8))
        #expect(try JSONValue(parsing: Array(result.stdout))["hints"] == nil)
        let empty = try CommandLineRunner.run(["--profile", "mastodon", "--hints"], stdin: Data("#fine".utf8))
        #expect(try JSONValue(parsing: Array(empty.stdout))["hints"] == .array([]))
        let bad = try CommandLineRunner.run(["--hints=yes"], stdin: Data("x".utf8))
        #expect(bad.status == 64)
    }

    @Test func batchWritesHintsPerLine() throws {
        let input = #"{"id": 1, "text": "(#ATL)"}"# + "\n" + #"{"id": 2, "text": "ko-fi.com"}"# + "\n"
        let result = try CommandLineRunner.run(["batch", "--profile", "mastodon", "--hints", "--no-runs"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let lines = try result.stdout.split(separator: 0x0A).map { try JSONValue(parsing: Array($0)) }
        #expect(lines.map(Self.hints) == [["1..<5 hashtag not-after-space"], ["0..<9 url no-scheme"]])
    }

    /// The stream's `set`, `replace` and `snapshot` replies carry hints; a client that replaces its hints in each
    /// reply's `hintRanges` with the reply's `hints` holds a fresh annotate's after every edit.
    @Test(arguments: ["bluesky", "mastodon"])
    func streamRepliesCarryHints(_ profile: String) throws {
        var requests = [#"{"op": "set", "text": "(#ATL) hi"}"#]
        var texts = ["(#ATL) hi"]
        let edits: [(Int, Int, String)] = [(0, 1, ""), (8, 8, " ko-fi.com"), (5, 5, "@alice"), (0, 0, "x("), (3, 4, "#2026 ")]
        var current = texts[0]
        for (start, end, text) in edits {
            requests.append(#"{"op": "replace", "start": \#(start), "end": \#(end), "text": "\#(text)"}"#)
            let utf16 = Array(current.utf16)
            current = String(decoding: utf16[..<start], as: UTF16.self) + text + String(decoding: utf16[end...], as: UTF16.self)
            texts.append(current)
        }
        requests.append(#"{"op": "snapshot"}"#)
        let input = requests.joined(separator: "\n") + "\n"
        let result = try CommandLineRunner.run(["stream", "--profile", profile, "--hints"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let replies = try result.stdout.split(separator: 0x0A).map { try JSONValue(parsing: Array($0)) }
        try #require(replies.count == requests.count)
        var kept: [(start: Int, end: Int, line: String)] = []
        for (index, reply) in replies.dropLast().enumerated() {
            let ranges = Self.array(reply["hintRanges"]).map { ($0["start"]!.intValue!, $0["end"]!.intValue!) }
            if index > 0 {
                let (start, end, text) = edits[index - 1]
                let delta = text.utf16.count - (end - start)
                kept = kept.compactMap { hint -> (start: Int, end: Int, line: String)? in
                    if hint.end > start && hint.start < end { return nil }
                    let moved = hint.start >= end ? (hint.start + delta, hint.end + delta) : (hint.start, hint.end)
                    if ranges.contains(where: { $0.0 < moved.1 && moved.0 < $0.1 }) { return nil }
                    let rest = hint.line.split(separator: " ").dropFirst().joined(separator: " ")
                    return (start: moved.0, end: moved.1, line: "\(moved.0)..<\(moved.1) \(rest)")
                }
            } else {
                kept = []
            }
            for line in Self.hints(reply) {
                let bounds = line.split(separator: " ")[0].split(separator: "<")
                kept.append((Int(bounds[0].dropLast(2))!, Int(bounds[1])!, line))
            }
            kept.sort { $0.start < $1.start }
            #expect(try kept.map(\.line) == Self.expected(texts[index], profile: profile, unit: .utf16), "\(profile) after request \(index)")
        }
        #expect(try Self.hints(replies.last!) == Self.expected(texts.last!, profile: profile, unit: .utf16))
    }
}

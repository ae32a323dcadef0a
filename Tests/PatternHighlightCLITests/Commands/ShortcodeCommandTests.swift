import Foundation
import Testing
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// `--shortcodes` in annotate and batch: `:name:` becomes an entity of kind `shortcode` (value: the name) with its
/// run and the standard theme's style, offsets in the chosen unit; without the flag the output has none.
@Suite struct ShortcodeCommandTests {
    static func array(_ value: JSONValue?) -> [JSONValue]? {
        if case .array(let values) = value { return values }
        return nil
    }

    @Test(arguments: [("utf16", 5, 11), ("utf8", 8, 14), ("scalars", 4, 10)])
    func annotateReportsShortcodesInEveryUnit(_ units: String, _ start: Int, _ end: Int) throws {
        let text = "😀 é :tada: 12:30"
        let result = try CommandLineRunner.run(["--shortcodes", "--units", units, "--profile", "simple"], stdin: Data(text.utf8))
        #expect(result.status == 0)
        let object = try JSONValue(parsing: Array(result.stdout))
        let entities = try #require(Self.array(object["entities"]))
        try #require(entities.count == 1)
        #expect(entities[0]["kind"]?.stringValue == "shortcode")
        #expect(entities[0]["value"]?.stringValue == "tada")
        #expect(entities[0]["text"]?.stringValue == ":tada:")
        #expect(entities[0]["start"]?.intValue == start)
        #expect(entities[0]["end"]?.intValue == end)
        let run = try #require(Self.array(object["runs"])?.first { $0["kind"]?.stringValue == "shortcode" })
        #expect(run["start"]?.intValue == start && run["end"]?.intValue == end)
        #expect(run["style"]?["color"]?.stringValue == "#FF9500")
    }

    @Test func withoutTheFlagThereAreNoShortcodes() throws {
        let result = try CommandLineRunner.run(["--profile", "twitter"], stdin: Data("hi :tada:".utf8))
        let object = try JSONValue(parsing: Array(result.stdout))
        #expect(Self.array(object["entities"])?.isEmpty == true)
    }

    @Test func batchReportsShortcodesPerLine() throws {
        let input = #"{"id": 1, "text": "nice :tada:"}"# + "\n" + #"{"id": 2, "text": "at 12:30:45"}"# + "\n"
        let result = try CommandLineRunner.run(["batch", "--shortcodes", "--profile", "bluesky", "--no-runs"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let lines = try result.stdout.split(separator: 0x0A).map { try JSONValue(parsing: Array($0)) }
        try #require(lines.count == 2)
        #expect(Self.array(lines[0]["entities"])?.map { $0["value"]?.stringValue } == ["tada"])
        #expect(Self.array(lines[1]["entities"])?.isEmpty == true)
    }
}

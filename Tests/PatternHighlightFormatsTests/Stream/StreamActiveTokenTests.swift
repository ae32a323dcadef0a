import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// The stream's `active` reply through the command line: the same trigger table as the library's
/// (`ActiveTokenTriggerTests`), one `pattern-highlight stream --shortcodes` process per profile, each case a `set`
/// and an `active` at the caret; the reply carries the kind (`mention`, `hashtag`, `cashtag`, `shortcode`).
@Suite struct StreamActiveTokenTests {
    static func request(_ members: [(String, JSONValue)]) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        for (key, value) in members {
            writer.key(key)
            writer.value(value)
        }
        writer.endObject()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test(arguments: Profile.all.map(\.name))
    func activeRepliesFollowTheProfilesTriggers(_ profile: String) throws {
        let cases = ActiveTokenCases.all.filter { $0.profile == profile }
        try #require(!cases.isEmpty)
        var lines: [String] = []
        var carets: [(text: String, caret: Int)] = []
        for testCase in cases {
            let caretIndex = try #require(testCase.marked.firstIndex(of: "|"))
            var text = testCase.marked
            text.remove(at: caretIndex)
            let caret = testCase.marked[..<caretIndex].utf16.count
            lines.append(Self.request([("op", .string("set")), ("text", .string(text))]))
            lines.append(Self.request([("op", .string("active")), ("at", .number(String(caret)))]))
            carets.append((text, caret))
        }
        let result = try CommandLineRunner.run(
            ["stream", "--profile", profile, "--shortcodes"], stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 0)
        let replies = result.stdout.split(separator: 0x0A).map { Array($0) }
        try #require(replies.count == lines.count)
        for (index, testCase) in cases.enumerated() {
            let active = try JSONValue(parsing: replies[2 * index + 1])["active"]
            guard let expected = testCase.expected else {
                #expect(active == .null, "\(testCase)")
                continue
            }
            let utf16 = Array(carets[index].text.utf16)
            let start = try #require(active?["start"]?.intValue)
            let end = try #require(active?["end"]?.intValue)
            #expect(active?["kind"]?.stringValue == expected.kind.rawValue, "\(testCase)")
            #expect(String(decoding: utf16[start..<end], as: UTF16.self) == expected.token, "\(testCase)")
            #expect(active?["query"]?.stringValue == expected.query, "\(testCase)")
        }
    }

    @Test func withoutTheFlagAColonIsNoTrigger() throws {
        let input = Self.request([("op", .string("set")), ("text", .string("hi :sm"))]) + "\n"
            + Self.request([("op", .string("active")), ("at", .number("6"))]) + "\n"
        let plain = try CommandLineRunner.run(["stream"], stdin: Data(input.utf8))
        #expect(plain.stdoutText.hasSuffix(#"{"ok":true,"active":null}"# + "\n"))
        let with = try CommandLineRunner.run(["stream", "--shortcodes"], stdin: Data(input.utf8))
        #expect(with.stdoutText.hasSuffix(#"{"ok":true,"active":{"kind":"shortcode","start":3,"end":6,"query":"sm"}}"# + "\n"))
    }
}

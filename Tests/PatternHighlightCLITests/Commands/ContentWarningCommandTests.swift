import Foundation
import PatternHighlightFormats
import PatternHighlightTestSupport
import Testing

/// A content warning is never cut, through the binary: `split` refuses a Mastodon field that leaves no room (exit 65,
/// naming the warning, its length and the limit); `crosspost` answers a target that cannot post with its `error`, and
/// every other target as usual.
@Suite struct ContentWarningCommandTests {
    @Test func splitRefusesAFieldThatLeavesNoRoom() throws {
        let result = try CommandLineRunner.run(
            ["split", "--profile", "mastodon", "--spoiler-text", String(repeating: "w", count: 600)], stdin: Data("hello".utf8))
        #expect(result.status == 65)
        #expect(result.stderr.contains("content warning takes 600 of the 500"), "\(result.stderr)")
    }

    @Test func crosspostAnswersEveryTargetWhenOneCannotPost() throws {
        let result = try CommandLineRunner.run(
            ["crosspost", "--targets", "twitter,bluesky,mastodon", "--cw-prefix", "--spoiler-text", String(repeating: "w", count: 320)],
            stdin: Data("hello world".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONValue(parsing: Array(result.stdout))
        guard case .array(let targets)? = object["targets"] else { Issue.record("no targets"); return }
        #expect(targets.map { $0["valid"]?.boolValue } == [false, false, true])
        #expect(targets.map { $0["error"]?["code"]?.stringValue } == ["content_warning_too_long", "content_warning_too_long", nil])
        #expect(targets[0]["error"]?["message"]?.stringValue?.contains("of the 280 a twitter post may hold") == true)
        guard case .array(let parts)? = targets[2]["parts"] else { Issue.record("no mastodon parts"); return }
        #expect(parts.count == 1 && parts[0]["post"]?["spoiler_text"]?.stringValue?.count == 320)
    }
}

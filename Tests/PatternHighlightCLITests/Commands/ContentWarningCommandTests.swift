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

    /// The option is `--content-warning`; `--spoiler-text` is its other name, the same option (given both, it is given
    /// twice: a usage error).
    @Test func theContentWarningHasTwoSpellings() throws {
        let text = Data(String(repeating: "word ", count: 120).utf8)
        let named = try CommandLineRunner.run(["split", "--profile", "mastodon", "--content-warning", "cw"], stdin: text)
        let aliased = try CommandLineRunner.run(["split", "--profile", "mastodon", "--spoiler-text", "cw"], stdin: text)
        #expect(named.status == 0 && named.stdout == aliased.stdout && named.stdoutText.contains(#""length":"#))
        let plain = try CommandLineRunner.run(["split", "--profile", "mastodon"], stdin: text)
        #expect(plain.stdout != named.stdout)
        let both = try CommandLineRunner.run(["split", "--profile", "mastodon", "--content-warning", "a", "--spoiler-text", "b"], stdin: text)
        #expect(both.status == 64, "\(both.stderr)")
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

/// `stream --targets` counts live what `snapshot` posts: the mention directory and the `CW:` line apply to every
/// `set` and `replace` reply's counts, validity and overrun.
@Suite struct CrosspostStreamPostingCommandTests {
    @Test func liveCountsAreTheSnapshots() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-stream-posting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let people = folder.appendingPathComponent("people.json")
        try Data(#"[{"twitter": "jack", "bluesky": "jack.bsky.social"}]"#.utf8).write(to: people)
        let draft = "thanks @jack " + String(repeating: "a", count: 280)
        let requests = [
            #"{"op":"set","text":\#(quoted(draft))}"#, #"{"op":"snapshot"}"#,
            #"{"op":"replace","start":0,"end":6,"text":"merci"}"#, #"{"op":"snapshot"}"#,
        ]
        let result = try CommandLineRunner.run(
            ["stream", "--targets", "twitter,bluesky", "--mentions", people.path, "--cw-prefix", "--spoiler-text", "spoilers"],
            stdin: Data((requests.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let replies = try result.stdoutText.split(separator: "\n").map { try JSONValue(parsing: Array($0.utf8)) }
        try #require(replies.count == 4)
        for (live, snapshot) in [(replies[0], replies[1]), (replies[2], replies[3])] {
            guard case .array(let liveTargets)? = live["targets"], case .array(let snapshotTargets)? = snapshot["targets"] else {
                Issue.record("no targets")
                continue
            }
            #expect(liveTargets.count == 2)
            for (own, posted) in zip(liveTargets, snapshotTargets) {
                #expect(own["count"] == posted["count"], "\(own["profile"]?.stringValue ?? "")")
                #expect(own["valid"] == posted["valid"] && own["over"] == posted["over"])
            }
            // Bluesky posts @jack.bsky.social and the CW: line: over 300, as the snapshot says.
            #expect(liveTargets[1]["valid"]?.boolValue == false)
        }
    }

    func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

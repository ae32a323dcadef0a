import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The command line's mastodon parts: the instance options (usage errors elsewhere), batch `spoiler_text`, the
/// stream's `spoiler` op and the count members.
@Suite struct MastodonCommandLineTests {
    @Test func countMembersAndInstanceOptions() throws {
        let plain = try CommandLineRunner.run(["--profile", "mastodon", "--no-runs"], stdin: Data("@alice@example.com".utf8))
        #expect(plain.status == 0)
        #expect(plain.stdoutText.contains(#""count":{"graphemes":18,"length":6,"maxCharacters":500,"valid":true}"#))
        let set = try CommandLineRunner.run(
            ["--profile", "mastodon", "--mastodon-url-characters", "5", "--mastodon-max-characters=4", "--no-runs"],
            stdin: Data("https://a.co".utf8))
        #expect(set.stdoutText.contains(#""count":{"graphemes":12,"length":5,"maxCharacters":4,"valid":false}"#))
    }

    @Test(arguments: [
        ["--mastodon-max-characters", "300"], ["--profile", "bluesky", "--mastodon-url-characters", "10"],
        ["--profile", "mastodon", "--mastodon-max-characters", "0"], ["--profile", "mastodon", "--mastodon-url-characters", "x"],
        ["--profile", "mastodon", "--mastodon-max-characters", "-3"],
    ])
    func instanceOptionsAreCheckedAsUsage(_ arguments: [String]) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data("x".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test func batchSpoilerText() throws {
        let input = [
            #"{"id":1,"text":"  ","spoiler_text":"CW here"}"#, #"{"id":2,"text":"x","spoiler_text":5}"#,
            #"{"id":3,"text":"hi","spoiler_text":"cw"}"#,
        ].joined(separator: "\n") + "\n"
        let result = try CommandLineRunner.run(["batch", "--profile", "mastodon", "--no-runs"], stdin: Data(input.utf8))
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""count":{"graphemes":2,"length":7,"#))
        #expect(lines[1].contains(#""code":"invalid_request""#))
        #expect(lines[2].contains(#""count":{"graphemes":2,"length":4,"#))
        let twitter = try CommandLineRunner.run(["batch", "--no-runs"], stdin: Data(#"{"id":3,"text":"hi","spoiler_text":"cw"}"#.utf8))
        #expect(twitter.stdoutText.contains(#""weightedLength":2,"#))
    }

    @Test func streamSpoilerOperation() throws {
        let input = [#"{"op":"set","text":"hi"}"#, #"{"op":"spoiler","text":"cw"}"#, #"{"op":"active","at":1}"#].joined(separator: "\n") + "\n"
        let result = try CommandLineRunner.run(["stream", "--profile", "mastodon"], stdin: Data(input.utf8))
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == #"{"ok":true,"count":{"graphemes":2,"length":4,"maxCharacters":500,"valid":true}}"#)
        let refused = try CommandLineRunner.run(["stream", "--profile", "simple"], stdin: Data(#"{"op":"spoiler","text":"cw"}"#.utf8 + [0x0A]))
        #expect(refused.stdoutText.contains(#""code":"invalid_request""#))
    }
}

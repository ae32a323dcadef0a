import Foundation
import Testing
import PatternHighlightTestSupport

/// Values the command line refuses rather than use silently: a valued option given twice (the second would replace
/// the first), `--jobs` above its bound, a mention directory entry that names no handle or one not in its platform's
/// form (it would be posted unlinked). Each is a usage error (exit 64) that names what to fix, before any input.
@Suite struct OptionValueTests {
    @Test(arguments: [
        ["--profile=twitter", "--profile=bluesky"], ["--profile", "twitter", "--profile", "twitter"],
        ["batch", "--jobs", "2", "--jobs=4"], ["--units", "utf8", "--units", "utf16"],
        ["--twitter-config", "v1", "--twitter-config", "v2"], ["split", "--max-graphemes", "9", "--max-graphemes", "10"],
    ])
    func aValuedOptionGivenTwiceExits64(_ arguments: [String]) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data("hi".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        let option = try #require(arguments.first { $0.hasPrefix("--") }?.split(separator: "=").first)
        #expect(result.stderr.contains("option '\(option)' is given more than once"), "\(result.stderr)")
    }

    /// A flag said twice still says the same thing.
    @Test func aFlagGivenTwiceIsAccepted() throws {
        let result = try CommandLineRunner.run(["--lossy", "--no-runs", "--lossy"], stdin: Data("hi".utf8))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(arguments: [("257", 64), ("100000", 64), ("256", 0), ("1", 0)])
    func jobsHaveABound(_ jobs: String, _ status: Int32) throws {
        let result = try CommandLineRunner.run(["batch", "--jobs", jobs], stdin: Data(#"{"text":"hi"}"#.utf8))
        #expect(result.status == status, "\(result.stderr)")
        if status == 64 {
            #expect(result.stderr.contains("expected a number of threads from 1 to 256"), "\(result.stderr)")
        }
    }

    /// A directory entry and the words the refusal must hold: the entry, and the platform's form.
    @Test(arguments: [
        (#"[{"bluesky": "jack"}]"#, [#"the bluesky handle "jack" of person 0"#, #"such as "jack.bsky.social""#]),
        (#"[{"twitter": "jack"}, {"twitter": "jack.bsky.social"}]"#, [#"the twitter handle "jack.bsky.social" of person 1"#, #"such as "jack""#]),
        (#"[{"mastodon": "jack"}]"#, [#"the mastodon handle "jack" of person 0"#, #"such as "jack@mastodon.social""#]),
        (#"[{}]"#, ["person 0 of the list has no handle", "twitter, bluesky, mastodon"]),
    ])
    func aMentionDirectoryEntryNotInItsPlatformsFormExits64(_ json: String, _ words: [String]) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ph-mentions-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for arguments in [["crosspost"], ["stream"]] {
            let input = arguments == ["stream"] ? #"{"op":"set","text":"hi @jack"}"# + "\n" : "hi @jack"
            let result = try CommandLineRunner.run(
                arguments + ["--targets", "twitter,bluesky,mastodon", "--mentions", url.path], stdin: Data(input.utf8))
            #expect(result.status == 64, "\(arguments): \(result.stdoutText)")
            #expect(result.stdout.isEmpty)
            for word in words { #expect(result.stderr.contains(word), "\(result.stderr)") }
        }
    }
}

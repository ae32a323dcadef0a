import Foundation
import PatternHighlight
import PatternHighlightFormats
import PatternHighlightTestSupport
import Testing

/// `--dids` names mentions by DID in every post a Bluesky target makes: `--format post` and `facets`, `split --format
/// post`, `crosspost` and `batch --targets` (each line what `crosspost` writes); the other targets' output is the same
/// bytes as without it, and without a Bluesky target it is a usage error that says to add one.
@Suite struct MentionDIDsCommandTests {
    static let dids = #"{"Alice.bsky.social": "did:plc:alice", "@carol.example.com": "did:web:carol.example.com"}"#
    static let draft = "hi @alice.bsky.social, @bob.bsky.social and @carol.example.com! " + String(repeating: "word ", count: 70)

    /// The DIDs file, removed when the test ends.
    final class DIDsFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ph-dids-\(UUID().uuidString).json")
        init() throws { try Data(MentionDIDsCommandTests.dids.utf8).write(to: url) }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// Every mention feature's `did` in the Bluesky posts of `object` (a post, a thread's posts or a crosspost object).
    static func mentionDIDs(in object: JSONValue) -> [String] {
        switch object {
        case .object(let members):
            if members.contains(where: { $0.key == "$type" && $0.value.stringValue == FacetsFormatter.FeatureType.mention }) {
                return [object["did"]?.stringValue ?? "?"]
            }
            return members.flatMap { mentionDIDs(in: $0.value) }
        case .array(let items):
            return items.flatMap(mentionDIDs(in:))
        default:
            return []
        }
    }

    static let named = ["did:plc:alice", "bob.bsky.social", "did:web:carol.example.com"]

    @Test(arguments: [
        ["--profile", "bluesky", "--format", "post"], ["--profile", "bluesky", "--format", "facets"],
        ["split", "--profile", "bluesky", "--format", "post"],
    ])
    func postsOfOneProfileNameTheMappedHandlesByDID(_ arguments: [String]) throws {
        let file = try DIDsFile()
        let result = try CommandLineRunner.run(arguments + ["--dids", file.url.path], stdin: Data(Self.draft.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONValue(parsing: Array(result.stdout))
        #expect(Self.mentionDIDs(in: object) == Self.named)
    }

    @Test func crosspostNamesBlueskyMentionsByDIDAndChangesNothingElse() throws {
        let file = try DIDsFile()
        let arguments = ["crosspost", "--targets", "twitter,bluesky,mastodon", "--units", "utf8"]
        let resolved = try CommandLineRunner.run(arguments + ["--dids", file.url.path], stdin: Data(Self.draft.utf8))
        let plain = try CommandLineRunner.run(arguments, stdin: Data(Self.draft.utf8))
        #expect(resolved.status == 0 && plain.status == 0, "\(resolved.stderr)")
        let object = try JSONValue(parsing: Array(resolved.stdout))
        let unresolved = try JSONValue(parsing: Array(plain.stdout))
        guard case .array(let targets)? = object["targets"], case .array(let plainTargets)? = unresolved["targets"] else {
            Issue.record("no targets")
            return
        }
        for (target, other) in zip(targets, plainTargets) {
            if target["profile"]?.stringValue == "bluesky" {
                #expect(Self.mentionDIDs(in: target["parts"] ?? .null) == Self.named)
                #expect(Self.mentionDIDs(in: other["parts"] ?? .null) == ["alice.bsky.social", "bob.bsky.social", "carol.example.com"])
                #expect(target["count"] == other["count"])
            } else {
                #expect(target == other)
            }
        }
    }

    @Test func batchTargetsLinesAreWhatCrosspostWrites() throws {
        let file = try DIDsFile()
        let options = ["--targets", "bluesky", "--dids", file.url.path]
        let crosspost = try CommandLineRunner.run(["crosspost"] + options, stdin: Data(Self.draft.utf8))
        let line = #"{"id": 7, "text": "# + CrosspostCommandTests.quoted(Self.draft) + "}\n"
        let batch = try CommandLineRunner.run(["batch"] + options, stdin: Data(line.utf8))
        #expect(crosspost.status == 0 && batch.status == 0, "\(batch.stderr)")
        let expected = "{\"id\":7," + String(decoding: crosspost.stdout, as: UTF8.self).dropFirst()
        #expect(String(decoding: batch.stdout, as: UTF8.self) == expected)
    }

    @Test func withoutABlueskyTargetItIsAUsageErrorThatSaysToAddOne() throws {
        let file = try DIDsFile()
        let result = try CommandLineRunner.run(["crosspost", "--targets", "twitter,mastodon", "--dids", file.url.path], stdin: Data("hi".utf8))
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr.contains("--dids is an option of the bluesky target, which is not among --targets twitter,mastodon: add it (--targets twitter,mastodon,bluesky)"), "\(result.stderr)")
    }
}

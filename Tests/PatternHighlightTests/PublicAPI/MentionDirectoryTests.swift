import PatternHighlight
import Testing

/// A mention directory names platforms a cross-post can target: a misspelt one is refused, naming it and the known
/// ones, instead of leaving that person's mentions untranslated.
@Suite struct MentionDirectoryTests {
    @Test func anUnknownPlatformIsRefusedByName() {
        #expect(throws: CrosspostError.unknownPlatform("twiter", known: ["twitter", "bluesky", "mastodon"])) {
            try MentionDirectory([["twiter": "jack", "bluesky": "jack.bsky.social"]])
        }
        // `simple` is a profile, but no cross-post target.
        #expect(throws: CrosspostError.unknownPlatform("simple", known: ["twitter", "bluesky", "mastodon"])) {
            try MentionDirectory([["simple": "jack"]])
        }
        let message = String(describing: CrosspostError.unknownPlatform("twiter", known: ["twitter", "bluesky", "mastodon"]))
        #expect(message.contains("\"twiter\"") && message.contains("twitter, bluesky, mastodon"))
    }

    @Test func knownPlatformsAreTaken() throws {
        let directory = try MentionDirectory([[.twitter: "jack", .bluesky: "jack.bsky.social", .mastodon: "jack@mastodon.social"]])
        #expect(directory.person(named: "JACK.bsky.social")?.handles[.twitter] == "jack")
    }
}

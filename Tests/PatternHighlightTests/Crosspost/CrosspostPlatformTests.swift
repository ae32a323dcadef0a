import Testing
@testable import PatternHighlight

/// The platforms' cross-post plug-ins: which mention forms each writes, and by how much a count is over each limit.
@Suite struct CrosspostPlatformTests {
    @Test func eachPlatformWritesItsOwnMentionForm() {
        let twitter = TwitterCrosspost(), bluesky = BlueskyCrosspost(), mastodon = MastodonCrosspost()
        for handle in ["jack", "dom_x", "A1_b2", String(repeating: "a", count: 20)] {
            #expect(twitter.writesMention(handle[...]), "\(handle)")
        }
        for handle in ["", "jack.bsky.social", "jack-x", String(repeating: "a", count: 21)] {
            #expect(!twitter.writesMention(handle[...]), "\(handle)")
        }
        // Bluesky's syntax, up to its 253-character cap on a handle (labels of up to 63).
        let longest = (Array(repeating: String(repeating: "a", count: 63), count: 3) + [String(repeating: "a", count: 61)])
            .joined(separator: ".")  // 253 characters
        for handle in ["jack.bsky.social", "a-b.c0.social", "X.Com", longest] {
            #expect(bluesky.writesMention(handle[...]), "\(handle)")
        }
        for handle in ["jack", "-jack.bsky.social", "jack-.social", "jack..social", "jack.social.", "jack.1x", "ja_ck.social", longest + "a",
                       String(repeating: "a", count: 64) + ".social"] {
            #expect(!bluesky.writesMention(handle[...]), "\(handle)")
        }
        for handle in ["jack@mastodon.social", "j.a-c_k@x.y", "_@x"] {
            #expect(mastodon.writesMention(handle[...]), "\(handle)")
        }
        for handle in ["jack", "@jack@x.y", "jack@", "jack@.x", "jack@x.", ".jack@x.y", "jack-@x.y", "j@c@x.y"] {
            #expect(!mastodon.writesMention(handle[...]), "\(handle)")
        }
    }

    @Test func overLimitIsTheCountersExcess() {
        let long = String(repeating: "a", count: 520)
        let twitter = Highlighter(profile: .twitter).annotate(long).count
        #expect(TwitterCrosspost().overLimit(twitter) == 240)
        #expect(TwitterCrosspost().overLimit(Highlighter(profile: .twitter).annotate("hi").count) == 0)
        let mastodon = Highlighter(profile: .mastodon).annotate(long).count
        #expect(MastodonCrosspost().overLimit(mastodon) == 20)
        #expect(MastodonCrosspost().overLimit(Highlighter(profile: .twitter).annotate(long).count) == 0)  // no mastodon figures
        #expect(BlueskyCrosspost().overLimit(Highlighter(profile: .bluesky).annotate(long).count) == 220)
    }
}

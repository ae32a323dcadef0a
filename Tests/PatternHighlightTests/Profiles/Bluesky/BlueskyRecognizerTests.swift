import Testing
@testable import PatternHighlight

/// The `bluesky` profile's registration, its preceding-character rule for the caret token, and its helpers.
@Suite struct BlueskyRecognizerTests {
    @Test func isRegisteredByName() throws {
        let profile = try #require(Profile.named("bluesky"))
        #expect(profile.name == "bluesky")
        #expect(Set(profile.kinds) == [.mention, .hashtag, .url, .cashtag])
        #expect(!profile.hasReplies)
        #expect(Profile.all.map(\.name).contains("bluesky"))
    }

    /// (text before the sigil, kind, allowed): mentions after the start, JS whitespace or `(`; hashtags only after
    /// the start or whitespace (`(#tag)` is not a tag, §4).
    static let sigilRows: [(String, EntityKind, Bool)] = [
        ("", .mention, true), ("", .hashtag, true),
        ("hi ", .mention, true), ("hi ", .hashtag, true),
        ("hi\u{3000}", .mention, true), ("hi\u{3000}", .hashtag, true),
        ("hi\u{FEFF}", .hashtag, true), ("hi\u{A0}", .mention, true), ("hi\u{202F}", .hashtag, true),
        ("(", .mention, true), ("(", .hashtag, false),
        ("hi", .mention, false), ("hi", .hashtag, false),
        ("\"", .mention, false), (".", .mention, false), ("l'", .mention, false),
        ("x\u{85}", .mention, false), ("x\u{85}", .hashtag, false),
        ("x\u{200B}", .hashtag, false), ("日本", .hashtag, false), ("👍", .mention, false),
        ("[", .mention, false), ("(", .cashtag, true), ("a", .cashtag, false),
    ]

    @Test(arguments: sigilRows)
    func sigilFollowsThePrecedingCharacterRule(_ before: String, _ kind: EntityKind, _ allowed: Bool) {
        let sigil = kind == .hashtag ? "#" : kind == .cashtag ? "$" : "@"
        let bytes = Array(("first line\n" + before + sigil + "x").utf8)
        let offset = "first line\n".utf8.count + before.utf8.count
        let policy = Profile.bluesky.policy
        #expect(policy.allowsSigil(kind, in: bytes, at: offset, paragraphStart: "first line\n".utf8.count) == allowed)
    }

    @Test func sigilRuleAgreesWithDetection() {
        // Where the rule allows a sigil, a full entity typed there is found, and where it refuses, none is.
        for (before, kind, allowed) in Self.sigilRows where kind != .cashtag {
            let entity = kind == .hashtag ? "#tag" : "@alice.bsky.social"
            let found = BlueskyExample.highlighter.annotate(before + entity + " end").entities.contains { $0.kind == kind }
            #expect(found == allowed, "\((before + entity).debugDescription)")
        }
    }

    @Test func noTrailingSigilIsReported() {
        #expect(BlueskyExample.highlighter.annotate("draft @").entities.isEmpty)
        #expect(BlueskyExample.highlighter.annotate("draft #").entities.isEmpty)
    }

    @Test(arguments: [
        ("example.com", true), ("a.b.social", true), ("example.Com", false), ("localhost", false), ("a.", false),
        ("a.xn--p1ai", true), ("a.jpg", false), ("a.test", false),
    ])
    func knownTLD(_ domain: String, _ known: Bool) {
        #expect(BlueskyDomain.hasKnownTLD(domain[...]) == known)
    }

    @Test(arguments: [
        ("alice.bsky.social", true), ("a.b", true), ("x.test", true), ("1.com", true), ("a--b.com", true),
        ("-a.com", false), ("a-.com", false), ("a..com", false), (".a.com", false), ("a.com.", false),
        ("com", false), ("a.1com", false), ("a_b.com", false),
    ])
    func handleSyntax(_ handle: String, _ valid: Bool) {
        #expect(BlueskyDomain.isValidHandle(handle[...]) == valid)
    }

    @Test(arguments: [
        ("tag", BlueskyTag.Verdict.tag(valueLength: 3)), ("tag...", .tag(valueLength: 3)), ("123", .noBody),
        ("", .noBody), ("\u{FE0F}a", .noBody), ("_-_", .noBody), ("a\u{FE0F}", .tag(valueLength: 4)),
        (String(repeating: "x", count: 65), .tooLong), (String(repeating: "x", count: 64) + "!", .tag(valueLength: 64)),
    ])
    func tagVerdict(_ body: String, _ verdict: BlueskyTag.Verdict) {
        #expect(BlueskyTag.judge(body: body) == verdict)
    }
}

import Testing
@testable import PatternHighlight

/// Near-miss hints per profile, through the library: the issue's cases and each reason of the contract's table that
/// the profile can give (every one its rule declares appears in at least one row).
@Suite struct NearMissHintCaseTests {
    /// A row: under `profile`, `text` has a hint over `candidate` (its first occurrence) for `reason`.
    struct Row: CustomTestStringConvertible, Sendable {
        let profile: String
        let text: String
        let candidate: String
        let kind: EntityKind
        let reason: HintReason
        var testDescription: String { "\(profile): \(text.debugDescription) → \(candidate) \(reason.rawValue)" }
    }

    static let long65 = String(repeating: "t", count: 65)
    static let label70 = String(repeating: "a", count: 70)

    static let rows: [Row] = [
        // twitter
        Row(profile: "twitter", text: "I love é#tag", candidate: "#tag", kind: .hashtag, reason: .glued),
        Row(profile: "twitter", text: "日本#タグ", candidate: "#タグ", kind: .hashtag, reason: .glued),
        Row(profile: "twitter", text: "buy ($AAPL) now", candidate: "$AAPL", kind: .cashtag, reason: .notAfterSpace),
        Row(profile: "twitter", text: "year #2026", candidate: "#2026", kind: .hashtag, reason: .digitsOnly),
        Row(profile: "twitter", text: "hi @abcdefghijklmnopqrsté", candidate: "@abcdefghijklmnopqrsté", kind: .mention, reason: .tooLong),
        Row(profile: "twitter", text: "hi @.name", candidate: "@.name", kind: .mention, reason: .invalidCharacter),
        Row(profile: "twitter", text: "hi @abé", candidate: "@abé", kind: .mention, reason: .invalidCharacter),
        Row(profile: "twitter", text: "see https://example.notatld", candidate: "https://example.notatld", kind: .url, reason: .unknownTLD),
        Row(profile: "twitter", text: "see https://\(label70).com", candidate: "https://\(label70).com", kind: .url, reason: .invalidDomain),
        Row(profile: "twitter", text: "a #tag://x", candidate: "#tag", kind: .hashtag, reason: .other),
        Row(profile: "twitter", text: "party #🎉", candidate: "#🎉", kind: .hashtag, reason: .emoji),
        Row(profile: "twitter", text: "code #👩‍💻life", candidate: "#👩‍💻life", kind: .hashtag, reason: .emoji),
        Row(profile: "twitter", text: "hi @user@", candidate: "@user", kind: .mention, reason: .fediverseAddress),
        Row(profile: "twitter", text: "hi @bob@ex", candidate: "@bob", kind: .mention, reason: .fediverseAddress),
        Row(profile: "twitter", text: "see https://exa\u{200B}mple.com", candidate: "https://exa\u{200B}mple.com", kind: .url, reason: .invisibleCharacter),
        Row(profile: "twitter", text: "a #ta\u{034F}g", candidate: "#ta\u{034F}g", kind: .hashtag, reason: .invisibleCharacter),
        // bluesky
        Row(profile: "bluesky", text: "go (#ATL)", candidate: "#ATL", kind: .hashtag, reason: .notAfterSpace),
        Row(profile: "bluesky", text: "say \"#tag\"", candidate: "#tag", kind: .hashtag, reason: .notAfterSpace),
        Row(profile: "bluesky", text: "日本#タグ", candidate: "#タグ", kind: .hashtag, reason: .notAfterSpace),
        Row(profile: "bluesky", text: "year #2026", candidate: "#2026", kind: .hashtag, reason: .digitsOnly),
        Row(profile: "bluesky", text: "#\(long65)", candidate: "#\(long65)", kind: .hashtag, reason: .tooLong),
        Row(profile: "bluesky", text: "hi @alice", candidate: "@alice", kind: .mention, reason: .incomplete),
        Row(profile: "bluesky", text: "hi @bob@ex", candidate: "@bob", kind: .mention, reason: .fediverseAddress),
        Row(profile: "bluesky", text: "hi @.name", candidate: "@.name", kind: .mention, reason: .invalidCharacter),
        Row(profile: "bluesky", text: "tag #_1", candidate: "#_1", kind: .hashtag, reason: .invalidCharacter),
        Row(profile: "bluesky", text: "hi @alice.notatld", candidate: "@alice.notatld", kind: .mention, reason: .unknownTLD),
        Row(profile: "bluesky", text: "tip ko-fi.com", candidate: "ko-fi.com", kind: .url, reason: .invalidDomain),
        Row(profile: "bluesky", text: "go bücher.de", candidate: "bücher.de", kind: .url, reason: .invalidDomain),
        Row(profile: "bluesky", text: "€example.com", candidate: "example.com", kind: .url, reason: .notAfterSpace),
        Row(profile: "bluesky", text: "hi https://bsky.app/\u{202E}x", candidate: "https://bsky.app/\u{202E}x", kind: .url, reason: .invisibleCharacter),
        Row(profile: "bluesky", text: "buy $ABCDEF", candidate: "$ABCDEF", kind: .cashtag, reason: .tooLong),
        Row(profile: "bluesky", text: "buy $AAPL-x", candidate: "$AAPL", kind: .cashtag, reason: .other),
        // mastodon
        Row(profile: "mastodon", text: "go (#ATL)", candidate: "#ATL", kind: .hashtag, reason: .notAfterSpace),
        Row(profile: "mastodon", text: "say \"#tag\"", candidate: "#tag", kind: .hashtag, reason: .notAfterSpace),
        Row(profile: "mastodon", text: "a/#tag", candidate: "#tag", kind: .hashtag, reason: .notAfterSpace),
        Row(profile: "mastodon", text: "日本#タグ", candidate: "#タグ", kind: .hashtag, reason: .notAfterSpace),
        Row(profile: "mastodon", text: "year #2026", candidate: "#2026", kind: .hashtag, reason: .digitsOnly),
        Row(profile: "mastodon", text: "tag #_", candidate: "#_", kind: .hashtag, reason: .invalidCharacter),
        Row(profile: "mastodon", text: "tag #_1", candidate: "#_1", kind: .hashtag, reason: .invalidCharacter),
        Row(profile: "mastodon", text: "party #🎉", candidate: "#🎉", kind: .hashtag, reason: .emoji),
        Row(profile: "mastodon", text: "hi @user@", candidate: "@user", kind: .mention, reason: .fediverseAddress),
        Row(profile: "mastodon", text: "cc @bob@ today", candidate: "@bob", kind: .mention, reason: .fediverseAddress),
        Row(profile: "mastodon", text: "hi @.name", candidate: "@.name", kind: .mention, reason: .invalidCharacter),
        Row(profile: "mastodon", text: "tip ko-fi.com", candidate: "ko-fi.com", kind: .url, reason: .noScheme),
        Row(profile: "mastodon", text: "see example.com/a?b", candidate: "example.com/a?b", kind: .url, reason: .noScheme),
        Row(profile: "mastodon", text: "buy $AAPL", candidate: "$AAPL", kind: .cashtag, reason: .noCashtags),
        Row(profile: "mastodon", text: "see https://example.notatld", candidate: "https://example.notatld", kind: .url, reason: .unknownTLD),
        Row(profile: "mastodon", text: "see https://\(label70).com", candidate: "https://\(label70).com", kind: .url, reason: .invalidDomain),
        Row(profile: "mastodon", text: "a #tag\u{3164}x", candidate: "#tag\u{3164}x", kind: .hashtag, reason: .invisibleCharacter),
        Row(profile: "mastodon", text: "see https://a_b.com", candidate: "https://a_b.com", kind: .url, reason: .other),
        // simple
        Row(profile: "simple", text: "buy $AAPL", candidate: "$AAPL", kind: .cashtag, reason: .noCashtags),
        Row(profile: "simple", text: "tip ko-fi.com", candidate: "ko-fi.com", kind: .url, reason: .noScheme),
        Row(profile: "simple", text: "party #🎉", candidate: "#🎉", kind: .hashtag, reason: .emoji),
        Row(profile: "simple", text: "a #\u{0301}abc", candidate: "#\u{0301}abc", kind: .hashtag, reason: .other),
        Row(profile: "simple", text: "a https://x.org/a\u{2060}b", candidate: "https://x.org/a\u{2060}b", kind: .url, reason: .invisibleCharacter),
    ]

    static func highlighter(_ name: String) -> Highlighter {
        Highlighter(profile: Profile.named(name)!, options: .hints)
    }

    @Test(arguments: rows)
    func hintHasTheReason(_ row: Row) throws {
        let annotation = Self.highlighter(row.profile).annotate(row.text)
        let start = try #require(row.text.utf8.firstRange(of: row.candidate.utf8)).lowerBound
        let offset = row.text.utf8.distance(from: row.text.utf8.startIndex, to: start)
        let range = offset..<(offset + row.candidate.utf8.count)
        let hint = try #require(annotation.hints.first { $0.range == range }, "hints: \(annotation.hints)")
        #expect(hint.kind == row.kind)
        #expect(hint.reason == row.reason, "\(hint.message)")
        #expect(!hint.message.isEmpty && hint.message.hasSuffix("."))
        // Hints never change entities: the same text annotated without them has the same entities.
        #expect(Highlighter(profile: Profile.named(row.profile)!).annotate(row.text).entities == annotation.entities)
    }

    /// Every reason a profile's rule declares appears in a row above (the engine's invisible-character in each).
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func everyDeclaredReasonIsTested(_ name: String) {
        let declared = Set(Profile.named(name)!.recognizer.hintRule.reasons + [.invisibleCharacter])
        let tested = Set(Self.rows.filter { $0.profile == name }.map(\.reason))
        #expect(declared.subtracting(tested).isEmpty, "untested: \(declared.subtracting(tested).map(\.rawValue).sorted())")
        #expect(tested.subtracting(declared).isEmpty, "undeclared: \(tested.subtracting(declared).map(\.rawValue).sorted())")
    }

    /// Text nobody takes for an entity gives no hint: e-mail addresses, `C#`, `AT&T`, a linked entity, a candidate a
    /// custom kind or a shortcode covers.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func noHintWhereNothingIsMissed(_ name: String) throws {
        let highlighter = Self.highlighter(name)
        for text in ["mail a@b.com", "I code C# and AT&T", "x#tag y@name z$AAPL", "plain words only"] {
            #expect(highlighter.annotate(text).hints.isEmpty, "\(text.debugDescription)")
        }
        let custom = try Highlighter(
            profile: Profile.named(name)!, options: [.hints, .shortcodes],
            customPatterns: [CustomPattern(kind: "issue", regex: #"\$[A-Z]+|#\d+"#)])
        let annotation = custom.annotate("see #2026 and $AAPL and :ko-fi.com:")
        #expect(annotation.hints.allSatisfy { hint in !annotation.entities.contains { $0.range.overlaps(hint.range) } })
        #expect(!annotation.hints.contains { $0.kind == .cashtag || $0.reason == .digitsOnly })
    }

    /// Sentences word for word: those the platforms' rules word alike (not after a space; the last answer), and
    /// those that say what to do about the text (issue #47): no `_` in the word, none in the sentence; a half-typed
    /// address is told to finish its domain (mastodon) or that the platform links none (twitter).
    @Test(arguments: [
        ("mastodon", "a #1\u{0301}", "A Mastodon hashtag needs a letter."),
        ("mastodon", "tag #_1", "A Mastodon hashtag needs a letter, and _ alone does not make one."),
        ("mastodon", "cc @bob@ today", "A mention of someone on another server needs a domain after the second @, such as @bob@example.social."),
        ("twitter", "hi @user@", "X links no address @user@domain (a Mastodon mention); on X a mention is @ and a username alone."),
        ("twitter", "buy ($AAPL) now", "On X a cashtag must follow a space or start the line."),
        ("twitter", "a #tag://x", "X does not make a hashtag of this text."),
        ("bluesky", "go (#ATL)", "On Bluesky a hashtag must follow a space or start the line."),
        ("bluesky", "buy $AAPL-x", "Bluesky does not make a cashtag of this text."),
        ("mastodon", "go (#ATL)", "On Mastodon a hashtag must follow a space or start the line."),
        ("mastodon", "hi @éa", "Mastodon does not make a mention of this text."),
    ])
    func sentencesAreWordForWord(_ profile: String, _ text: String, _ message: String) {
        #expect(Self.highlighter(profile).annotate(text).hints.map(\.message) == [message])
    }

    /// The keycap emoji `#️⃣` (with or without U+FE0F) and `#` with emoji presentation are no tag a person meant,
    /// under any profile: no hint, whatever follows.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func aKeycapIsNoCandidate(_ name: String) {
        for text in ["#️⃣", "press #\u{20E3} now", "#\u{FE0F}", "＃️⃣", "#️⃣ then"] {
            #expect(Self.highlighter(name).annotate(text).hints == [], "\(name): \(text.debugDescription)")
        }
    }

    /// Bluesky links a tag that starts with an emoji: no hint there, while the others say that only Bluesky does.
    @Test func anEmojiTagNamesThePlatformThatLinksOne() throws {
        #expect(Self.highlighter("bluesky").annotate("party #🎉").hints == [])
        #expect(Self.highlighter("bluesky").annotate("party #🎉").entities.map(\.kind) == [.hashtag])
        for name in ["twitter", "mastodon"] {
            let hint = try #require(Self.highlighter(name).annotate("party #🎉").hints.first)
            #expect(hint.message.contains("only Bluesky links"), "\(name): \(hint.message)")
        }
    }

    @Test func withoutTheOptionThereAreNoHints() {
        #expect(Highlighter(profile: .mastodon).annotate("(#ATL) $AAPL ko-fi.com").hints.isEmpty)
        #expect(!Highlighter(profile: .mastodon).annotate("x").looksForHints)
    }
}

import Testing
@testable import PatternHighlight

/// The rules of `specs/twitter-text.md` that the conformance suite does not pin down, as caret fixtures run through
/// the combined extractor (``Highlighter/annotate(_:)``). Expectations were cross-checked against twitter-text's
/// JavaScript semantics.
@Suite struct TwitterRulesTests {
    static let highlighter = Highlighter(profile: .twitter)

    static func check(_ fixture: CaretFixture) {
        let annotation = highlighter.annotate(fixture.text)
        #expect(annotation.entities.map(\.kind) == fixture.expected.map(\.kind), "\(fixture)")
        #expect(annotation.entities.map(\.range) == fixture.expected.map(\.utf8Range), "\(fixture)")
    }

    /// The rules run anchored at each trigger, JIT-compiled (anchoring at match time would use the interpreter).
    @Test func triggerRulesAreJITCompiled() {
        let rules = TwitterRules.shared
        for regex in [rules.mention, rules.hashtag, rules.cashtag, rules.urlTail, rules.tcoTail] {
            #expect(regex.isJITCompiled, "\(regex.pattern.prefix(40))")
        }
    }

    /// A URL found at an earlier dot (`www.`) can start after a later sigil: the URL's ASCII host `bit.ly/x`
    /// starts inside the mention `＠bit`, which comes first and wins.
    @Test func mentionBeforeTheASCIIHostOfAnEarlierURLWins() {
        let annotation = Self.highlighter.annotate("www.日本＠bit.ly/x")
        #expect(annotation.entities.map(\.kind) == [.mention])
        #expect(annotation.entities.map(\.value) == ["bit"])
    }

    static let mentionFixtures: [CaretFixture] = [
        // A name longer than 20 characters is cut, not rejected.
        CaretFixture("@aaaaaaaaaaaaaaaaaaaaaaaaa",
                     "^^^^^^^^^^^^^^^^^^^^^ mention"),
        CaretFixture("RT@user RT:@other",
                     "  ^^^^^ mention",
                     "           ^^^^^^ mention"),
        CaretFixture("xRT@user a_@b f@@kn f!@kn @@user"),
        CaretFixture("＠user hi",
                     "^^^^^ mention"),
        CaretFixture("@user/list-name and @user/7list",
                     "^^^^^^^^^^^^^^^ mention",
                     "                    ^^^^^ mention"),
        // Rejected by what follows: the whole match is dropped, never shortened.
        CaretFixture("@user@host @aliceìnheiro @http://x.com"),
        // `@a/b-` is rejected (an `@` follows) but consumed the `-` that `@c` would need before it.
        CaretFixture("@a/b-@c"),
    ]

    @Test(arguments: mentionFixtures) func mentions(_ fixture: CaretFixture) { Self.check(fixture) }

    @Test func mentionValuesAndListSlugs() {
        let entities = Self.highlighter.annotate("hi @Bob/My-List @carol").entities
        #expect(entities.map(\.value) == ["Bob", "carol"])
        #expect(entities.map(\.listSlug) == ["/My-List", nil])
    }

    static let hashtagFixtures: [CaretFixture] = [
        CaretFixture("#123 #_ #1_2 #1hashtag",
                     "             ^^^^^^^^^ hashtag"),
        CaretFixture("#a#b #http://x.com"),
        CaretFixture("＃タグ 日本語#タグ &#39;",
                     "^^^ hashtag"),
        // The keycap emoji is not a tag.
        CaretFixture("#\u{FE0F}\u{20E3} #\u{20E3}x"),
        // A tag inside a URL loses to the URL, even one that runs past the URL's end.
        CaretFixture("http://x.com/#tag http://x.com/#日本語",
                     "^^^^^^^^^^^^^^^^^ url",
                     "                  ^^^^^^^^^^^^^^ url"),
    ]

    @Test(arguments: hashtagFixtures) func hashtags(_ fixture: CaretFixture) { Self.check(fixture) }

    @Test func hashtagAfterVariationSelectorButNotWhenItWasConsumed() {
        // After an emoji's U+FE0F a tag may start…
        #expect(Self.highlighter.annotate("✌\u{FE0F}#tag").entities.map(\.value) == ["tag"])
        // …but not when that U+FE0F ended a rejected tag: the reference consumed it.
        #expect(Self.highlighter.annotate("#a\u{FE0F}#b").entities.isEmpty)
    }

    static let cashtagFixtures: [CaretFixture] = [
        CaretFixture("$ABC.DEFG $TEST. $TEST_ $ABCDEFG",
                     "^^^^ cashtag",
                     "          ^^^^^ cashtag",
                     "                 ^^^^^ cashtag"),
        CaretFixture("x$AA .$AA $$AA $A1"),
        // The JavaScript reference links a cashtag only at the start or after a space, not after a directional mark.
        CaretFixture("\u{200E}$AA \u{200F}$TSLA \u{061C}$X"),
    ]

    @Test(arguments: cashtagFixtures) func cashtags(_ fixture: CaretFixture) { Self.check(fixture) }

    static let urlFixtures: [CaretFixture] = [
        // The regex matched `bar日x.com` (after `_`), which is then rejected; it consumed `x.com`.
        CaretFixture("foo_bar日x.com"),
        // `@` blocks the run's first character, not a later one after a non-ASCII character.
        CaretFixture("@日本example.com",
                     "   ^^^^^^^^^^^ url"),
        CaretFixture("http://x.com/@user and http://x.com/(see) (http://y.com/dir)",
                     "^^^^^^^^^^^^^^^^^^ url",
                     "                       ^^^^^^^^^^^^^^^^^^ url",
                     "                                           ^^^^^^^^^^^^^^^^ url"),
        // Without a path, a protocol-less URL drops its port.
        CaretFixture("example.com:8080 example.com:8080/x",
                     "^^^^^^^^^^^ url",
                     "                 ^^^^^^^^^^^^^^^^^^ url"),
        // The greedy subdomains back off to the last label that is followed by a TLD.
        CaretFixture("www.example.com.invalid a.b.c.d.e",
                     "^^^^^^^^^^^^^^^ url"),
        CaretFixture("foo.com_bar.example.org/p",
                     "^^^^^^^ url",
                     "        ^^^^^^^^^^^^^^^^^ url"),
        // `(v.ky)` can only end a path segment on its own (twitter-text splices the ending class in ungrouped).
        CaretFixture("t.co/r'&(v.ky)\u{202A}",
                     "^^^^^^ url",
                     "         ^^^^ url"),
        CaretFixture("http://ｘn--abc.com",
                     "^^^^^^^^^^^^^^^^^^ url"),
        CaretFixture("http://xn--はじめよう.com/x"),
    ]

    @Test(arguments: urlFixtures) func urls(_ fixture: CaretFixture) { Self.check(fixture) }

    @Test func protocolLessURLValueIsTheASCIIHostPlusPath() throws {
        // twitter-text builds the value as `url.replace(domain, asciiHost)`: the non-ASCII labels between the last
        // ASCII host and the path are covered by the entity but left out of its value.
        let annotation = Self.highlighter.annotate("foo.com日本.jp/path")
        #expect(annotation.entities.map(\.value) == ["foo.com/path"])
        #expect(try annotation.entities.map { try annotation.text(in: $0.range) } == ["foo.com日本.jp/path"])
    }

    @Test func tcoSlugsUpToFortyCharacters() {
        let forty = String(repeating: "a", count: 40)
        #expect(Self.highlighter.annotate("https://t.co/\(forty)?x=1).").entities.map(\.value) == ["https://t.co/\(forty)?x=1"])
        #expect(Self.highlighter.annotate("https://t.co/\(forty)a").entities.isEmpty)
        #expect(Self.highlighter.annotate("HTTPS://T.CO/abc/def").entities.map(\.value) == ["HTTPS://T.CO/abc"])
    }

    /// The reference bundle's `isValidUrl`: the protocol's length plus the URL's (which holds the protocol again),
    /// in UTF-16 units with the host as written, is at most 4,096 (checked with node on these texts).
    @Test func urlsUpTo4096Characters() {
        let withProtocol = "http://example.com/"  // 19, and `http://` 7 more
        #expect(Self.highlighter.annotate(withProtocol + String(repeating: "a", count: 4096 - 19 - 7)).entities.count == 1)
        #expect(Self.highlighter.annotate(withProtocol + String(repeating: "a", count: 4097 - 19 - 7)).entities.count == 0)
        // Without a protocol, `https://` is counted.
        let bare = "example.com/"  // 12
        #expect(Self.highlighter.annotate(bare + String(repeating: "a", count: 4096 - 8 - 12)).entities.count == 1)
        #expect(Self.highlighter.annotate(bare + String(repeating: "a", count: 4097 - 8 - 12)).entities.count == 0)
        // The host counts as written: `みんな` is 3 units, not its Punycode form.
        let idn = "http://みんな.com/"  // 15
        #expect(Self.highlighter.annotate(idn + String(repeating: "a", count: 4096 - 15 - 7)).entities.count == 1)
        #expect(Self.highlighter.annotate(idn + String(repeating: "a", count: 4097 - 15 - 7)).entities.count == 0)
    }

    @Test func hostLabelsUpTo63Characters() {
        #expect(Self.highlighter.annotate("http://\(String(repeating: "a", count: 63)).com").entities.count == 1)
        #expect(Self.highlighter.annotate("http://\(String(repeating: "a", count: 64)).com").entities.isEmpty)
        // Punycode: the first 36 kana encode to 62 characters with `xn--`, the first 37 to 64.
        let kana = Array("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆ")
        #expect(TwitterIDNA.toASCII(String(kana[..<36]))?.count == 62)
        #expect(Self.highlighter.annotate("http://\(String(kana[..<36])).com").entities.count == 1)
        #expect(Self.highlighter.annotate("http://\(String(kana[..<37])).com").entities.isEmpty)
    }

    static let replies: [(text: String, reply: String?)] = [
        ("@user hi", "user"),
        (" \u{3000}\u{200E}\u{202B}@user hi", "user"),
        ("\n@user", "user"),
        ("＠user", "user"),
        ("@aaaaaaaaaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaaa"),
        (".@user", nil),
        ("a @user", nil),
        ("@user@host", nil),
        ("@userè", nil),
        ("@@user", nil),
    ]

    @Test(arguments: replies) func replyScreenName(_ reply: (text: String, reply: String?)) {
        #expect(Self.highlighter.annotate(reply.text).replyScreenName == reply.reply)
    }

    @Test func profileIsRegisteredFirst() {
        #expect(Profile.all.first?.name == "twitter")
        #expect(Profile.named("twitter")?.hasReplies == true)
        #expect(Profile.twitter.kinds == [.mention, .hashtag, .url, .cashtag])
    }

    /// The names the command line lists (without making every profile) are the profiles', and each finds its own.
    @Test func profileNamesMatchTheProfiles() {
        #expect(Profile.allNames == Profile.all.map(\.name))
        for profile in Profile.all { #expect(Profile.named(profile.name)?.name == profile.name) }
        #expect(Profile.named("Twitter") == nil)
    }

    static let sigils: [(text: String, kind: EntityKind, allowed: Bool)] = [
        ("@", .mention, true), (" @", .mention, true), ("a@", .mention, false), ("_@", .mention, false),
        ("RT@", .mention, true), ("x RT:@", .mention, true), ("xRT@", .mention, false), ("日本@", .mention, true),
        ("#", .hashtag, true), ("a#", .hashtag, false), ("&#", .hashtag, false), ("日本#", .hashtag, false),
        ("。#", .hashtag, true), ("✌\u{FE0F}#", .hashtag, true), ("👨‍👩‍👧#", .hashtag, true),
        (" $", .cashtag, true), ("a$", .cashtag, false), ("\u{200F}$", .cashtag, false),
        ("a ", .url, false),
    ]

    @Test(arguments: sigils) func allowsSigil(_ sigil: (text: String, kind: EntityKind, allowed: Bool)) {
        let bytes = Array(("line\n" + sigil.text).utf8)
        let offset = bytes.count - (sigil.kind == .url ? 0 : 1)
        #expect(TwitterComposerPolicy().allowsSigil(sigil.kind, in: bytes, at: offset, paragraphStart: 5) == sigil.allowed)
    }
}

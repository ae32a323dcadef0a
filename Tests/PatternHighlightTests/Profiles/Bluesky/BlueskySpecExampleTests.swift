import Testing
@testable import PatternHighlight

/// Every example of `specs/bluesky-facets.md` as a row: the text and exactly the entities the `bluesky` profile
/// must report (kind, UTF-8 byte offsets, value). Rows without entities are the spec's "not a …" examples.
/// Each row was also checked against the Python reference (`Scripts/bluesky-differential.py --text …`).
@Suite struct BlueskySpecExampleTests {
    /// Preamble: the two deviations from the TypeScript code, as in the Python port.
    static let deviationsExamples: [BlueskyExample] = [
        BlueskyExample("httpbin.org", .url(0, "httpbin.org", "https://httpbin.org")),
        BlueskyExample("@-bad.com"),
        BlueskyExample("@a..b.com"),
    ]

    /// §0 Overall shape: four passes; overlapping facets (a link holding `(@handle` or `($TICKR`) keep the earlier one.
    static let overallShapeExamples: [BlueskyExample] = [
        BlueskyExample("see https://x.com/(@handle.com)", .url(4, "https://x.com/(@handle.com)", "https://x.com/(@handle.com)")),
        BlueskyExample("see https://x.com/($TICKR)", .url(4, "https://x.com/($TICKR)", "https://x.com/($TICKR)")),
        BlueskyExample("@handle.com $AAPL example.com #tag", .mention(0, "@handle.com", "handle.com"), .cashtag(12, "$AAPL", "$AAPL"), .url(18, "example.com", "https://example.com"), .hashtag(30, "#tag", "tag")),
    ]

    /// §1 Offsets: UTF-8 bytes, the sigil included (`＃` is 3 bytes), stripped punctuation excluded.
    static let byteOffsetsExamples: [BlueskyExample] = [
        BlueskyExample("Full-width sign in a Japanese post: ＃tag", .hashtag(36, "＃tag", "tag")),
        BlueskyExample("go to example.com.", .url(6, "example.com", "https://example.com")),
    ]

    /// §2 Mentions.
    static let mentionsExamples: [BlueskyExample] = [
        BlueskyExample("not@right"),
        BlueskyExample("hi@handle.com"),
        BlueskyExample("\"@handle.com\""),
        BlueskyExample(".@handle.com"),
        BlueskyExample("l'@handle.com"),
        BlueskyExample("@handle.com", .mention(0, "@handle.com", "handle.com")),
        BlueskyExample("hi @handle.com", .mention(3, "@handle.com", "handle.com")),
        BlueskyExample("hi\t@handle.com", .mention(3, "@handle.com", "handle.com")),
        BlueskyExample("(@handle.com)", .mention(1, "@handle.com", "handle.com")),
        BlueskyExample("@handle.com.", .mention(0, "@handle.com", "handle.com")),
        BlueskyExample("@handle.com-", .mention(0, "@handle.com", "handle.com")),
        BlueskyExample("@handle.com!@#$chars", .mention(0, "@handle.com", "handle.com")),
        BlueskyExample("@handle.com's", .mention(0, "@handle.com", "handle.com")),
        BlueskyExample("@handle.com\u{2019}s", .mention(0, "@handle.com", "handle.com")),
        BlueskyExample("@handle"),
        BlueskyExample("@handle.local"),
        BlueskyExample("@Alice.Bsky.Social"),
        BlueskyExample("@HANDLE.com", .mention(0, "@HANDLE.com", "HANDLE.com")),
        BlueskyExample("@alice.bsky.social", .mention(0, "@alice.bsky.social", "alice.bsky.social")),
        BlueskyExample("@alice.test", .mention(0, "@alice.test", "alice.test")),
        BlueskyExample("alice.test"),
    ]

    /// §3 Links.
    static let linksExamples: [BlueskyExample] = [
        BlueskyExample("HTTPS://X.COM"),
        BlueskyExample("Https://x.com"),
        BlueskyExample("https://foo", .url(0, "https://foo", "https://foo")),
        BlueskyExample("http://localhost:3000/a", .url(0, "http://localhost:3000/a", "http://localhost:3000/a")),
        BlueskyExample("https://.", .url(0, "https://", "https://")),
        BlueskyExample("example.com", .url(0, "example.com", "https://example.com")),
        BlueskyExample("Example.com", .url(0, "Example.com", "https://Example.com")),
        BlueskyExample("example.Com"),
        BlueskyExample("something-cool.jpg"),
        BlueskyExample("website.com.jpg"),
        BlueskyExample("e.g."),
        BlueskyExample("e.g./foo"),
        BlueskyExample("readme.md", .url(0, "readme.md", "https://readme.md")),
        BlueskyExample("config.zip", .url(0, "config.zip", "https://config.zip")),
        BlueskyExample("hello.world", .url(0, "hello.world", "https://hello.world")),
        BlueskyExample("my-site.com"),
        BlueskyExample("sub.my-site.com", .url(0, "sub.my-site.com", "https://sub.my-site.com")),
        BlueskyExample("httpfoo.com", .url(0, "httpfoo.com", "https://httpfoo.com")),
        BlueskyExample("foo.bar@example.com", .url(0, "foo.bar@example.com", "https://foo.bar@example.com")),
        BlueskyExample("user@example.com"),
        BlueskyExample("https://foo.com...", .url(0, "https://foo.com..", "https://foo.com..")),
        BlueskyExample("https://foo.com).", .url(0, "https://foo.com", "https://foo.com")),
        BlueskyExample("https://foo.com.)", .url(0, "https://foo.com.", "https://foo.com.")),
        BlueskyExample("(https://foo.com/a_(b))", .url(1, "https://foo.com/a_(b))", "https://foo.com/a_(b))")),
        BlueskyExample("https://foo.com/thing_(cool)", .url(0, "https://foo.com/thing_(cool)", "https://foo.com/thing_(cool)")),
        BlueskyExample("wiki.vg's", .url(0, "wiki.vg's", "https://wiki.vg's")),
        BlueskyExample("https://foo.com?", .url(0, "https://foo.com", "https://foo.com")),
        BlueskyExample("see https://foo.com, then", .url(4, "https://foo.com", "https://foo.com")),
        BlueskyExample("https://foo.com\"", .url(0, "https://foo.com\"", "https://foo.com\"")),
        BlueskyExample("\"https://foo.com\""),
        BlueskyExample("<https://foo.com>"),
        BlueskyExample("[https://foo.com]"),
        BlueskyExample("a,example.com"),
        BlueskyExample("http://a.com,b.com", .url(0, "http://a.com,b.com", "http://a.com,b.com")),
        BlueskyExample("example.com/a?b=c#d", .url(0, "example.com/a?b=c#d", "https://example.com/a?b=c#d")),
        BlueskyExample("example.com:8080", .url(0, "example.com:8080", "https://example.com:8080")),
    ]

    /// §4 Hashtags (the length rule has its own table below).
    static let hashtagsExamples: [BlueskyExample] = [
        BlueskyExample("#tag", .hashtag(0, "#tag", "tag")),
        BlueskyExample("a #tag", .hashtag(2, "#tag", "tag")),
        BlueskyExample("(#tag)"),
        BlueskyExample("a#b"),
        BlueskyExample("#1"),
        BlueskyExample("#123"),
        BlueskyExample("#1?"),
        BlueskyExample("body #1"),
        BlueskyExample("#1a", .hashtag(0, "#1a", "1a")),
        BlueskyExample("#a1", .hashtag(0, "#a1", "a1")),
        BlueskyExample("#\u{661}\u{662}\u{663}", .hashtag(0, "#\u{661}\u{662}\u{663}", "\u{661}\u{662}\u{663}")),
        BlueskyExample("#"),
        BlueskyExample("#?"),
        BlueskyExample("##"),
        BlueskyExample("#___"),
        BlueskyExample("text # text"),
        BlueskyExample("#\u{FE0F}\u{20E3}"),
        BlueskyExample("##\u{FE0F}\u{20E3}tag", .hashtag(0, "##\u{FE0F}\u{20E3}tag", "#\u{FE0F}\u{20E3}tag")),
        BlueskyExample("#a\u{200B}b", .hashtag(0, "#a", "a")),
        BlueskyExample("#\u{200B}a"),
        BlueskyExample("#a\u{AD}b", .hashtag(0, "#a", "a")),
        BlueskyExample("#a\u{2060}b", .hashtag(0, "#a", "a")),
        BlueskyExample("#a\u{200A}b", .hashtag(0, "#a", "a")),
        BlueskyExample("#a\u{200C}b", .hashtag(0, "#a", "a")),
        BlueskyExample("#a\u{20E2}b", .hashtag(0, "#a", "a")),
        BlueskyExample("#👩\u{200D}💻dev", .hashtag(0, "#👩", "👩")),
        BlueskyExample("#🏳\u{FE0F}\u{200D}🌈", .hashtag(0, "#🏳\u{FE0F}", "🏳\u{FE0F}")),
        BlueskyExample("#👍\u{1F3FD}ok", .hashtag(0, "#👍\u{1F3FD}ok", "👍\u{1F3FD}ok")),
        BlueskyExample("#🇯🇵", .hashtag(0, "#🇯🇵", "🇯🇵")),
        BlueskyExample("#tag\u{FE0F}", .hashtag(0, "#tag\u{FE0F}", "tag\u{FE0F}")),
        BlueskyExample("#with,punctuation", .hashtag(0, "#with,punctuation", "with,punctuation")),
        BlueskyExample("#double#rainbow", .hashtag(0, "#double#rainbow", "double#rainbow")),
        BlueskyExample("#n0n3s@n5e!", .hashtag(0, "#n0n3s@n5e", "n0n3s@n5e")),
        BlueskyExample("##hashash", .hashtag(0, "##hashash", "#hashash")),
        BlueskyExample("#one,#two", .hashtag(0, "#one,#two", "one,#two")),
        BlueskyExample("#日本語。テスト", .hashtag(0, "#日本語。テスト", "日本語。テスト")),
        BlueskyExample("#tag.", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag…", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag!?", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag\"", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag)", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag#", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag_", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag。", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#tag、", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#c++", .hashtag(0, "#c++", "c++")),
        BlueskyExample("#$$$", .hashtag(0, "#$$$", "$$$")),
        BlueskyExample("#tag🎉", .hashtag(0, "#tag🎉", "tag🎉")),
        BlueskyExample("#Cleveland's", .hashtag(0, "#Cleveland's", "Cleveland's")),
        BlueskyExample("#tag'", .hashtag(0, "#tag", "tag")),
        BlueskyExample("#$AAPL", .hashtag(0, "#$AAPL", "$AAPL")),
    ]

    /// §5 Cashtags.
    static let cashtagsExamples: [BlueskyExample] = [
        BlueskyExample("$100"),
        BlueskyExample("$123ABC"),
        BlueskyExample("$TOOLONG"),
        BlueskyExample("$ABC123"),
        BlueskyExample("no$SPACE"),
        BlueskyExample("$ AAPL"),
        BlueskyExample("$"),
        BlueskyExample("$AAPL-"),
        BlueskyExample("$AAPL$"),
        BlueskyExample("$AAPL/"),
        BlueskyExample("$BRK.B", .cashtag(0, "$BRK", "$BRK")),
        BlueskyExample("$aapl.", .cashtag(0, "$aapl", "$AAPL")),
        BlueskyExample("$AAPL", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("$A", .cashtag(0, "$A", "$A")),
        BlueskyExample("$ABCDE", .cashtag(0, "$ABCDE", "$ABCDE")),
        BlueskyExample("$AB12", .cashtag(0, "$AB12", "$AB12")),
        BlueskyExample("($AAPL)", .cashtag(1, "$AAPL", "$AAPL")),
        BlueskyExample("$AAPL,", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("$AAPL;", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("$AAPL:", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("$AAPL!", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("$AAPL?", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("$AAPL\"", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("$AAPL'", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("$AAPL\u{2019}", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("buy $tsla and $AAPL today", .cashtag(4, "$tsla", "$TSLA"), .cashtag(14, "$AAPL", "$AAPL")),
    ]

    /// §6 Semantic traps: JS whitespace (U+0085 is not), ASCII `\b`, no caseless `[a-z]` (Kelvin sign), `\z`, lowercase TLDs, skip-whole cursors.
    static let trapsExamples: [BlueskyExample] = [
        BlueskyExample("a\u{3000}#tag", .hashtag(4, "#tag", "tag")),
        BlueskyExample("a\u{FEFF}@handle.com", .mention(4, "@handle.com", "handle.com")),
        BlueskyExample("a\u{A0}example.com", .url(3, "example.com", "https://example.com")),
        BlueskyExample("a\u{1680}$AAPL", .cashtag(4, "$AAPL", "$AAPL")),
        BlueskyExample("x\u{85}#tag"),
        BlueskyExample("x\u{85}@handle.com"),
        BlueskyExample("x\u{85}example.com"),
        BlueskyExample("#tag\u{85}x", .hashtag(0, "#tag\u{85}x", "tag\u{85}x")),
        BlueskyExample("@handle.com\u{E9}", .mention(0, "@handle.com", "handle.com")),
        BlueskyExample("@handle.com_x"),
        BlueskyExample("\u{212A}.com"),
        BlueskyExample("$AAPL\n", .cashtag(0, "$AAPL", "$AAPL")),
        BlueskyExample("@alice.COM"),
        BlueskyExample("website.com.jpg/foo"),
        BlueskyExample("a.jpg/(b.com"),
        BlueskyExample("HTTPS://(x.com"),
        BlueskyExample("@handle(@b.com", .mention(8, "@b.com", "b.com")),
    ]

    /// Byte offsets after emoji, CJK, Hangul, combining marks and astral letters (§1).
    static let multibyteTextExamples: [BlueskyExample] = [
        BlueskyExample("👩\u{200D}💻 @alice.bsky.social", .mention(12, "@alice.bsky.social", "alice.bsky.social")),
        BlueskyExample("日本語 #タグ テスト", .hashtag(10, "#タグ", "タグ")),
        BlueskyExample("🇯🇵 example.com/日本 $AAPL", .url(9, "example.com/日本", "https://example.com/日本"), .cashtag(28, "$AAPL", "$AAPL")),
        BlueskyExample("e\u{301} ＃ハッシュ。", .hashtag(4, "＃ハッシュ", "ハッシュ")),
        BlueskyExample("𝐀 (@a.com) 🎉 https://x.com/🎉!", .mention(6, "@a.com", "a.com"), .url(19, "https://x.com/🎉", "https://x.com/🎉")),
        BlueskyExample("한국어 \u{661} #한국 $krw", .hashtag(13, "#한국", "한국"), .cashtag(21, "$krw", "$KRW")),
    ]

    /// Paragraph breaks (LF, CR, CRLF, U+2028, U+2029) are JS whitespace: each paragraph starts like a text.
    static let paragraphsExamples: [BlueskyExample] = [
        BlueskyExample("one\n@a.com\r\n#tag\u{2028}$AAPL\u{2029}x.com\rhttps://y.com", .mention(4, "@a.com", "a.com"), .hashtag(12, "#tag", "tag"), .cashtag(19, "$AAPL", "$AAPL"), .url(27, "x.com", "https://x.com"), .url(33, "https://y.com", "https://y.com")),
    ]

    /// Overlaps (§0): a hashtag body may hold `(` and so the start of a link, mention or cashtag; the tag starts first and wins.
    static let overlapsExamples: [BlueskyExample] = [
        BlueskyExample("#foo(bar.com", .hashtag(0, "#foo(bar.com", "foo(bar.com")),
        BlueskyExample("#a(@b.com)", .hashtag(0, "#a(@b.com", "a(@b.com")),
        BlueskyExample("#x($AAPL)", .hashtag(0, "#x($AAPL", "x($AAPL")),
        BlueskyExample("#a(b.com\u{200B}xyz", .hashtag(0, "#a(b.com", "a(b.com")),
    ]

    /// §4 Length: at most 64 grapheme clusters after stripping; a longer tag is dropped, not truncated.
    static let tagLengthExamples: [BlueskyExample] = [
        BlueskyExample("#" + String(repeating: "a", count: 64), .hashtag(0, "#" + String(repeating: "a", count: 64), String(repeating: "a", count: 64))),
        BlueskyExample("#" + String(repeating: "a", count: 65)),
        BlueskyExample("#" + String(repeating: "a", count: 64) + "!", .hashtag(0, "#" + String(repeating: "a", count: 64), String(repeating: "a", count: 64))),
        // 64 graphemes of two scalars each (256 UTF-16 units): graphemes are what counts.
        BlueskyExample("#" + String(repeating: "👍\u{1F3FD}", count: 64), .hashtag(0, "#" + String(repeating: "👍\u{1F3FD}", count: 64), String(repeating: "👍\u{1F3FD}", count: 64))),
        BlueskyExample("#" + String(repeating: "👍\u{1F3FD}", count: 65)),
        BlueskyExample("#" + String(repeating: "e\u{301}", count: 64), .hashtag(0, "#" + String(repeating: "e\u{301}", count: 64), String(repeating: "e\u{301}", count: 64))),
        // The limit applies after stripping: 64 letters and 10 trailing dots are kept (without the dots).
        BlueskyExample("x #" + String(repeating: "b", count: 64) + "..........", .hashtag(2, "#" + String(repeating: "b", count: 64), String(repeating: "b", count: 64))),
        // A dropped tag is skipped whole; the next one is still found.
        BlueskyExample("#" + String(repeating: "c", count: 65) + " #ok", .hashtag(67, "#ok", "ok")),
    ]

    @Test(arguments: deviationsExamples) func deviations(_ example: BlueskyExample) { example.check() }
    @Test(arguments: overallShapeExamples) func overallShape(_ example: BlueskyExample) { example.check() }
    @Test(arguments: byteOffsetsExamples) func byteOffsets(_ example: BlueskyExample) { example.check() }
    @Test(arguments: mentionsExamples) func mentions(_ example: BlueskyExample) { example.check() }
    @Test(arguments: linksExamples) func links(_ example: BlueskyExample) { example.check() }
    @Test(arguments: hashtagsExamples) func hashtags(_ example: BlueskyExample) { example.check() }
    @Test(arguments: cashtagsExamples) func cashtags(_ example: BlueskyExample) { example.check() }
    @Test(arguments: trapsExamples) func traps(_ example: BlueskyExample) { example.check() }
    @Test(arguments: multibyteTextExamples) func multibyteText(_ example: BlueskyExample) { example.check() }
    @Test(arguments: paragraphsExamples) func paragraphs(_ example: BlueskyExample) { example.check() }
    @Test(arguments: overlapsExamples) func overlaps(_ example: BlueskyExample) { example.check() }
    @Test(arguments: tagLengthExamples) func tagLengthRule(_ example: BlueskyExample) { example.check() }

    static var allExamples: [BlueskyExample] {
        [deviationsExamples, overallShapeExamples, byteOffsetsExamples, mentionsExamples, linksExamples, hashtagsExamples,
         cashtagsExamples, trapsExamples, multibyteTextExamples, paragraphsExamples, overlapsExamples, tagLengthExamples]
            .flatMap { $0 }
    }

    @Test func everyExampleIsARow() {
        let rows = Self.allExamples
        #expect(rows.count >= 170, "the spec's examples are all here")
        #expect(Set(rows.map(\.text)).count == rows.count, "no row is repeated")
    }
}

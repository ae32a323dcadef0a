import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats

/// The gaps found when the twitter profile was compared with the twitter-text 3.1.0 bundle (issue #13). Each row
/// failed before its fix; the expected values are the bundle's, run with node.
@Suite struct TwitterFidelityTests {
    static let highlighter = Highlighter(profile: .twitter)

    static func entityTexts(_ text: String) -> [String] {
        let annotation = highlighter.annotate(text)
        return annotation.entities.map { String(decoding: annotation.utf8[$0.range], as: UTF8.self) }
    }

    /// A cashtag only at the start or after whitespace: not after U+200F, U+200E or U+061C.
    @Test(arguments: [
        ("…والمستقبل! \u{200F}$TSLA التكنولوجيا…", [String]()),
        ("\u{200E}$AAPL", []),
        ("\u{061C}$AAPL", []),
        ("x \u{200F} $TSLA", ["$TSLA"]),
        // What may follow: JavaScript's `\s` (U+FEFF yes; U+0085, U+180E no) or punctuation other than `"` and `` ` ``.
        ("$L\u{FEFF}", ["$L"]), ("$L\u{85}", []), ("$L\u{180E}", []), ("$L\"", []), ("$L`", []), ("$L,", ["$L"]),
    ])
    func cashtagAfterDirectionalMark(_ text: String, _ expected: [String]) {
        #expect(Self.entityTexts(text) == expected)
    }

    /// A protocol-less URL glued to CJK letters: the reference's host reaches back over them and across `。`, and
    /// its `idna.toAscii` measures the whole `.`-piece after Punycode (here over 63), so nothing is linked; with
    /// fewer letters in front it links again. At the very start of a text the reference's first try starts one
    /// character in, which moves the threshold by one (`願いします。…` links).
    @Test(arguments: [
        ("…よろしくお願いします。桜がきれい新しいアプリをリリースしましたwww.github.com/news/1234567890/docs/post/。", [String]()),
        ("よろしくお願いします。桜がきれい新しいアプリをリリースしましたwww.github.com/news/1234567890/docs/post/。", []),
        ("お願いします。桜がきれい新しいアプリをリリースしましたwww.github.com/news/1234567890/docs/post/。", []),
        ("願いします。桜がきれい新しいアプリをリリースしましたwww.github.com/news/1234567890/docs/post/。",
         ["www.github.com/news/1234567890/docs/post/"]),
        ("x 願いします。桜がきれい新しいアプリをリリースしましたwww.github.com/news/1234567890/docs/post/。", []),
        ("いします。桜がきれい新しいアプリをリリースしましたwww.github.com/news/1234567890/docs/post/。",
         ["www.github.com/news/1234567890/docs/post/"]),
    ])
    func urlGluedToCJK(_ text: String, _ expected: [String]) {
        #expect(Self.entityTexts(text) == expected)
    }

    /// Other differences the random differential found, each reduced to a few characters.
    @Test(arguments: [
        // The text-start try one character in; after a break the whole label counts.
        ("éxample.com", ["xample.com"]), ("\néxample.com", ["éxample.com"]), ("é-xample.com", ["é-xample.com"]),
        // A host may start at the low surrogate of an astral scalar whose high surrogate precedes it.
        ("\u{FFFE}👍.p.om", ["p.om"]), ("e.om/👨t.co", ["e.om/", "t.co"]),
        // `"`, `` ` `` and controls are domain characters in the reference.
        ("http://\"example.com", ["http://\"example.com"]), ("http://a`b.com", ["http://a`b.com"]),
        // Punycode without Nameprep: a label with joiners and variation selectors is measured as written.
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦1⃣é7‹🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}example.com", []),
    ])
    func reducedDifferences(_ text: String, _ expected: [String]) {
        #expect(Self.entityTexts(text) == expected)
    }

    /// The URL length rule counts the written protocol twice and the host as written (the reference's `isValidUrl`).
    @Test func urlLengthAsTheReferenceCountsIt() {
        let url = "http://example.com/" + String(repeating: "a", count: 4096 - 19 - 7)
        #expect(Self.entityTexts(url) == [url])
        #expect(Self.entityTexts(url + "a").isEmpty)
    }

    /// The caret token is what the profile highlights: a twitter screen name has no `.`.
    @Test func activeTokenAgreesWithHighlighting() throws {
        let document = HighlightDocument("x @alice.bsky", highlighter: Self.highlighter)
        #expect(try document.entities.map { try document.text(in: $0.range) } == ["@alice"])
        let token = try #require(try document.activeToken(at: 8, in: .utf8))
        #expect(token.query == "alice")
        #expect(token.range == 2..<8)
        #expect(try document.activeToken(at: 5, in: .utf8)?.range == 2..<8)
        #expect(try document.activeToken(at: 13, in: .utf8) == nil)
        #expect(try document.activeToken(at: 9, in: .utf8) == nil)
        let bluesky = HighlightDocument("x @alice.bsky", highlighter: Highlighter(profile: .bluesky))
        #expect(try bluesky.activeToken(at: 13, in: .utf8)?.query == "alice.bsky")
    }

    /// A custom kind named like a built-in one says so, instead of "defined twice".
    @Test func customKindCollidingWithABuiltInKind() {
        #expect(throws: PatternError.builtInKind(.mention, profile: "twitter")) {
            try Highlighter(profile: .twitter, customPatterns: [CustomPattern(kind: .mention, regex: "x")])
        }
        #expect(PatternError.builtInKind(.mention, profile: "twitter").description.contains("built-in"))
        #expect(throws: PatternError.duplicateKind(EntityKind("ticket"))) {
            try Highlighter(profile: .twitter, customPatterns: [
                CustomPattern(kind: EntityKind("ticket"), regex: "a"), CustomPattern(kind: EntityKind("ticket"), regex: "b"),
            ])
        }
    }

    /// An inverted range is `inverted_range` whatever else is wrong (here `end` falls inside a surrogate pair).
    @Test func invertedRangeWinsOverOtherErrors() throws {
        var session = StreamSession(highlighter: Self.highlighter, units: .utf16)
        _ = session.handle(Array(#"{"op":"set","text":"0123456789😀abc"}"#.utf8))
        for line in [#"{"op":"replace","start":12,"end":11,"text":""}"#, #"{"op":"replace","start":99,"end":10,"text":""}"#,
                     #"{"op":"replace","start":12,"end":10}"#] {
            let reply = try JSONValue(parsing: session.handle(Array(line.utf8)))
            #expect(reply["error"]?["code"]?.stringValue == "inverted_range", "\(line)")
        }
    }
}

@testable import PatternHighlight
import Testing

/// Host warnings on entities, as every profile produces them: the issue's spoofs are flagged, real IDN hosts and
/// ASCII hosts are not, the link stays an entity, and a live document gives what a fresh scan gives.
@Suite struct HostWarningTests {
    static let spoofs: [(url: String, reason: HostWarning.Reason, ascii: String)] = [
        ("https://аррӏе.com", .confusable, "xn--80ak6aa92e.com"),
        ("https://аррӏе.com/login?next=1", .confusable, "xn--80ak6aa92e.com"),
        ("https://аррӏе.com:8443/x", .confusable, "xn--80ak6aa92e.com"),
        ("https://pаypal.com", .mixedScript, "xn--pypal-4ve.com"),
        ("https://gооgle.com/a", .mixedScript, "xn--ggle-55da.com"),
        ("https://αpple.com", .mixedScript, "xn--pple-zld.com"),
        ("https://βοο.com", .confusable, "xn--nxa0aa.com"),
        ("https://ѕсоре.net", .confusable, "xn--e1argc3h.net"),
        ("https://www.аррӏе.com", .confusable, "www.xn--80ak6aa92e.com"),
        ("https://ВОХ.com", .confusable, "xn--b1ayv.com"),
        ("https://g١٢3.com/x", .mixedScript, "xn--g3-byde.com"),
        ("https://١2.com/", .mixedNumbers, "xn--2-9pc.com"),
    ]

    static let legitimate = [
        "https://müller.de", "https://例え.jp", "https://пример.рф", "https://ελλάδα.gr", "https://example.com",
        "https://сайт.рф", "https://аррӏе.рф", "https://한국.kr", "https://日本語.jp/パス",
    ]

    @Test(arguments: ["twitter", "bluesky", "simple"])
    func spoofedLinksCarryAWarningAndStayLinks(_ profile: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)))
        for spoof in Self.spoofs {
            let entities = highlighter.annotate("see \(spoof.url) now").entities
            #expect(entities.count == 1 && entities.first?.kind == .url && entities.first?.value == spoof.url, "\(profile) \(spoof.url): \(entities)")
            #expect(entities.first?.hostWarning == HostWarning(reason: spoof.reason, ascii: spoof.ascii), "\(profile) \(spoof.url)")
        }
    }

    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func realHostsCarryNone(_ profile: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)))
        // Mastodon's IDNA 2003 takes no `ӏ` (after Unicode 3.2): that link is no entity there.
        for url in Self.legitimate where profile != "mastodon" || !url.contains("ӏ") {
            let entities = highlighter.annotate("see \(url) now").entities
            #expect(!entities.isEmpty, "\(profile) \(url)")
            #expect(entities.allSatisfy { $0.hostWarning == nil }, "\(profile) \(url): \(entities)")
        }
    }

    /// Mastodon's IDNA 2003 takes no `ӏ` (after Unicode 3.2), so its spoof is `pаypal`.
    @Test func mastodonLinksAndRemoteMentions() throws {
        let entities = Highlighter(profile: .mastodon).annotate("@bob@аррӏе.social @carl@müller.de @dan https://pаypal.com").entities
        #expect(entities.map(\.hostWarning) == [
            HostWarning(reason: .confusable, ascii: "xn--80ak6aa92e.social"), nil, nil,
            HostWarning(reason: .mixedScript, ascii: "xn--pypal-4ve.com"),
        ])
    }

    /// A Bluesky handle is a domain; its detection takes ASCII handles only, so a Cyrillic look-alike is no handle and
    /// an ASCII one passes (one in Punycode warns: PunycodeHostWarningTests).
    @Test func blueskyHandles() {
        let entities = Highlighter(profile: .bluesky).annotate("@alice.bsky.social https://ехаmple.com").entities
        #expect(entities.map(\.hostWarning) == [nil, HostWarning(reason: .mixedScript, ascii: "xn--mple-43d3a6i.com")])
        #expect(BlueskyComposerPolicy().mentionDomain("аррӏе.bsky.social") == "аррӏе.bsky.social")
        #expect(HostWarningCheck.warning(forHost: "аррӏе.bsky.social")?.reason == .confusable)
    }

    /// Twitter and simple mentions are names, not domains: `@аррӏе.com` under simple is a mention with no warning.
    @Test func nameMentionsAreNotChecked() {
        let entities = Highlighter(profile: .simple).annotate("@аррӏе.com").entities
        #expect(entities.count == 1 && entities[0].kind == .mention && entities[0].hostWarning == nil)
    }

    @Test(arguments: [
        ("https://аррӏе.com", "аррӏе.com"), ("аррӏе.com/x", "аррӏе.com"), ("аррӏе.com:8080/x", "аррӏе.com"),
        ("http://u:p@аррӏе.com?q", "аррӏе.com"), ("https://аррӏе.com#f", "аррӏе.com"), ("mailto:bob@аррӏе.com", nil),
        ("https://[::1]/", nil), ("HTTPS://EXAMPLE.com", "EXAMPLE.com"),
    ] as [(String, String?)])
    func hostOfAURL(_ url: String, _ host: String?) {
        #expect(HostWarningCheck.host(ofURL: url).map(String.init) == host)
    }

    /// The rules one at a time, on hosts.
    @Test(arguments: [
        ("example.com", nil), ("müller.de", nil), ("аррӏе.com", .confusable), ("аррӏе.рф", nil),
        ("аррӏе", nil),  // a lone label is its own top level
        ("ВОХ.com", .confusable), ("ДОМ.com", nil),  // Д has no Latin look-alike
        ("ab-аррӏе.com", .mixedScript), ("аррӏе-1.com", .confusable), ("例えば漢字かな.jp", nil), ("漢字한국.kr", nil),
        ("한국abc.kr", nil), ("ελλάδαabc.gr", .mixedScript), ("e\u{301}\u{301}.com", .invisible),
        ("\u{E9}\u{301}.com", .invisible), ("pay\u{200D}pal.com", .invisible), ("क्\u{200D}ष.in", nil),
        ("pa\u{AD}ypal.com", .invisible), ("a1١.com", .mixedScript), ("١٢٣.com", nil), ("١۲.com", .mixedNumbers),
        ("аррӏе。com", .confusable), ("аррӏе.com.", .confusable),
    ] as [(String, HostWarning.Reason?)])
    func rules(_ host: String, _ reason: HostWarning.Reason?) {
        #expect(HostWarningCheck.warning(forHost: Substring(host))?.reason == reason, "\(host)")
    }

    /// A pasted megabyte of Cyrillic after `https://` (the simple profile links it) is no DNS name: it is not checked,
    /// and costs nothing like Punycode's quadratic time. A host just under the bound is.
    @Test func hugeHostsAreNotChecked() {
        let huge = "https://" + String(repeating: "а", count: 500_000) + ".com"
        let entities = Highlighter(profile: .simple).annotate(huge).entities
        #expect(entities.count == 1 && entities[0].hostWarning == nil)
        let near = String(repeating: "а", count: (HostWarningCheck.maximumHostBytes - 4) / 2) + ".com"
        #expect(HostWarningCheck.warning(forHost: Substring(near))?.reason == .confusable)
        #expect(HostWarningCheck.warning(forHost: Substring("а" + near)) == nil)
    }

    @Test func descriptionNamesTheWarning() {
        let entity = Highlighter(profile: .twitter).annotate("https://аррӏе.com").entities[0]
        #expect(entity.description == #"url 0..<22 "https://аррӏе.com" confusable xn--80ak6aa92e.com"#)
    }

    /// Typing a look-alike host letter by letter, and changing one letter of an ASCII host into a Cyrillic one:
    /// after every keystroke the document's entities (warnings included) are a fresh annotate's.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func documentMatchesAFreshScan(_ profile: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)))
        let text = "go to https://аррӏе.com/x and @bob@раураl.com, or pаypal.com\nhttps://example.com "
        var document = try Self.typed(text, with: highlighter)
        // "example" → "exаmple" (Cyrillic а) and back.
        let offset = Array(text.utf8).count - " ".utf8.count - "ample.com".utf8.count
        try document.replace(offset..<(offset + 1), in: .utf8, with: "а")
        let spoofed = String(decoding: Array(text.utf8)[..<offset] + Array("а".utf8) + Array(text.utf8)[(offset + 1)...], as: UTF8.self)
        #expect(document.entities == highlighter.annotate(spoofed).entities)
        if profile != "mastodon" { #expect(document.entities.last?.hostWarning?.reason == .mixedScript, "\(profile)") }
        try document.replace(offset..<(offset + "а".utf8.count), in: .utf8, with: "a")
        #expect(document.entities == highlighter.annotate(text).entities)
        #expect(document.entities.last?.hostWarning == nil)
    }

    /// A document that `highlighter` made as `typed` was typed into it scalar by scalar, its entities (warnings
    /// included) checked against a fresh annotate's after every keystroke.
    static func typed(_ typed: String, with highlighter: Highlighter) throws -> HighlightDocument {
        var document = HighlightDocument("", highlighter: highlighter)
        var text = ""
        for scalar in typed.unicodeScalars {
            try document.replace(text.utf8.count..<text.utf8.count, in: .utf8, with: String(scalar))
            text.unicodeScalars.append(scalar)
            #expect(document.entities == highlighter.annotate(text).entities, "\(highlighter.profile) after \(text.debugDescription)")
        }
        return document
    }
}

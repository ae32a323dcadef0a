import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// Hosts written in Punycode: an `xn--` label is checked as the Unicode label it stands for, so a look-alike warns
/// whichever way it is written, and a label that stands for none warns as such.
@Suite struct PunycodeHostWarningTests {
    /// Every spoof of ``HostWarningTests/spoofs`` written with its host in Punycode warns exactly as when written in
    /// Unicode: same reason, same ASCII form, and the Unicode form is the host as it looks.
    @Test(arguments: ["twitter", "bluesky", "simple"])
    func punycodeSpoofsWarnAsTheirUnicodeForms(_ profile: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)))
        for spoof in HostWarningTests.spoofs {
            let unicodeWarning = try #require(highlighter.annotate(spoof.url).entities.first?.hostWarning, "\(spoof.url)")
            let host = try #require(HostWarningCheck.host(ofURL: spoof.url))
            let written = spoof.url.replacingOccurrences(of: host, with: unicodeWarning.ascii)
            #expect(written.utf8.allSatisfy { $0 < 0x80 }, "\(written)")
            let entities = highlighter.annotate("see \(written) now").entities
            #expect(entities.count == 1 && entities.first?.value == written, "\(profile) \(written): \(entities)")
            #expect(entities.first?.hostWarning == unicodeWarning, "\(profile) \(written)")
            #expect(entities.first?.hostWarning?.unicode == host.lowercased(), "\(profile) \(written)")
        }
    }

    /// The issue's two: a link and a Bluesky handle, which detection takes in ASCII only and so could never warn.
    @Test func theIssuesLinkAndHandle() throws {
        let link = try #require(Highlighter(profile: .twitter).annotate("https://xn--80ak6aa92e.com/login").entities.first)
        #expect(link.hostWarning == HostWarning(reason: .confusable, ascii: "xn--80ak6aa92e.com"))
        #expect(link.hostWarning?.unicode == "аррӏе.com")
        let handles = Highlighter(profile: .bluesky).annotate("hi @xn--pypal-4ve.com and @XN--80AK6AA92E.bsky.social").entities
        #expect(handles.map(\.kind) == [.mention, .mention])
        #expect(handles.map(\.hostWarning) == [
            HostWarning(reason: .mixedScript, ascii: "xn--pypal-4ve.com"),
            HostWarning(reason: .confusable, ascii: "xn--80ak6aa92e.bsky.social"),
        ])
        #expect(handles.map { $0.hostWarning?.unicode } == ["pаypal.com", "аррӏе.bsky.social"])
        let remote = Highlighter(profile: .mastodon).annotate("@bob@xn--80ak6aa92e.social").entities
        #expect(remote.first?.hostWarning == HostWarning(reason: .confusable, ascii: "xn--80ak6aa92e.social"))
    }

    /// Real names in Punycode (each legitimate host of ``HostWarningTests/legitimate``, written in ASCII) do not warn.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func realHostsInPunycodeCarryNone(_ profile: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)))
        for url in HostWarningTests.legitimate {
            let host = try #require(HostWarningCheck.host(ofURL: url))
            let ascii = try #require(DomainToASCII.map(String(host)))
            let written = url.replacingOccurrences(of: host, with: ascii)
            let entities = highlighter.annotate("see \(written) now").entities
            #expect(entities.count == 1 && entities[0].hostWarning == nil, "\(profile) \(written): \(entities)")
            #expect(DomainToUnicode.map(ascii) == String(host).lowercased(), "\(ascii)")
        }
    }

    /// `xn--` labels that stand for no label UTS #46 would write: each is its own warning, reported in its place
    /// among the labels; a real `xn--` label next to it does not hide it.
    @Test(arguments: [
        ("xn--abc-.com", "xn--abc-.com"),  // decodes to ASCII only
        ("xn--.com", "xn--.com"),  // empty
        ("xn--99999999999.com", "xn--99999999999.com"),  // overflows
        ("xn--b.com", "xn--b.com"),  // ends inside a number
        ("xn--a.com", "xn--a.com"),  // decodes to U+0080, a control
        ("xn--a_b.com", "xn--a_b.com"),  // `_` is no Punycode digit
        ("www.XN--ABC-.com", "www.xn--abc-.com"),
        ("xn--mller-kva.xn--zz.de", "xn--mller-kva.xn--zz.de"),
    ])
    func undecodableLabels(_ host: String, _ ascii: String) {
        #expect(HostWarningCheck.warning(forHost: Substring(host)) == HostWarning(reason: .invalidPunycode, ascii: ascii), "\(host)")
    }

    /// A label that decodes, but to a label UTS #46 would have written otherwise, is no valid Punycode either: not in
    /// NFC, upper case, a combining mark first.
    @Test func labelsThatDecodeToWhatUTS46WouldNotWrite() throws {
        for unicode in ["mu\u{308}nchen", "Пример", "\u{301}abc", "ab\u{3002}cd"] {
            let encoded = try #require(Punycode.encode(unicode.unicodeScalars.map(\.value)))
            #expect(Punycode.decode(Array(encoded.utf8)) == unicode.unicodeScalars.map(\.value), "\(unicode)")
            let host = "xn--\(encoded).com"
            #expect(HostWarningCheck.warning(forHost: Substring(host))?.reason == .invalidPunycode, "\(host)")
        }
    }

    /// An invalid label flags a link end to end, and the other form is the host as written.
    @Test func undecodableLinkWarns() throws {
        let entity = try #require(Highlighter(profile: .simple).annotate("see https://xn--abc-.com/x").entities.first)
        #expect(entity.hostWarning?.reason == .invalidPunycode)
        #expect(entity.hostWarning?.unicode == "xn--abc-.com")
    }

    /// Decoding inverts encoding, on labels of many scripts and lengths (seeded), and reads digits in either case.
    @Test func decodingInvertsEncoding() throws {
        var random = SeededRandom(seed: 38)
        let pools: [ClosedRange<UInt32>] = [0x61...0x7A, 0xE0...0xFF, 0x430...0x44F, 0x3041...0x3096, 0x4E00...0x4FFF, 0x1F600...0x1F64F]
        for _ in 0..<500 {
            let length = Int.random(in: 1...20, using: &random)
            let scalars = (0..<length).map { _ in UInt32.random(in: pools.randomElement(using: &random)!, using: &random) }
            let encoded = try #require(Punycode.encode(scalars))
            #expect(Punycode.decode(Array(encoded.utf8)) == scalars, "\(encoded)")
            #expect(Punycode.decode(Array(encoded.uppercased().utf8)).map { $0.count } == scalars.count, "\(encoded)")
        }
        #expect(Punycode.decode(Array("bcher-kva".utf8)) == "bücher".unicodeScalars.map(\.value))
    }

    /// A document typed letter by letter gives, after every keystroke, a fresh annotate's entities and warnings.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func documentMatchesAFreshScan(_ profile: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profile)))
        let typed = "go https://xn--80ak6aa92e.com/x @xn--pypal-4ve.com @bob@xn--80ak6aa92e.social "
        let document = try HostWarningTests.typed(typed, with: highlighter)
        #expect(document.entities.contains { $0.hostWarning != nil }, "\(profile)")
    }
}

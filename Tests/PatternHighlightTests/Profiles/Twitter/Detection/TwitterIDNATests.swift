import Testing
@testable import PatternHighlight

/// Punycode (RFC 3492) and the IDNA `ToASCII` subset that URL length checks use.
@Suite struct TwitterIDNATests {
    static let punycode: [(unicode: String, ascii: String)] = [
        ("bücher", "bcher-kva"),
        ("みんな", "q9jyb4c"),
        ("💩", "ls8h"),
        ("한국", "3e0b707e"),
        ("中国", "fiqs8s"),
        ("日本", "wgv71a"),
        ("ශ්\u{200D}රීලංකා", "fzc2c3eis8cxb2a6013b"),
        // RFC 3492 §7.1 (A) Arabic (Egyptian), (B) Chinese (simplified).
        ("\u{0644}\u{064A}\u{0647}\u{0645}\u{0627}\u{0628}\u{062A}\u{0643}\u{0644}\u{0645}\u{0648}\u{0634}\u{0639}\u{0631}\u{0628}\u{064A}\u{061F}", "egbpdaj6bu4bxfgehfvwxn"),
        ("\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}", "ihqwcrb4cv8a8dqg056pqjye"),
    ]

    @Test(arguments: punycode) func encodes(_ pair: (unicode: String, ascii: String)) {
        #expect(Punycode.encode(pair.unicode.unicodeScalars.map(\.value)) == pair.ascii)
    }

    /// The reference bundle's `idna.toAscii` (checked with node through URL extraction; Punycode values from
    /// Python's `punycode` codec): no Nameprep mapping, `.`-pieces measured after Punycode's own split at `。`.
    static let hosts: [(host: String, ascii: String?)] = [
        ("example.com", "example.com"),
        ("www.みんな.com", "www.xn--q9jyb4c.com"),
        ("日本。jp", "xn--wgv71a.jp"),
        ("ＥＸＡＭＰＬＥ.com", "xn--ph7chab1aes7c.com"),
        ("Bücher.de", "xn--Bcher-kva.de"),
        ("xn--ls8h.la", "xn--ls8h.la"),
        ("xn--はじめよう.com", nil),
        ("a.xn--はじめよう.com", "a.xn--xn---j63c3d2gufpc.com"),
        ("a..b", nil),
        (String(repeating: "a", count: 63) + ".com", String(repeating: "a", count: 63) + ".com"),
        (String(repeating: "a", count: 64) + ".com", nil),
        // 24 + 1 + 50 characters in one `.`-piece.
        ("よろしくお願いします。桜がきれい新しいアプリをリリースしましたwww.github.com", nil),
        ("桜がきれい新しいアプリをリリースしましたwww.github.com", "xn--www-r63ba0ch5fba2g4r1fmd4lsn2q6kba29az700hm3ma.github.com"),
    ]

    @Test(arguments: hosts) func convertsHosts(_ pair: (host: String, ascii: String?)) {
        #expect(TwitterIDNA.toASCII(pair.host) == pair.ascii)
        let bytes = Array(pair.host.utf8)
        #expect(TwitterIDNA.accepts(bytes, 0..<bytes.count, tlds: .shared) == (pair.ascii != nil))
    }
}

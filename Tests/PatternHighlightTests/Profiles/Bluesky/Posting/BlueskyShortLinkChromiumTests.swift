import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The short form of generated link texts against a browser's: a page run by headless Chromium computes each
/// one as the official app does (`new URL(text)`, then `host`, `pathname`, `search`, `hash`), and ours must agree.
/// Skips, saying why, when `chromium` is not installed.
@Suite struct BlueskyShortLinkChromiumTests {
    static func linkTexts(count: Int) -> [String] {
        var random = SeededRandom(seed: 5005)
        let schemes = ["https://", "http://", "httpS://", "https:/", "https:\\\\", "https:", "httpx://"]
        let users = ["", "", "", "user:pw@", "a@", "@"]
        let hosts = [
            "example.com", "EXAMPLE.com", "www.Example.org", "münchen.de", "ＥＸＡＭＰＬＥ．ｃｏｍ", "bücher.example",
            "0x7f.1", "127.0.0.1", "017.1.2.3", "1.2.3", "4294967295", "[::1]", "[2001:DB8::0:1]", "[::ffff:1.2.3.4]",
            "exa%mple.com", "ex%41mple.com", "a.b.c.d.example", "xn--mnchen-3ya.de", "日本.jp", "x.com", ".", "[",
            "sub_domain.example", "例え.テスト", "ÉCOLE.fr", "a..b", "e\u{301}.fr", "1.2.3.256", "0x100.1",
        ]
        let ports = ["", "", "", ":443", ":80", ":8080", ":0", ":65535", ":65536", ":", ":08"]
        let segments = [
            "a", "path", "Swift_(programming_language)", "café", "straße", "%20", "%2e", "%2E%2e", ".", "..",
            "日本語", "👍🏽", "a%zz", "{x}", "^", "|", "`", "'", "\"", "<b>", "~user", "long" + String(repeating: "x", count: 12),
            "a;b=c", "%C3%A9", "!$&*+,", "@", ":",
        ]
        let queries = ["", "", "?", "?q=swift", "?a=b&c=d", "?é='x'", "?<>\"", "?" + String(repeating: "z", count: 20)]
        let fragments = ["", "", "#", "#top", "#é", "#a b".replacingOccurrences(of: " ", with: "`"), "#<x>"]
        return (0..<count).map { _ in
            var text = schemes.randomElement(using: &random)! + users.randomElement(using: &random)!
            text += hosts.randomElement(using: &random)! + ports.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                text += (Bool.random(using: &random) ? "/" : (Int.random(in: 0..<5, using: &random) == 0 ? "\\" : "/"))
                text += segments.randomElement(using: &random)!
            }
            if Int.random(in: 0..<4, using: &random) == 0 { text += "/" }
            return text + queries.randomElement(using: &random)! + fragments.randomElement(using: &random)!
        }
    }

    /// The browser's short forms of `texts`, in order.
    static func browserShortForms(_ texts: [String], chromium: String) throws -> [String] {
        var json = String(decoding: try JSONSerialization.data(withJSONObject: texts), as: UTF8.self)
        json = json.replacingOccurrences(of: "<", with: "\\u003c")
        let page = """
            <html><body><script>
            const texts = \(json);
            function shortForm(text) {
              try {
                const url = new URL(text);
                if (url.protocol !== 'http:' && url.protocol !== 'https:') return text;
                const path = (url.pathname === '/' ? '' : url.pathname) + url.search + url.hash;
                return path.length > 15 ? url.host + path.slice(0, 13) + '...' : url.host + path;
              } catch (e) { return text; }
            }
            document.body.textContent = encodeURIComponent(JSON.stringify(texts.map(shortForm)));
            </script></body></html>
            """
        let dom = try HeadlessChromium.dumpDOM(page, browser: chromium)
        guard let start = dom.range(of: "<body>"), let end = dom.range(of: "</body>") else { return [] }
        var body = String(dom[start.upperBound..<end.lowerBound])
        if let scriptEnd = body.range(of: "</script>") { body = String(body[scriptEnd.upperBound...]) }
        let decoded = body.trimmingCharacters(in: .whitespacesAndNewlines).removingPercentEncoding ?? ""
        return try JSONSerialization.jsonObject(with: Data(decoded.utf8)) as? [String] ?? []
    }

    @Test(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (apt-get install chromium, or set CHROMIUM)"))
    func shortFormsAgreeWithChromium() throws {
        let texts = Self.linkTexts(count: 6000)
        let browser = try Self.browserShortForms(texts, chromium: HeadlessChromium.path!)
        try #require(browser.count == texts.count, "the page gave \(browser.count) answers")
        var disagreements: [(text: String, ours: String, browser: String)] = []
        for (text, expected) in zip(texts, browser) {
            let ours = BlueskyShortLink.shortForm(of: text)
            if ours != expected { disagreements.append((text, ours, expected)) }
        }
        print("short forms agreeing with Chromium: \(texts.count - disagreements.count) of \(texts.count)")
        for disagreement in disagreements.prefix(25) {
            print("  \(disagreement.text.debugDescription): ours \(disagreement.ours.debugDescription), chromium \(disagreement.browser.debugDescription)")
        }
        // The comparison covers what matters: texts the browser shortens, IDN hosts, cut paths, rejected texts.
        let shortened = zip(texts, browser).filter { $0 != $1 }.count
        print("shortened by Chromium: \(shortened); punycode hosts: \(browser.filter { $0.contains("xn--") }.count); cut: \(browser.filter { $0.hasSuffix("...") }.count)")
        #expect(shortened > texts.count / 2)
        #expect(browser.contains { $0.hasPrefix("xn--mnchen-3ya.de") })
        #expect(browser.contains { $0.hasPrefix("127.0.0.1") })
        #expect(disagreements.isEmpty)
    }
}

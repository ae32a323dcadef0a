import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// Host warnings in every output: the JSON member (annotate, batch, stream), HTML's `title` and
/// `data-host-warning` (also as a real browser's DOM reads them), and ANSI's ASCII form after the link.
@Suite struct HostWarningOutputTests {
    static let text = "see https://аррӏе.com/login and https://müller.de or https://pаypal.com/a"

    @Test func jsonEntityCarriesTheMember() throws {
        let result = try CommandLineRunner.run(["--no-runs"], stdin: Data(Self.text.utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let entities = try #require(object["entities"] as? [[String: Any]])
        let warnings = entities.map { $0["hostWarning"] as? [String: String] }
        #expect(warnings == [
            ["reason": "confusable", "ascii": "xn--80ak6aa92e.com", "unicode": "аррӏе.com"], nil,
            ["reason": "mixed-script", "ascii": "xn--pypal-4ve.com", "unicode": "pаypal.com"],
        ])
    }

    /// The issue's link and handle, written in Punycode, through the built binary: each warns as its Unicode form
    /// does, and says both forms; a label that is no Punycode warns as such.
    @Test func punycodeHostsWarnThroughTheBinary() throws {
        func warnings(_ text: String, _ arguments: [String]) throws -> [[String: String]?] {
            let result = try CommandLineRunner.run(["--no-runs"] + arguments, stdin: Data(text.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            return try #require(object["entities"] as? [[String: Any]]).map { $0["hostWarning"] as? [String: String] }
        }
        let link = ["reason": "confusable", "ascii": "xn--80ak6aa92e.com", "unicode": "аррӏе.com"]
        #expect(try warnings("https://xn--80ak6aa92e.com/login", []) == [link])
        #expect(try warnings("https://аррӏе.com/login", []) == [link])
        #expect(try warnings("@xn--pypal-4ve.com https://xn--abc-.com/x", ["--profile", "bluesky"]) == [
            ["reason": "mixed-script", "ascii": "xn--pypal-4ve.com", "unicode": "pаypal.com"],
            ["reason": "invalid-punycode", "ascii": "xn--abc-.com", "unicode": "xn--abc-.com"],
        ])
        #expect(try warnings("https://xn--mller-kva.de", []) == [nil])
    }

    @Test func batchAndStreamCarryTheMember() throws {
        let line = #"{"id":1,"text":"https://аррӏе.com"}"# + "\n"
        let batch = try CommandLineRunner.run(["batch", "--no-runs"], stdin: Data(line.utf8))
        #expect(batch.stdoutText.contains(#""hostWarning":{"reason":"confusable","ascii":"xn--80ak6aa92e.com","unicode":"аррӏе.com"}"#), "\(batch.stdoutText)")
        let requests = #"{"op":"set","text":"go https://pаypal.com"}"# + "\n" + #"{"op":"replace","start":21,"end":21,"text":"/a"}"# + "\n"
        let stream = try CommandLineRunner.run(["stream"], stdin: Data(requests.utf8))
        // The edit grows the link: its reply reports it again, with the member.
        let replies = stream.stdoutText.split(separator: "\n")
        #expect(replies.count == 2)
        for reply in replies {
            #expect(reply.contains(#""hostWarning":{"reason":"mixed-script","ascii":"xn--pypal-4ve.com","unicode":"pаypal.com"}"#), "\(reply)")
        }
    }

    @Test func htmlLinkHasTitleAndDataAttribute() {
        let html = String(decoding: HTMLFormatter().format(Highlighter(profile: .twitter).annotate(Self.text)), as: UTF8.self)
        #expect(html.contains(#"<a href="https://аррӏе.com/login" rel="nofollow noopener ugc" class="ph-url" dir="auto" style="unicode-bidi:isolate;color:#007AFF;text-decoration:underline" title="xn--80ak6aa92e.com" data-host-warning="confusable">https://аррӏе.com/login</a>"#), "\(html)")
        #expect(html.contains(#"title="xn--pypal-4ve.com" data-host-warning="mixed-script">https://pаypal.com/a</a>"#))
        // The real host's link has neither.
        #expect(html.contains(#"text-decoration:underline">https://müller.de</a>"#))
        #expect(html.components(separatedBy: "data-host-warning").count == 3)
    }

    @Test func htmlMentionSpanToo() {
        let html = String(decoding: HTMLFormatter().format(Highlighter(profile: .mastodon).annotate("@bob@аррӏе.social")), as: UTF8.self)
        #expect(html.contains(#"<span class="ph-mention" dir="auto" style="unicode-bidi:isolate;color:#5856D6" title="xn--80ak6aa92e.social" data-host-warning="confusable">@bob@аррӏе.social</span>"#), "\(html)")
    }

    @Test func ansiPrintsTheASCIIFormAfterTheLink() {
        let annotation = Highlighter(profile: .twitter).annotate(Self.text)
        let plain = String(decoding: ANSIFormatter(usesColor: false).format(annotation), as: UTF8.self)
        #expect(plain == "see https://аррӏе.com/login [xn--80ak6aa92e.com] and https://müller.de or https://pаypal.com/a [xn--pypal-4ve.com]")
        let coloured = String(decoding: ANSIFormatter().format(annotation), as: UTF8.self)
        #expect(coloured.contains("https://аррӏе.com/login\u{1B}[0m [xn--80ak6aa92e.com] and"))
    }

    /// A host written in Punycode is followed by (ANSI), or titled with (HTML), its Unicode form: the one not shown.
    @Test func renderingsShowTheUnicodeFormOfAPunycodeHost() {
        let annotation = Highlighter(profile: .twitter).annotate("see https://xn--80ak6aa92e.com/login")
        let plain = String(decoding: ANSIFormatter(usesColor: false).format(annotation), as: UTF8.self)
        #expect(plain == "see https://xn--80ak6aa92e.com/login [аррӏе.com]")
        let html = String(decoding: HTMLFormatter().format(annotation), as: UTF8.self)
        #expect(html.contains(#"title="аррӏе.com" data-host-warning="confusable">https://xn--80ak6aa92e.com/login</a>"#), "\(html)")
    }

    /// What a browser makes of the HTML: the link keeps its `href`, its `title` (the tooltip) is the ASCII host and
    /// `dataset.hostWarning` the reason. Skipped, saying so, without Chromium.
    @Test(.enabled(if: HeadlessChromium.path != nil, "headless Chromium not found (install Debian's `chromium` or set CHROMIUM=/path): the DOM check was skipped"))
    func browserReadsTheWarning() throws {
        let browser = try #require(HeadlessChromium.path)
        let result = try CommandLineRunner.run(["--format", "html"], stdin: Data(Self.text.utf8))
        try #require(result.status == 0)
        let page = #"<!doctype html><html><head><meta charset="utf-8"></head><body>"# + result.stdoutText + """
            <script>
            const out = [...document.querySelectorAll('a')].map((a) => [a.href, a.title, a.dataset.hostWarning ?? null]);
            const pre = document.createElement('pre');
            pre.id = 'result';
            pre.textContent = JSON.stringify(out).replace(/[^ -~]|[<>&]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
            document.body.appendChild(pre);
            </script></body></html>
            """
        let dom = try HeadlessChromium.dumpDOM(page, browser: browser)
        let open = try #require(dom.range(of: #"<pre id="result">"#))
        let close = try #require(dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex))
        let links = try JSONDecoder().decode([[String?]].self, from: Data(dom[open.upperBound..<close.lowerBound].utf8))
        // A browser shows an `href` with its host in ASCII: the same form as the title.
        #expect(links == [
            ["https://xn--80ak6aa92e.com/login", "xn--80ak6aa92e.com", "confusable"],
            ["https://xn--mller-kva.de/", "", nil],
            ["https://xn--pypal-4ve.com/a", "xn--pypal-4ve.com", "mixed-script"],
        ])
    }
}

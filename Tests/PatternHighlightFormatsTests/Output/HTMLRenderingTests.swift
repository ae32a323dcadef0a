import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// `pattern-highlight --format html` laid out by a real browser (headless Chromium): whatever bidi controls
/// surround them, the characters of every entity must sit in their own reading order on screen, and an override
/// the text leaves open must not reach the page after the fragment.
///
/// A page holds each fragment and a script that measures the left edge of every character of every entity
/// (`Range.getBoundingClientRect`) and writes the figures into the DOM, which `chromium --dump-dom` prints.
@Suite struct HTMLRenderingTests {

    /// A text and the profile it is annotated with (`nil`: the command line's default, twitter).
    struct Case: Sendable {
        let profile: String?
        let text: String
    }

    static let cases: [Case] = [
        // The issue's example: the override around the link made it read `moc.live`.
        Case(profile: nil, text: "see \u{202E}evil.com\u{202C} now"),
        // An override opened and never closed, before every kind.
        Case(profile: "twitter", text: "\u{202E}@bob #tag https://t.co/x $AAPL www.example.org"),
        Case(profile: "bluesky", text: "\u{202E} https://example.com/path @alice.bsky.social #tag $AAPL end"),
        // Embeddings, an override inside them, and an isolate around a link.
        Case(profile: "twitter", text: "\u{202B}abc \u{202D}x \u{202E}https://x.com/a\u{202C} #tag\u{202C} \u{2067}y https://evil.com/x\u{2069}"),
        // An override left open on one line, entities on the next.
        Case(profile: "bluesky", text: "x \u{202E}open\nhttps://example.org next #two"),
        // Right-to-left text: an Arabic tag reads right to left, the link in the Arabic sentence left to right.
        Case(profile: "bluesky", text: "مرحبا #وسم https://example.com بالعالم"),
    ]

    /// Whether an entity's text reads right to left on its own: it has Hebrew or Arabic letters and no Latin ones.
    static func readsRightToLeft(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        return scalars.contains { (0x0590...0x08FF).contains($0.value) } && !scalars.contains { $0.properties.isAlphabetic && $0.isASCII }
    }

    /// The page: each case's fragment in a `<section>`; then, twice, a fragment whose text leaves an override open,
    /// laid out inline in a line of the page's own text, followed by a probe word. The page's style sheet takes away
    /// the isolation that browsers give a `div` (`unicode-bidi: normal`), and in the second line every element's,
    /// style attributes or not (`!important`): the fragment's own closers must still stop the override.
    static func page(fragments: [String], inlineFragment: String) -> String {
        var html = #"<!doctype html><html><head><meta charset="utf-8"><style>body{font:22px "DejaVu Sans",sans-serif;margin:16px}"#
            + #" section{margin:0 0 12px 0} .inline .ph-text{display:inline;unicode-bidi:normal}"#
            + #" .stripped *{unicode-bidi:normal !important}</style></head><body>"#
        for (index, fragment) in fragments.enumerated() {
            html += #"<section data-case="\#(index)">"# + fragment + "</section>"
        }
        // `div`s, not `p`s: the parser would close a `p` at the fragment's `div`.
        for holder in ["inline", "inline stripped"] {
            html += #"<div class="\#(holder)">before "# + inlineFragment + #" <span class="probe">after</span></div>"#
        }
        html += """
            <script>
            const out = [];
            document.querySelectorAll('section, div.inline').forEach((holder) => {
              holder.querySelectorAll(holder.dataset.case ? '[class^="ph-"]:not(.ph-text)' : '.probe').forEach((element) => {
                const node = element.firstChild;
                const xs = [];
                let offset = 0;
                for (const character of node.data) {
                  const range = document.createRange();
                  range.setStart(node, offset);
                  range.setEnd(node, offset + character.length);
                  xs.push(Math.round(range.getBoundingClientRect().left * 10) / 10);
                  offset += character.length;
                }
                out.push({holder: holder.dataset.case ?? holder.className, probe: element.className === 'probe', xs});
              });
            });
            const result = document.createElement('pre');
            result.id = 'result';
            // ASCII only, nothing the DOM dump escapes.
            result.textContent = JSON.stringify(out).replace(/[^ -~]|[<>&]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
            document.body.appendChild(result);
            </script></body></html>
            """
        return html
    }

    struct Measured: Decodable {
        let holder: String
        let probe: Bool
        let xs: [Double]
    }

    /// Writes `page` to a temporary file, has Chromium lay it out and run its script, and reads the figures back.
    static func measure(_ page: String, browser: String) throws -> [Measured] {
        let dom = try HeadlessChromium.dumpDOM(page, browser: browser)
        guard let open = dom.range(of: #"<pre id="result">"#), let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
        else {
            throw MeasureError.noResult(output: String(dom.prefix(300)))
        }
        return try JSONDecoder().decode([Measured].self, from: Data(dom[open.upperBound..<close.lowerBound].utf8))
    }

    enum MeasureError: Error {
        case noResult(output: String)
    }

    static func isIncreasing(_ xs: [Double]) -> Bool { zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 } }
    static func isDecreasing(_ xs: [Double]) -> Bool { zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 } }

    /// Skipped, with this reason, where Chromium is not installed: the check needs a real layout engine.
    @Test(.enabled(if: HeadlessChromium.path != nil, "headless Chromium not found (install Debian's `chromium` or set CHROMIUM=/path): the browser layout check was skipped"))
    func everyEntityReadsInItsOwnDirectionWhateverSurroundsIt() throws {
        let browser = try #require(HeadlessChromium.path)
        var fragments: [String] = []
        for example in Self.cases {
            let result = try CommandLineRunner.run(example.profile.map { ["--format", "html", "--profile", $0] } ?? ["--format", "html"],
                                                   stdin: Data(example.text.utf8))
            try #require(result.status == 0, "\(result.stderr)")
            fragments.append(result.stdoutText)
        }
        let inline = try CommandLineRunner.run(["--format", "html", "--profile", "bluesky"], stdin: Data("left #open \u{202E}open".utf8))
        try #require(inline.status == 0)
        let measured = try Self.measure(Self.page(fragments: fragments, inlineFragment: inline.stdoutText), browser: browser)

        for (index, example) in Self.cases.enumerated() {
            let highlighter = Highlighter(profile: try #require(Profile.named(example.profile ?? "twitter")))
            let entities = highlighter.annotate(example.text).entities
            let positions = measured.filter { $0.holder == String(index) }
            #expect(!entities.isEmpty && positions.count == entities.count, "case \(index): \(example.text.debugDescription)")
            for (entity, measured) in zip(entities, positions) {
                let text = String(decoding: Array(example.text.utf8)[entity.range], as: UTF8.self)
                let rightToLeft = Self.readsRightToLeft(text)
                #expect(measured.xs.count == text.unicodeScalars.count && measured.xs.count > 1)
                #expect(rightToLeft ? Self.isDecreasing(measured.xs) : Self.isIncreasing(measured.xs),
                        "case \(index) \(text.debugDescription) should read \(rightToLeft ? "right to left" : "left to right"): x \(measured.xs)")
            }
        }
        // The page's own word after a fragment whose text leaves an override open reads left to right, whether the
        // fragment's styles hold or not.
        let probes = measured.filter(\.probe)
        #expect(probes.count == 2)
        for probe in probes {
            #expect(Self.isIncreasing(probe.xs), "the word after the fragment (\(probe.holder)): x \(probe.xs)")
        }
    }
    /// Without a browser: what the text leaves open is closed before each paragraph break and at the end, latest
    /// first, and nothing else is added (text, closers expected after it).
    @Test(arguments: [
        ("a\u{202E}b\nc", "a\u{202E}b\u{202C}\nc"),
        ("\u{202B}x\u{2067}y\u{202D}z", "\u{202B}x\u{2067}y\u{202D}z\u{202C}\u{2069}\u{202C}"),
        ("\u{2067}a\u{202E}b\u{2069}c\u{202C}d\r\ne", "\u{2067}a\u{202E}b\u{2069}c\u{202C}d\r\ne"),
        ("\u{202A}a\u{2029}b\u{202E}", "\u{202A}a\u{202C}\u{2029}b\u{202E}\u{202C}"),
        ("\u{2068}\u{202C}a\u{2028}", "\u{2068}\u{202C}a\u{2069}\u{2028}"),
        ("plain \u{200F}text\u{200E}", "plain \u{200F}text\u{200E}"),
    ])
    func openControlsAreClosedAtParagraphEnds(_ text: String, _ shown: String) throws {
        let html = String(decoding: HTMLFormatter().format(Highlighter(profile: .simple).annotate(text)), as: UTF8.self)
        let prefix = #"<div class="ph-text" style="white-space:pre-wrap;unicode-bidi:isolate">"#
        #expect(html == prefix + shown + "</div>")
    }
}

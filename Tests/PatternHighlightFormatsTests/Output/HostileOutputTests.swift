import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats

/// HTML output escapes everything and ANSI output neutralises every control character, for every profile,
/// including when the markup sits inside an entity's own text.
@Suite struct HostileOutputTests {
    static let texts = [
        "<script>alert(1)</script> @bob #tag",
        "#tag<script>alert(1)</script> @bob\"onclick=\"x $AAPL&amp;",
        "https://example.com/?a=1&b=<script>\"'x' https://example.com/\"><img src=x onerror=alert(1)>",
        "@alice.bsky.social'\"<> #a&b #\"tag\" x.com/<b>bold</b> www.example.com/?q=\"&'",
        "&lt;&gt;&amp;&quot;&#39; @bob&lt; </div></span></a> <a href=\"javascript:x\">@bob</a>",
        "\u{1B}[31m@bob\u{1B}[0m #t\u{7}ag \u{9B}2J https://x.com/\u{1B}]0;title\u{7} \u{0}nul\r\nline\u{85}",
    ]

    static func unescapeHTML(_ html: String) -> String {
        var text = html.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#xFFFD;", "\u{FFFD}"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    @Test(arguments: Profile.all.map(\.name))
    func htmlShowsExactlyTheTextAndNoMarkupButOurs(_ profileName: String) throws {
        let highlighter = try Highlighter(profile: try #require(Profile.named(profileName)),
                                          customPatterns: [CustomPattern(kind: "markup", regex: "<[^>]+>")])
        for text in Self.texts {
            let annotation = highlighter.annotate(text)
            #expect(!annotation.entities.isEmpty, "\(profileName): the texts are meant to hold entities")
            let html = String(decoding: HTMLFormatter().format(annotation), as: UTF8.self)
            #expect(Self.unescapeHTML(html) == text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}"), "\(profileName): \(text.debugDescription)")
            #expect(!html.lowercased().contains("<script") && !html.lowercased().contains("<img"))
            // Every tag is one of ours, with quoted attributes that hold no raw quote or angle bracket.
            let tags = html.matches(of: /<[^>]*>/).map { String($0.output) }
            let ours = /<div class="ph-text" style="white-space:pre-wrap;unicode-bidi:isolate">|<\/div>|<\/span>|<\/a>|<span class="ph-[a-z]+" dir="auto" style="unicode-bidi:isolate(;[^"<>]*)?">|<a href="https?:\/\/[^"<>]*" rel="nofollow noopener ugc" class="ph-url" dir="auto" style="unicode-bidi:isolate(;[^"<>]*)?">/
            for tag in tags {
                #expect(tag.wholeMatch(of: ours) != nil, "\(profileName): tag \(tag)")
            }
        }
    }

    /// The text as a terminal should show it: C0 controls as control pictures (CRLF as a plain LF), DEL as ␡,
    /// C1 controls as U+FFFD.
    static func neutralised(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x0D where index + 1 < scalars.count && scalars[index + 1] == "\n": continue
            case 0x0A, 0x09: result.append(scalar)
            case 0..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            case 0x80...0x9F: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    @Test(arguments: Profile.all.map(\.name))
    func ansiNeutralisesEveryControlCharacter(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        for text in Self.texts {
            let annotation = highlighter.annotate(text)
            for usesColor in [true, false] {
                var output = String(decoding: ANSIFormatter(usesColor: usesColor).format(annotation), as: UTF8.self)
                if usesColor {
                    output = output.replacingOccurrences(of: #"\x{1B}\[(38;2;\d+;\d+;\d+|4|0)m"#, with: "", options: .regularExpression)
                }
                let controls = output.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
                #expect(controls.isEmpty, "\(profileName) colour \(usesColor): \(text.debugDescription) left \(controls.map { $0.value })")
                // Nothing but the controls changed: each became its visible stand-in, the rest is the text.
                #expect(output == Self.neutralised(text), "\(profileName) colour \(usesColor): \(text.debugDescription)")
            }
        }
    }
}

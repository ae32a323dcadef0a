import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// `--format html`, `--format ansi`, `--patterns` and `batch` through the built binary.
@Suite struct FormatCommandTests {
    @Test func htmlIsSafeToPaste() throws {
        let result = try CommandLineRunner.run(["--format", "html", "--profile", "simple"], stdin: Data("<b>&\"@you</b>\n".utf8))
        #expect(result.status == 0)
        let html = result.stdoutText
        #expect(!html.contains("<b>") && !html.contains("</b>"))
        #expect(html.contains("&lt;b&gt;&amp;&quot;"))
        #expect(html.contains(##"<span class="ph-mention" dir="auto" style="unicode-bidi:isolate;color:#5856D6">@you</span>"##))
        let stripped = html.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
        #expect(!stripped.contains("<") && !stripped.contains(">") && !stripped.contains("\""), "only our own tags are markup")
    }

    @Test(arguments: [
        ("https://a.com/x", "https://a.com/x"),
        ("HTTP://A.COM", "HTTP://A.COM"),
        ("example.com/a", "https://example.com/a"),
        ("example.com:8080/a", "https://example.com:8080/a"),
        ("javascript:alert(1)", nil),
        ("data:text/html,x", nil),
    ] as [(String, String?)])
    func onlyHTTPLinksBecomeAnchors(_ value: String, _ target: String?) {
        #expect(HTMLFormatter.linkTarget(value) == target)
    }

    @Test func ansiNeutralisesControlCharactersAndHonoursNoColor() throws {
        let input = Data("x\u{1B}[2J\u{07}\u{9B}31m @bob\r\nnext".utf8)
        let colored = try CommandLineRunner.run(["--format", "ansi", "--profile", "simple"], stdin: input, environment: [:])
        #expect(colored.status == 0)
        let text = colored.stdoutText
        #expect(text.contains("\u{1B}[38;2;88;86;214m@bob\u{1B}[0m"))
        let withoutOurEscapes = text.replacingOccurrences(of: "\u{1B}[38;2;88;86;214m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
        #expect(!withoutOurEscapes.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(withoutOurEscapes.contains("\u{241B}[2J\u{2407}"))
        let plain = try CommandLineRunner.run(["--format", "ansi", "--profile", "simple"], stdin: input, environment: ["NO_COLOR": "1"])
        #expect(!plain.stdoutText.contains("\u{1B}"))
    }

    /// Every bidirectional control is written as its code point, so that no line displays reversed (`abc‮def`
    /// would show `abcfed`); the text around it, and the entities, are unchanged.
    @Test(arguments: [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] as [UInt32])
    func ansiWritesBidiControlsAsTheirCodePoints(_ value: UInt32) throws {
        let control = String(Unicode.Scalar(value)!)
        let input = Data("abc\(control)def @bob \(control)".utf8)
        let result = try CommandLineRunner.run(["--format", "ansi", "--profile", "simple"], stdin: input, environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        let name = "<U+" + String(repeating: "0", count: value < 0x1000 ? 1 : 0) + String(value, radix: 16, uppercase: true) + ">"
        #expect(result.stdoutText == "abc\(name)def @bob \(name)\n")
        #expect(!result.stdoutText.unicodeScalars.contains { $0.value == value })
    }

    @Test func customPatternsAddKindsAndReportCompileErrors() throws {
        let folder = FileManager.default.temporaryDirectory
        let good = folder.appendingPathComponent("ph-patterns-\(UUID().uuidString).json")
        let bad = folder.appendingPathComponent("ph-patterns-\(UUID().uuidString).json")
        try Data(##"[{"kind": "issue", "regex": "#\\d+", "color": "#8E8E93"}, {"kind": "emoji", "regex": ":[a-z_]+:"}]"##.utf8).write(to: good)
        try Data(#"[{"kind": "broken", "regex": "("}]"#.utf8).write(to: bad)
        defer {
            try? FileManager.default.removeItem(at: good)
            try? FileManager.default.removeItem(at: bad)
        }
        let result = try CommandLineRunner.run(["--profile", "simple", "--patterns", good.path], stdin: Data("fix #12 :wave: @a".utf8))
        #expect(result.status == 0)
        let object = try JSONValue(parsing: Array(result.stdout))
        guard case .array(let entities)? = object["entities"] else { Issue.record("no entities"); return }
        // simple's `#\w+` claims "#12" first (built-in wins a tie); the emoji and the mention follow.
        #expect(entities.compactMap { $0["kind"]?.stringValue } == ["hashtag", "emoji", "mention"])
        let failure = try CommandLineRunner.run(["--patterns", bad.path], stdin: Data("x".utf8))
        #expect(failure.status == 64)
        #expect(failure.stderr.contains("broken"))
        #expect(failure.stderr.contains("missing closing parenthesis"))
        #expect(failure.stderr.contains("offset 1"))
    }

    @Test func batchAnswersEveryLineInOrder() throws {
        let input = """
            {"id": 1, "text": "hi @bob"}
            not json
            {"id": "two", "text": "#tag"}
            {"id": [3], "nottext": 1}
            {"text": "no id @x"}

            """
        let result = try CommandLineRunner.run(["batch", "--profile", "simple"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 5)
        let objects = try lines.map { try JSONValue(parsing: String($0)) }
        #expect(objects[0]["id"] == .number("1"))
        #expect(objects[0]["entities"] != nil)
        #expect(objects[1]["error"]?["code"]?.stringValue == "invalid_json")
        #expect(objects[2]["id"]?.stringValue == "two")
        #expect(objects[3]["id"] == .array([.number("3")]))
        #expect(objects[3]["error"]?["code"]?.stringValue == "missing_field", "no \"text\": the stream's code")
        #expect(objects[4]["id"] == nil)
        #expect(objects[4]["length"]?.intValue == 8)
    }

    @Test func batchReportsInvalidUTF8PerLine() throws {
        var input = Array(#"{"id": 1, "text": "a"#.utf8) + [0xFF] + Array("\"}\n".utf8)
        input += Array(#"{"id": 2, "text": "ok"}"#.utf8) + [0x0A]
        let strict = try CommandLineRunner.run(["batch", "--profile", "simple"], stdin: Data(input))
        let lines = strict.stdoutText.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(try JSONValue(parsing: String(lines[0]))["error"]?["code"]?.stringValue == "invalid_utf8")
        #expect(try JSONValue(parsing: String(lines[1]))["id"] == .number("2"))
        let lossy = try CommandLineRunner.run(["batch", "--profile", "simple", "--lossy"], stdin: Data(input))
        #expect(try JSONValue(parsing: String(lossy.stdoutText.split(separator: "\n")[0]))["length"]?.intValue == 2)
    }
}

import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// Size limits (`--max-bytes`, ``Highlighter/maximumTextBytes``) and custom-pattern warnings through the
/// library and the built command.
@Suite struct InputLimitCommandTests {
    static func patternsFile(_ json: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ph-patterns-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        return url
    }

    @Test func highlighterRefusesTextOverItsLimit() throws {
        let highlighter = Highlighter(profile: .simple, maximumTextBytes: 10)
        #expect(try highlighter.annotate(utf8: Array("0123456789".utf8)).utf8.count == 10)
        #expect(throws: TextError.tooLarge(byteCount: 11, limit: 10)) { try highlighter.annotate(utf8: Array("0123456789a".utf8)) }
        var document = HighlightDocument("01234", highlighter: highlighter)
        #expect(throws: DocumentError.tooLarge(length: 11, limit: 10)) { try document.replace(5..<5, in: .utf8, with: "abcdef") }
        #expect(throws: DocumentError.tooLarge(length: 11, limit: 10)) { try document.setText(checking: "0123456789a") }
        #expect(document.text == "01234", "a refused edit changes nothing")
        try document.replace(0..<5, in: .utf8, with: "@bob")
        #expect(document.entities.map(\.value) == ["bob"])
    }

    @Test func annotateOverMaxBytesFailsWithExitCode65() throws {
        let result = try CommandLineRunner.run(["--profile", "simple", "--max-bytes", "100"], stdin: Data(repeating: UInt8(ascii: "a"), count: 1_000))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty, "nothing half-written")
        #expect(result.stderr.contains("100-byte limit") || result.stderr.contains("the limit is 100"))
        #expect(result.stderr.contains("--max-bytes"))
        let fits = try CommandLineRunner.run(["--profile", "simple", "--max-bytes", "1000"], stdin: Data(repeating: UInt8(ascii: "a"), count: 1_000))
        #expect(fits.status == 0)
        let bad = try CommandLineRunner.run(["--max-bytes", "0"])
        #expect(bad.status == 64)
    }

    @Test func batchAndStreamReportOversizedTextPerLine() throws {
        let batch = try CommandLineRunner.run(["batch", "--profile", "simple", "--max-bytes", "8"],
                                              stdin: Data("{\"id\":1,\"text\":\"0123456789 @x\"}\n{\"id\":2,\"text\":\"@x\"}\n".utf8))
        let lines = batch.stdoutText.split(separator: "\n").map { try? JSONValue(parsing: String($0)) }
        #expect(lines.count == 2)
        #expect(lines.first??["error"]?["code"]?.stringValue == "text_too_large")
        #expect(lines.last??["entities"] != nil)
        let stream = try CommandLineRunner.run(["stream", "--profile", "simple", "--max-bytes", "8"], stdin: Data("""
            {"op":"set","text":"@bob"}
            {"op":"replace","start":4,"end":4,"text":" and more"}
            {"op":"snapshot"}

            """.utf8))
        let replies = stream.stdoutText.split(separator: "\n").map { try? JSONValue(parsing: String($0)) }
        #expect(replies.count == 3)
        #expect(replies[1]?["error"]?["code"]?.stringValue == "document_too_large")
        #expect(replies[2]?["length"]?.intValue == 4, "the refused edit left the document as it was")
    }

    @Test func catastrophicCustomPatternWarnsOnStderrAndInJSON() throws {
        let patterns = try Self.patternsFile(#"[{"kind": "evil", "regex": "(a+)+$"}]"#)
        defer { try? FileManager.default.removeItem(at: patterns) }
        let text = "hi @bob\n" + String(repeating: "a", count: 100_000) + "b"
        let result = try CommandLineRunner.run(["--profile", "simple", "--patterns", patterns.path, "--units", "utf8"], stdin: Data(text.utf8))
        #expect(result.status == 0)
        let object = try JSONValue(parsing: Array(result.stdout))
        guard case .array(let warnings)? = object["warnings"] else { Issue.record("no warnings member"); return }
        #expect(warnings.count == 1)
        #expect(warnings.first?["kind"]?.stringValue == "evil")
        #expect(warnings.first?["pattern"]?.stringValue == "(a+)+$")
        #expect(warnings.first?["start"]?.intValue == 8)
        #expect(warnings.first?["end"]?.intValue == text.utf8.count)
        #expect(result.stderr.contains("warning:") && result.stderr.contains("(a+)+$"))
        // Without a pathological pattern, the member is absent: the contract's output is unchanged.
        let plain = try CommandLineRunner.run(["--profile", "simple"], stdin: Data("hi @bob".utf8))
        #expect(try JSONValue(parsing: Array(plain.stdout))["warnings"] == nil)
        #expect(plain.stderr.isEmpty)
    }
}

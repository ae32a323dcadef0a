import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
@testable import PatternHighlightCLI
import PatternHighlightTestSupport

/// Batch mode: the fast line reader agrees with the full parser, `--jobs` keeps input order, `--no-runs`.
@Suite struct BatchCommandTests {
    /// Lines the fast path must read exactly as the full parser does.
    static let commonLines: [String] = [
        #"{"id":1,"text":"hi @john"}"#, #"{"text":"hi","id":"x"}"#, #" { "id" : null , "text" : "" } "#,
        #"{"text":"only text"}"#, #"{"id":[1,{"a":-0.5e3}],"text":"a\"b\\c\/d\n\t\r\b\f"}"#,
        #"{"id":2,"text":"\u00e9\uD83D\uDE00\u2028 raw é 😀"}"#, #"{"id":1e400,"text":"x"}"#,
    ]

    /// Lines the fast path must leave to the full parser (which then answers or refuses them).
    static let otherLines: [String] = [
        #"{"id":1,"text":"a","extra":true}"#, #"{"id":1,"id":2,"text":"a"}"#, #"{"text":"a","text":"b"}"#,
        #"{"id":"é","text":"non-ASCII id"}"#, #"{"\u0069d":1,"text":"escaped key"}"#, #"{"id":1,"text":"\ud800"}"#,
        #"{"id":1,"text":"\udc00"}"#, #"{"id":1,"text":"\x"}"#, #"{"id":1,"text":"\u12"}"#, #"{"id":1,"text":42}"#,
        #"{"id":1}"#, #"[1]"#, "", #"{"id":1,"text":"a"} x"#, "{\"id\":1,\"text\":\"tab\tinside\"}", #"{"id":01,"text":"a"}"#,
        #"{"id":1,"text":"a",}"#, #"{"id":1 "text":"a"}"#,
    ]

    @Test(arguments: commonLines)
    func theFastPathReadsCommonLinesAsTheParserDoes(_ line: String) throws {
        let request = try #require(BatchRequest.fastParse(Array(line.utf8)))
        let parsed = try JSONValue(parsing: line)
        #expect(request.id == parsed["id"])
        #expect(request.text == Array(try #require(parsed["text"]?.stringValue).utf8))
    }

    @Test(arguments: otherLines)
    func theFastPathLeavesEverythingElseToTheParser(_ line: String) {
        #expect(BatchRequest.fastParse(Array(line.utf8)) == nil)
    }

    /// Raw invalid UTF-8 in the text is copied as is: the annotator refuses it and the full path answers.
    @Test func invalidUTF8InTheTextIsLeftForTheAnnotator() throws {
        let line = Array(#"{"id":1,"text":"a"#.utf8) + [0xFF] + Array(#""}"#.utf8)
        let request = try #require(BatchRequest.fastParse(line))
        #expect(throws: TextError.self) { try Highlighter(profile: .simple).annotate(utf8: request.text) }
    }

    static func input(lines: Int) -> Data {
        var text = ""
        for index in 0..<lines {
            switch index % 7 {
            case 3: text += "not json \(index)\n"
            case 5: text += #"{"id":\#(index),"text":"lone \ud800"}"# + "\n"
            default: text += #"{"id":\#(index),"text":"post \#(index) @user\#(index) #tag\#(index % 13) https://example.com/\#(index)"}"# + "\n"
            }
        }
        return Data(text.utf8)
    }

    @Test func jobsKeepInputOrderAndWriteTheSameBytes() throws {
        let input = Self.input(lines: 3000)
        let one = try CommandLineRunner.run(["batch", "--jobs", "1"], stdin: input)
        #expect(one.status == 0)
        let lines = one.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3000)
        for (index, line) in lines.enumerated() {
            let reply = try JSONValue(parsing: String(line))
            if index % 7 == 3 {
                #expect(reply["error"]?["code"]?.stringValue == "invalid_json")
            } else if index % 7 == 5 {
                #expect(reply["error"]?["code"]?.stringValue == "invalid_json")
                #expect(reply["error"]?["message"]?.stringValue?.contains("unpaired high surrogate") == true)
            } else {
                #expect(reply["id"]?.intValue == index)
            }
        }
        for jobs in ["2", "3", "8"] {
            let many = try CommandLineRunner.run(["batch", "--jobs", jobs], stdin: input)
            #expect(many.status == 0)
            #expect(many.stdout == one.stdout, "--jobs \(jobs) writes what --jobs 1 writes")
        }
    }

    @Test func noRunsLeavesRunsOut() throws {
        let input = Data(#"{"id":1,"text":"hi @ana #swift"}"#.utf8)
        let full = try JSONValue(parsing: Array(try CommandLineRunner.run(["batch"], stdin: input).stdout))
        let result = try CommandLineRunner.run(["batch", "--no-runs"], stdin: input)
        let entitiesOnly = try JSONValue(parsing: Array(result.stdout))
        #expect(full["runs"] != nil)
        #expect(entitiesOnly["runs"] == nil)
        #expect(entitiesOnly["entities"] == full["entities"])
        let annotate = try JSONValue(parsing: Array(try CommandLineRunner.run(["--no-runs"], stdin: Data("hi @ana".utf8)).stdout))
        #expect(annotate["runs"] == nil && annotate["entities"] != nil)
    }

    /// NDJSON: a blank or whitespace-only line is no request and gets no output line (line numbers in messages
    /// still count it); a line without `"text"` gets `missing_field`, as in stream.
    @Test func blankLinesAreSkippedAndAMissingTextIsAMissingField() throws {
        let input = "{\"id\":1,\"text\":\"a\"}\n\n   \n\t\r\n\r\n{\"id\":2}\n{\"id\":3,\"text\":4}\n{\"id\":4,\"text\":\" \"}\n  "
        for jobs in ["1", "3"] {
            let result = try CommandLineRunner.run(["batch", "--jobs", jobs], stdin: Data(input.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            let replies = try result.stdoutText.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
            #expect(replies.map { $0["id"]?.intValue } == [1, 2, 3, 4])
            #expect(replies.map { $0["error"]?["code"]?.stringValue } == [nil, "missing_field", "invalid_request", nil])
            #expect(replies[1]["error"]?["message"]?.stringValue?.contains("line 6") == true)
            #expect(replies[3]["length"]?.intValue == 1, "a text of spaces is a text, not a blank line")
        }
    }
}

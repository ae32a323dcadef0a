import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// `pattern-highlight stream` as a process: a long script of mixed valid and invalid requests, every line
/// answered, the document consistent with the text tracked here.
@Suite struct StreamCommandLineTests {
    static let requestCount = 100_000

    /// One request line and what its reply must say.
    struct Request {
        let line: [UInt8]
        let expectedCode: String?
        var expectedLength: Int?
        var snapshotText: [UInt16]?
    }

    static func json(_ members: [(String, JSONValue)]) -> [UInt8] {
        var writer = JSONWriter()
        writer.value(.object(members.map { (key: $0.0, value: $0.1) }))
        return writer.bytes
    }

    /// The script: edits in UTF-16 offsets tracked on `model`, with bad requests of every kind mixed in.
    static func script(count: Int, seed: UInt64) -> [Request] {
        var random = SeededRandom(seed: seed)
        var model: [UInt16] = []
        var requests: [Request] = []
        requests.reserveCapacity(count)
        func boundary(_ offset: Int) -> Int {
            var offset = min(max(offset, 0), model.count)
            if offset > 0 && offset < model.count && UTF16.isTrailSurrogate(model[offset]) { offset -= 1 }
            return offset
        }
        for index in 0..<count {
            if index == count - 1 || index % 2_000 == 1_999 {
                requests.append(Request(line: json([("op", .string("snapshot"))]), expectedCode: nil, snapshotText: model))
                continue
            }
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<55: // a valid replace
                let start = boundary(Int.random(in: 0...model.count, using: &random))
                let span = model.count > 1_200 ? Int.random(in: 0...300, using: &random) : Int.random(in: 0...8, using: &random)
                let end = max(start, boundary(start + span))
                let text = Int.random(in: 0..<8, using: &random) == 0
                    ? TextFragments.paragraphs(Int.random(in: 2...4, using: &random), using: &random)
                    : TextFragments.text(pieces: Int.random(in: 0...3, using: &random), breaks: true, using: &random)
                model.replaceSubrange(start..<end, with: Array(text.utf16))
                let line = json([("op", .string("replace")), ("start", .number("\(start)")), ("end", .number("\(end)")), ("text", .string(text))])
                requests.append(Request(line: line, expectedCode: nil, expectedLength: model.count))
            case 55..<57: // a valid set
                let text = TextFragments.paragraphs(Int.random(in: 1...5, using: &random), using: &random)
                model = Array(text.utf16)
                requests.append(Request(line: json([("op", .string("set")), ("text", .string(text))]), expectedCode: nil, expectedLength: model.count))
            case 57..<67: // active at a boundary
                let at = boundary(Int.random(in: 0...model.count, using: &random))
                requests.append(Request(line: json([("op", .string("active")), ("at", .number("\(at)"))]), expectedCode: nil))
            case 67..<70: requests.append(Request(line: Array(#"{"op":"replace","start":0,"#.utf8), expectedCode: "invalid_json"))
            case 70..<72: requests.append(Request(line: Array("nul".utf8), expectedCode: "invalid_json"))  // (a blank line is no request)
            case 72..<74: requests.append(Request(line: Array(#"{"op":"set","text":"a"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), expectedCode: "invalid_utf8"))
            case 74..<76: requests.append(Request(line: Array("[1,2]".utf8), expectedCode: "invalid_request"))
            case 76..<79: requests.append(Request(line: json([("op", .string("redo"))]), expectedCode: "unknown_op"))
            case 79..<82: requests.append(Request(line: json([("op", .string("replace")), ("start", .number("0")), ("text", .string("x"))]), expectedCode: "missing_field"))
            case 82..<84: requests.append(Request(line: json([("op", .string("active")), ("at", .string("1"))]), expectedCode: "invalid_field"))
            case 84..<88:
                let end = model.count + Int.random(in: 1...5, using: &random)
                requests.append(Request(line: json([("op", .string("replace")), ("start", .number("0")), ("end", .number("\(end)")), ("text", .string("x"))]), expectedCode: "offset_out_of_range"))
            case 88..<92:
                let trails = model.indices.filter { UTF16.isTrailSurrogate(model[$0]) }
                if let inside = trails.randomElement(using: &random) {
                    requests.append(Request(line: json([("op", .string("replace")), ("start", .number("\(inside)")), ("end", .number("\(inside)")), ("text", .string("x"))]), expectedCode: "offset_inside_code_point"))
                } else {
                    requests.append(Request(line: json([("op", .string("active")), ("at", .number("-1"))]), expectedCode: "offset_out_of_range"))
                }
            case 92..<95:
                if model.count >= 2 {
                    requests.append(Request(line: json([("op", .string("replace")), ("start", .number("\(model.count)")), ("end", .number("0")), ("text", .string(""))]), expectedCode: "inverted_range"))
                } else {
                    requests.append(Request(line: json([("op", .number("1"))]), expectedCode: "invalid_field"))
                }
            default:
                requests.append(Request(line: json([("op", .string("snapshot"))]), expectedCode: nil, snapshotText: model))
            }
        }
        return requests
    }

    @Test func everyRequestOfALongMixedScriptIsAnswered() throws {
        let requests = Self.script(count: Self.requestCount, seed: 0x57_4EA1)
        var input = Data()
        for request in requests {
            input.append(contentsOf: request.line)
            input.append(0x0A)
        }
        let result = try CommandLineRunner.run(["stream", "--profile", "simple"], stdin: input)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == requests.count, "\(lines.count) replies for \(requests.count) requests")
        let highlighter = Highlighter(profile: .simple)
        let formatter = AnnotationJSONFormatter(units: .utf16)
        var failures = 0
        var snapshots = 0
        for (number, (request, line)) in zip(requests, lines).enumerated() where failures < 5 {
            let reply = Array(line)
            // Replies start with their verdict, so most are checked by prefix; snapshots are compared whole.
            let expectedPrefix: [UInt8]
            if let code = request.expectedCode {
                expectedPrefix = Array(#"{"ok":false,"error":{"code":"\#(code)","#.utf8)
            } else if let length = request.expectedLength {
                expectedPrefix = Array(#"{"ok":true,"length":\#(length),"#.utf8)
            } else {
                expectedPrefix = Array(#"{"ok":true,"#.utf8)
            }
            guard reply.starts(with: expectedPrefix) else {
                failures += 1
                Issue.record("request \(number) \(String(decoding: request.line, as: UTF8.self)): expected a reply starting \(String(decoding: expectedPrefix, as: UTF8.self)), got \(String(decoding: reply, as: UTF8.self))")
                continue
            }
            if let text = request.snapshotText {
                snapshots += 1
                let expected = try JSONValue(parsing: formatter.format(highlighter.annotate(String(decoding: text, as: UTF16.self))))
                guard case .object(let members) = try JSONValue(parsing: reply), JSONValue.object(members.filter { $0.key != "ok" }) == expected else {
                    failures += 1
                    Issue.record("request \(number): snapshot differs from annotate of the tracked text")
                    continue
                }
            }
        }
        #expect(failures == 0)
        #expect(snapshots > 50)
    }

    @Test func aVeryLongLineAndAFinalLineWithoutNewline() throws {
        let text = String(repeating: "word @someone #tag https://example.com/x\u{2028}", count: 20_000)
        var input = Data(Self.json([("op", .string("set")), ("text", .string(text))]))
        input.append(0x0A)
        input.append(contentsOf: Array(#"{"op":"snapshot"}"#.utf8))
        let result = try CommandLineRunner.run(["stream", "--profile", "simple", "--units", "utf8"], stdin: input)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: 0x0A)
        try #require(lines.count == 2)
        let set = try JSONValue(parsing: Array(lines[0]))
        #expect(set["length"]?.intValue == text.utf8.count)
        let snapshot = try JSONValue(parsing: Array(lines[1]))
        guard case .array(let entities)? = snapshot["entities"] else {
            Issue.record("snapshot has no entities")
            return
        }
        #expect(entities.count == 60_000)
    }

    @Test func otherFormatsAreAUsageError() throws {
        let result = try CommandLineRunner.run(["stream", "--profile", "simple", "--format", "html"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }

    /// An unknown op's message lists the ops the stream serves: `spoiler` where it is served (the mastodon profile,
    /// a cross-post stream), not elsewhere.
    @Test(arguments: [
        (["stream", "--profile", "twitter"], "ops are set, replace, snapshot and active"),
        (["stream", "--profile", "mastodon"], "ops are set, replace, snapshot, active and spoiler"),
        (["stream", "--targets", "twitter,mastodon"], "ops are set, replace, spoiler, snapshot and active"),
    ])
    func anUnknownOpListsTheOpsServed(_ arguments: [String], _ list: String) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data((#"{"id":1,"op":"undo"}"# + "\n").utf8))
        let reply = try JSONValue(parsing: String(result.stdoutText.dropLast()))
        #expect(reply["error"]?["code"]?.stringValue == "unknown_op")
        #expect(reply["error"]?["message"]?.stringValue == "unknown op \"undo\"; \(list)")
    }

    /// A blank or white-space-only line is no request: stream skips it without a reply, as batch does, so every reply
    /// answers a request.
    @Test(arguments: [["stream"], ["stream", "--targets", "twitter,bluesky"], ["batch"]])
    func aBlankLineGetsNoReply(_ arguments: [String]) throws {
        let request = arguments == ["batch"] ? #"{"id":1,"text":"hi"}"# : #"{"id":1,"op":"set","text":"hi"}"#
        let input = "\n" + request + "\n  \t \n\r\n" + request.replacingOccurrences(of: #""id":1"#, with: #""id":2"#) + "\n\n"
        let result = try CommandLineRunner.run(arguments, stdin: Data(input.utf8))
        #expect(result.status == 0)
        let replies = try result.stdoutText.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
        #expect(replies.map { $0["id"] } == [.number("1"), .number("2")])
        #expect(replies.allSatisfy { $0["error"] == nil })
    }
}

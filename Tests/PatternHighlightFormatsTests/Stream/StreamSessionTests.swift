import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
@testable import PatternHighlightCLI

/// The stream's request handling, one request at a time: replies, and every error code.
@Suite struct StreamSessionTests {
    static func session(_ text: String = "", units: OffsetUnit = .utf16, lossy: Bool = false) -> StreamSession {
        var session = StreamSession(highlighter: Highlighter(profile: .simple), units: units, theme: .standard, lossy: lossy)
        if !text.isEmpty {
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("op")
            writer.string("set")
            writer.key("text")
            writer.string(text)
            writer.endObject()
            _ = session.handle(writer.bytes)
        }
        return session
    }

    static func reply(_ session: inout StreamSession, _ line: String) throws -> JSONValue {
        try JSONValue(parsing: session.handle(Array(line.utf8)))
    }

    static let errorCases: [(line: [UInt8], code: String)] = [
        (Array("{\"op\":\"set\",\"text\":\"".utf8) + [0xFF] + Array("\"}".utf8), "invalid_utf8"),
        (Array("{\"op\":\"replace\",\"start\":0,".utf8), "invalid_json"),
        (Array("".utf8), "invalid_json"),
        (Array("[\"op\",\"set\"]".utf8), "invalid_request"),
        (Array("{\"text\":\"x\"}".utf8), "missing_field"),
        (Array("{\"op\":\"replace\",\"end\":0,\"text\":\"x\"}".utf8), "missing_field"),
        (Array("{\"op\":\"replace\",\"start\":0,\"end\":0}".utf8), "missing_field"),
        (Array("{\"op\":\"active\"}".utf8), "missing_field"),
        (Array("{\"op\":\"set\"}".utf8), "missing_field"),
        (Array("{\"op\":7}".utf8), "invalid_field"),
        (Array("{\"op\":\"set\",\"text\":null}".utf8), "invalid_field"),
        (Array("{\"op\":\"replace\",\"start\":1.5,\"end\":2,\"text\":\"\"}".utf8), "invalid_field"),
        (Array("{\"op\":\"active\",\"at\":\"3\"}".utf8), "invalid_field"),
        (Array("{\"op\":\"undo\"}".utf8), "unknown_op"),
        (Array("{\"op\":\"replace\",\"start\":4,\"end\":2,\"text\":\"\"}".utf8), "inverted_range"),
        (Array("{\"op\":\"replace\",\"start\":0,\"end\":99,\"text\":\"\"}".utf8), "offset_out_of_range"),
        (Array("{\"op\":\"replace\",\"start\":-1,\"end\":0,\"text\":\"\"}".utf8), "offset_out_of_range"),
        (Array("{\"op\":\"active\",\"at\":100}".utf8), "offset_out_of_range"),
        (Array("{\"op\":\"replace\",\"start\":9,\"end\":9,\"text\":\"x\"}".utf8), "offset_inside_code_point"),
        (Array("{\"op\":\"active\",\"at\":9}".utf8), "offset_inside_code_point"),
    ]

    @Test(arguments: errorCases.indices)
    func aBadRequestGetsItsCodeAndChangesNothing(_ index: Int) throws {
        let (line, code) = Self.errorCases[index]
        var session = Self.session("hi @bob 😀 #tag")
        let before = session.document.text
        let reply = try JSONValue(parsing: session.handle(line))
        #expect(reply["ok"] == .bool(false))
        #expect(reply["error"]?["code"]?.stringValue == code)
        let message = reply["error"]?["message"]?.stringValue ?? ""
        #expect(message.count > 10)
        #expect(session.document.text == before)
        // The stream goes on.
        #expect(try Self.reply(&session, #"{"op":"snapshot"}"#)["ok"] == .bool(true))
    }

    @Test func offsetsInsideAUTF8SequenceAreRefusedInUTF8Units() throws {
        var session = Self.session("é", units: .utf8)
        let reply = try Self.reply(&session, #"{"op":"replace","start":1,"end":1,"text":"x"}"#)
        #expect(reply["error"]?["code"]?.stringValue == "offset_inside_code_point")
        #expect(session.document.text == "é")
    }

    @Test func lossyRepairsAnInvalidLine() throws {
        var session = Self.session(lossy: true)
        let reply = try JSONValue(parsing: session.handle(Array("{\"op\":\"set\",\"text\":\"a".utf8) + [0xFF] + Array("\"}".utf8)))
        #expect(reply["ok"] == .bool(true))
        #expect(session.document.text == "a\u{FFFD}")
    }

    @Test func replaceRepliesWithTheChangedRangeItsEntitiesAndRuns() throws {
        var session = Self.session("hi @jo and #tag")
        let reply = try Self.reply(&session, #"{"id":"k1","op":"replace","start":6,"end":6,"text":"hn"}"#)
        #expect(reply["id"] == .string("k1"))
        #expect(reply["ok"] == .bool(true))
        #expect(reply["length"]?.intValue == 17)
        guard case .array(let changed)? = reply["changed"], let first = changed.first else {
            Issue.record("no changed ranges in \(reply)")
            return
        }
        // Only the mention changed style: the plain text and the hashtag around it are the old ones moved.
        #expect(changed.count == 1)
        #expect(first["start"]?.intValue == 3)
        #expect(first["end"]?.intValue == 8)
        guard case .array(let entities)? = reply["entities"], case .array(let runs)? = reply["runs"] else {
            Issue.record("no entities or runs")
            return
        }
        #expect(entities.map { $0["text"]?.stringValue } == ["@john"])
        #expect(entities.first?["start"]?.intValue == 3)
        #expect(runs.map { [$0["start"]?.intValue, $0["end"]?.intValue] } == [[3, 8]])
    }

    @Test func activeReportsTheTokenOrNull() throws {
        var session = Self.session("😀 @jo x")
        let token = try Self.reply(&session, #"{"op":"active","at":6}"#)["active"]
        #expect(token?["kind"]?.stringValue == "mention")
        #expect(token?["start"]?.intValue == 3)
        #expect(token?["end"]?.intValue == 6)
        #expect(token?["query"]?.stringValue == "jo")
        #expect(try Self.reply(&session, #"{"op":"active","at":8}"#)["active"] == .null)
    }

    @Test func snapshotIsTheAnnotateObject() throws {
        var session = Self.session("a @b\r\nc #d")
        let snapshot = try Self.reply(&session, #"{"op":"snapshot"}"#)
        let highlighter = Highlighter(profile: .simple)
        let expected = try JSONValue(parsing: AnnotationJSONFormatter(units: .utf16).format(highlighter.annotate("a @b\r\nc #d")))
        guard case .object(let members) = snapshot else {
            Issue.record("snapshot is not an object")
            return
        }
        #expect(JSONValue.object(members.filter { $0.key != "ok" }) == expected)
    }
}

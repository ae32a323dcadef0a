import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats

/// The JSON reader: strict RFC 8259, typed errors with the byte where the problem is.
@Suite struct JSONParserTests {
    static func error(_ text: String) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func duplicateKeysAreRefusedAtTheSecondKey() {
        #expect(Self.error(#"{"a":1,"a":2}"#) == JSONParseError(.duplicateKey("a"), at: 7))
        #expect(Self.error(#"{"a":{"b":1,"b":2}}"#)?.reason == .duplicateKey("b"))
        // Keys that differ only after unescaping are the same key.
        #expect(Self.error(#"{"a":1,"\u0061":2}"#)?.reason == .duplicateKey("a"))
        #expect(Self.error(#"[{"a":1},{"a":2}]"#) == nil, "the same key in two objects is fine")
    }

    @Test(arguments: [
        (#""\ud83d\ude00""#, "😀"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\u00e9\u00E9""#, "éé"),
        (#""a\u0000b""#, "a\u{0}b"),
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""\u2028\u2029""#, "\u{2028}\u{2029}"),
        (#""\udbff\udfff""#, "\u{10FFFF}"),
    ])
    func escapesDecodeToTheirScalars(_ json: String, _ expected: String) throws {
        #expect(try JSONValue(parsing: json) == .string(expected))
    }

    @Test(arguments: [
        (#""\ud800""#, JSONParseError.Reason.unpairedHighSurrogate),
        (#""\ud800x""#, .unpairedHighSurrogate),
        (#""\ud800\u0041""#, .unpairedHighSurrogate),
        (#""\ud800\ud800""#, .unpairedHighSurrogate),
        (#""\udc00""#, .unpairedLowSurrogate),
        (#""\ude00\ud83d""#, .unpairedLowSurrogate),
        (#""\u12xy""#, .badHexDigit),
        (#""\u12""#, .shortUnicodeEscape),
        (#""\uZZZZ""#, .badHexDigit),
        (#""\x""#, .unknownEscape),
        (#""\"#, .unterminatedEscape),
        (#""abc"#, .unterminatedString),
        ("\"a\u{1}b\"", .controlCharacter),
        ("\"a\tb\"", .controlCharacter),
    ])
    func badStringsHaveTypedErrors(_ json: String, _ reason: JSONParseError.Reason) {
        #expect(Self.error(json)?.reason == reason, "\(json)")
    }

    @Test func nestingIsLimited() throws {
        let limit = JSONValue.defaultMaximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(Self.error(deepest) == nil)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(Self.error(tooDeep) == JSONParseError(.tooDeep(limit: limit), at: limit), "at the bracket one level too deep")
        let objects = String(repeating: #"{"a":"#, count: 4) + "1" + String(repeating: "}", count: 4)
        #expect(throws: JSONParseError(.tooDeep(limit: 3), at: 15)) { try JSONValue(parsing: Array(objects.utf8), maximumDepth: 3) }
        #expect(Self.error(String(repeating: "[", count: 100_000)) != nil, "a hostile depth is an error, not a stack overflow")
    }

    @Test(arguments: ["0", "-0", "12", "-12", "0.5", "-0.0", "1e5", "1E+5", "1e-5", "2.5e3", "1e400", "123456789012345678901234567890"])
    func numbersKeepTheirText(_ text: String) throws {
        #expect(try JSONValue(parsing: text) == .number(text))
        #expect(try JSONValue(parsing: " [\(text)] ") == .array([.number(text)]))
    }

    @Test(arguments: [
        ("01", JSONParseError.Reason.leadingZero), ("-01", .leadingZero), ("-", .expectedDigit), ("-a", .expectedDigit),
        ("1.", .expectedFractionDigit), ("1.e5", .expectedFractionDigit), ("1e", .expectedExponentDigit),
        ("1e+", .expectedExponentDigit), ("+1", .unexpectedCharacter), (".5", .unexpectedCharacter),
        ("1 2", .textAfterValue), ("0x10", .textAfterValue), ("NaN", .unexpectedCharacter), ("Infinity", .unexpectedCharacter),
    ])
    func badNumbersHaveTypedErrors(_ text: String, _ reason: JSONParseError.Reason) {
        #expect(Self.error(text)?.reason == reason, "\(text)")
    }

    @Test func intValueIsExactOrNil() throws {
        #expect(try JSONValue(parsing: "9223372036854775807").intValue == Int.max)
        #expect(try JSONValue(parsing: "9223372036854775808").intValue == nil)
        #expect(try JSONValue(parsing: "1.0").intValue == nil)
        #expect(try JSONValue(parsing: "-5").intValue == -5)
    }

    @Test(arguments: [
        ("", JSONParseError.Reason.unexpectedEnd, 0), ("   ", .unexpectedEnd, 3), ("tru", .unknownLiteral, 0),
        ("nul", .unknownLiteral, 0), ("{", .expectedKey, 1), (#"{"a"}"#, .expectedColon, 4), (#"{"a":1"#, .unterminatedObject, 6),
        (#"{"a":1]"#, .expectedCommaOrBrace, 6), (#"{"a":1,}"#, .expectedKey, 7), ("[1", .unterminatedArray, 2),
        ("[1}", .expectedCommaOrBracket, 2), ("[1,]", .unexpectedCharacter, 3), (#"{1:2}"#, .expectedKey, 1),
    ])
    func structuralErrorsSayWhereAndWhat(_ text: String, _ reason: JSONParseError.Reason, _ offset: Int) {
        #expect(Self.error(text) == JSONParseError(reason, at: offset), "\(text)")
    }

    @Test func invalidUTF8IsFoundFirstWithItsOffset() {
        #expect(throws: JSONParseError(.invalidUTF8, at: 6)) { try JSONValue(parsing: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]) }
        #expect(throws: JSONParseError(.invalidUTF8, at: 2)) { try JSONValue(parsing: [0x22, 0x61, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test func descriptionsNameTheByteAndTheProblem() {
        #expect(JSONParseError(.duplicateKey("text"), at: 20).description == #"invalid JSON at byte 20: duplicate key "text""#)
        #expect(JSONParseError(.badHexDigit, at: 3).description == #"invalid JSON at byte 3: bad hex digit in \u escape"#)
        #expect(JSONParseError(.tooDeep(limit: 512), at: 517).description == "invalid JSON at byte 517: nesting deeper than 512 levels")
    }

    @Test func aValueCanBeReadFromInsideALine() throws {
        let line = Array(#"{"id": [1, {"x": null}] , "text": "a"}"#.utf8)
        let (value, end) = try JSONParser.value(in: line, at: 6, maximumDepth: 8)
        #expect(value == .array([.number("1"), .object([("x", .null)])]))
        #expect(line[end] == UInt8(ascii: " "))
    }
}

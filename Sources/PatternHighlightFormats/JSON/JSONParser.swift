import PatternHighlight

/// A strict recursive-descent JSON parser (RFC 8259) over UTF-8 bytes, with a nesting limit: duplicate keys,
/// lone surrogate escapes and invalid UTF-8 are refused.
package struct JSONParser {
    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var index = 0
    private var depth = 0

    init(bytes: [UInt8], maximumDepth: Int, start: Int = 0) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.index = start
    }

    /// Parses the one value that starts at `start` (after optional whitespace) in `bytes`, which the caller
    /// has validated as UTF-8; returns it and the index just after it.
    package static func value(in bytes: [UInt8], at start: Int, maximumDepth: Int) throws(JSONParseError) -> (value: JSONValue, end: Int) {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth, start: start)
        let value = try parser.parseValue()
        return (value, parser.index)
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if let invalid = UTF8Validator.firstInvalidOffset(in: bytes) { throw fail(.invalidUTF8, at: invalid) }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw fail(.textAfterValue) }
        return value
    }

    private func fail(_ reason: JSONParseError.Reason, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(reason, at: offset ?? index)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, JSONParser.isWhitespace(bytes[index]) { index += 1 }
    }

    /// JSON's four whitespace bytes: space, tab, LF, CR.
    @inline(__always)
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw fail(.unexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw fail(.unexpectedCharacter)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard index + expected.count <= bytes.count, bytes[index..<(index + expected.count)].elementsEqual(expected)
        else { throw fail(.unknownLiteral) }
        index += expected.count
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > maximumDepth { throw fail(.tooDeep(limit: maximumDepth)) }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail(.expectedKey) }
            let keyOffset = index
            let key = try parseString()
            guard keys.insert(key).inserted else { throw fail(.duplicateKey(key), at: keyOffset) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail(.expectedColon) }
            index += 1
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw fail(.unterminatedObject) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw fail(.expectedCommaOrBrace)
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw fail(.unterminatedArray) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw fail(.expectedCommaOrBracket)
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        let integerStart = index
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw fail(.expectedDigit) }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") { throw fail(.leadingZero, at: integerStart) }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw fail(.expectedFractionDigit) }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard digits(&self) > 0 else { throw fail(.expectedExponentDigit) }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        var result = ""
        while true {
            guard index < bytes.count else { throw fail(.unterminatedString) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                break
            }
            if byte < 0x20 { throw fail(.controlCharacter) }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            // At the first escape, room for the whole string at once: an escape is never shorter than what it
            // stands for, so the raw length is enough (a 20 MB text with a break per paragraph is not grown by
            // doubling, old and new buffers both held).
            if result.isEmpty { result.reserveCapacity(rawLength(from: runStart)) }
            result += String(decoding: bytes[runStart..<index], as: UTF8.self)
            index += 1
            guard index < bytes.count else { throw fail(.unterminatedEscape) }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): result += "\""
            case UInt8(ascii: "\\"): result += "\\"
            case UInt8(ascii: "/"): result += "/"
            case UInt8(ascii: "b"): result += "\u{08}"
            case UInt8(ascii: "f"): result += "\u{0C}"
            case UInt8(ascii: "n"): result += "\n"
            case UInt8(ascii: "r"): result += "\r"
            case UInt8(ascii: "t"): result += "\t"
            case UInt8(ascii: "u"):
                let unit = try parseHex4()
                var scalarValue = UInt32(unit)
                if (0xD800..<0xDC00).contains(unit) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    else { throw fail(.unpairedHighSurrogate) }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail(.unpairedHighSurrogate) }
                    scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                } else if (0xDC00..<0xE000).contains(unit) {
                    throw fail(.unpairedLowSurrogate)
                }
                scalars.removeAll(keepingCapacity: true)
                scalars.append(Unicode.Scalar(scalarValue)!)
                result += String(scalars)
            default: throw fail(.unknownEscape)
            }
            runStart = index
        }
        return result
    }

    /// The raw length of the string whose content starts at `start`, up to its closing quote (or the end of the
    /// input), escapes included.
    private func rawLength(from start: Int) -> Int {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(end, bytes.count) - start
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw fail(.shortUnicodeEscape) }
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexDigitValue(bytes[index]) else { throw fail(.badHexDigit) }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// The value of a hexadecimal digit of a `\u` escape (either case), or `nil`.
    package static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

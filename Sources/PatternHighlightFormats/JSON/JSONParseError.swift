import PatternHighlight

/// Why JSON text could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        case invalidUTF8
        case unexpectedEnd
        case textAfterValue
        case unexpectedCharacter
        case unknownLiteral
        case tooDeep(limit: Int)
        case expectedKey
        case duplicateKey(String)
        case expectedColon
        case unterminatedObject
        case expectedCommaOrBrace
        case unterminatedArray
        case expectedCommaOrBracket
        case expectedDigit
        case leadingZero
        case expectedFractionDigit
        case expectedExponentDigit
        case unterminatedString
        case controlCharacter
        case unterminatedEscape
        case unknownEscape
        case shortUnicodeEscape
        case badHexDigit
        case unpairedHighSurrogate
        case unpairedLowSurrogate

        public var description: String {
            switch self {
            case .invalidUTF8: return "invalid UTF-8"
            case .unexpectedEnd: return "unexpected end of input"
            case .textAfterValue: return "unexpected text after the JSON value"
            case .unexpectedCharacter: return "unexpected character"
            case .unknownLiteral: return "unknown literal"
            case .tooDeep(let limit): return "nesting deeper than \(limit) levels"
            case .expectedKey: return "expected a string key"
            case .duplicateKey(let key): return "duplicate key \"\(key)\""
            case .expectedColon: return "expected ':'"
            case .unterminatedObject: return "unterminated object"
            case .expectedCommaOrBrace: return "expected ',' or '}'"
            case .unterminatedArray: return "unterminated array"
            case .expectedCommaOrBracket: return "expected ',' or ']'"
            case .expectedDigit: return "expected a digit"
            case .leadingZero: return "leading zero"
            case .expectedFractionDigit: return "expected a digit after '.'"
            case .expectedExponentDigit: return "expected a digit in the exponent"
            case .unterminatedString: return "unterminated string"
            case .controlCharacter: return "control character in string (escape it)"
            case .unterminatedEscape: return "unterminated escape"
            case .unknownEscape: return "unknown escape"
            case .shortUnicodeEscape: return "short \\u escape"
            case .badHexDigit: return "bad hex digit in \\u escape"
            case .unpairedHighSurrogate: return "unpaired high surrogate escape"
            case .unpairedLowSurrogate: return "unpaired low surrogate escape"
            }
        }
    }

    /// What was wrong.
    public let reason: Reason
    /// Where, in UTF-8 bytes from the start of the text.
    public let byteOffset: Int

    public init(_ reason: Reason, at byteOffset: Int) {
        self.reason = reason
        self.byteOffset = byteOffset
    }

    public var description: String { "invalid JSON at byte \(byteOffset): \(reason)" }
}

import PatternHighlight

/// Why a stream request could not be served. Each has a stable `code` for programs and a message for people;
/// the document is left as it was and the stream goes on.
public enum StreamError: Error, Equatable, Sendable {
    /// The line is not valid UTF-8 (and `--lossy` was not given).
    case invalidUTF8(byteOffset: Int)
    /// The line is not one JSON value.
    case invalidJSON(String)
    /// The line is JSON but not an object.
    case notAnObject
    /// A required member is absent.
    case missingField(String, expected: String)
    /// A member has the wrong type or an unusable value.
    case invalidField(String, expected: String)
    /// `op` names no operation; `known` are the operations the stream serves, in the order the message lists them.
    case unknownOperation(String, known: [String])
    /// `start` is after `end`.
    case invertedRange(start: Int, end: Int)
    /// An offset is negative or past the end of the document.
    case offsetOutOfRange(field: String, offset: Int, length: Int)
    /// An offset falls inside a UTF-8 sequence or between the halves of a surrogate pair.
    case offsetInsideCodePoint(field: String, offset: Int, unit: OffsetUnit)
    /// The request line is longer than `--max-line-bytes`.
    case lineTooLong(length: Int, limit: Int)
    /// The edit would make the document larger than `--max-bytes`.
    case documentTooLarge(length: Int, limit: Int)
    /// The operation does not apply under the document's profile (`spoiler` where the count includes no content
    /// warning).
    case operationNotInProfile(String, profile: Profile.ID)

    /// The stable error code.
    public var code: String {
        switch self {
        case .invalidUTF8: return "invalid_utf8"
        case .documentTooLarge: return "document_too_large"
        case .invalidJSON: return "invalid_json"
        case .notAnObject, .operationNotInProfile: return "invalid_request"
        case .missingField: return "missing_field"
        case .invalidField: return "invalid_field"
        case .unknownOperation: return "unknown_op"
        case .invertedRange: return "inverted_range"
        case .offsetOutOfRange: return "offset_out_of_range"
        case .offsetInsideCodePoint: return "offset_inside_code_point"
        case .lineTooLong: return "line_too_long"
        }
    }

    public var message: String {
        switch self {
        case .invalidUTF8(let offset):
            return "request line is not valid UTF-8 (first invalid byte at offset \(offset)); send UTF-8 or pass --lossy"
        case .invalidJSON(let reason):
            return "request is not valid JSON: \(reason)"
        case .notAnObject:
            return "a request must be a JSON object such as {\"op\":\"snapshot\"}"
        case .operationNotInProfile(let op, let profile):
            let choice = Profile.contentWarningCounters.map { "--profile " + $0 }.joined(separator: " or ")
            return "op \"\(op)\" sets a content warning, which the \(profile) profile does not count; use \(choice.isEmpty ? "a profile that counts one" : choice)"
        case .missingField(let name, let expected):
            return "missing \"\(name)\": expected \(expected)"
        case .invalidField(let name, let expected):
            return "\"\(name)\" must be \(expected)"
        case .unknownOperation(let op, let known):
            let list = known.count > 1 ? known.dropLast().joined(separator: ", ") + " and " + known[known.count - 1] : known.joined()
            return "unknown op \"\(op)\"; ops are \(list)"
        case .invertedRange(let start, let end):
            return "start \(start) is after end \(end); send start <= end"
        case .offsetOutOfRange(let field, let offset, let length):
            return "\"\(field)\" \(offset) is outside the document (0...\(length)); send offsets within the current length"
        case .offsetInsideCodePoint(let field, let offset, let unit):
            let place = unit == .utf16 ? "between the two halves of a surrogate pair" : "inside a UTF-8 sequence"
            return "\"\(field)\" \(offset) falls \(place); offsets must be on code point boundaries (--units \(unit.rawValue))"
        case .lineTooLong(let length, let limit):
            return "request line is \(length) bytes, over the \(limit)-byte limit; send smaller edits or raise --max-line-bytes"
        case .documentTooLarge(let length, let limit):
            return "the edit would make the document \(length) bytes, over the \(limit)-byte limit; the document is unchanged (raise --max-bytes)"
        }
    }
}

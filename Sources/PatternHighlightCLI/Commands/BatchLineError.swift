/// Why a batch line got `{"id", "error": {"code", "message"}}` instead of an annotation; the batch goes on.
enum BatchLineError: String, CaseIterable, Sendable {
    case invalidJSON = "invalid_json"
    case invalidRequest = "invalid_request"
    /// The object has no `"text"` (the stream's code for a missing member).
    case missingField = "missing_field"
    case invalidUTF8 = "invalid_utf8"
    case lineTooLong = "line_too_long"
    case textTooLarge = "text_too_large"
}

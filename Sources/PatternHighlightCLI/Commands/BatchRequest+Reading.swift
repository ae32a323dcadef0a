import PatternHighlight
import PatternHighlightFormats

/// The full reading of a batch line, for every line ``BatchRequest/fastParse(_:)`` does not take: one rule for what a
/// line may hold, whatever the line is answered with (an annotation, or a cross-post under `batch --targets`).
extension BatchRequest {
    /// Reads `line` (number `lineNumber`) as `{"id"?, "text", "spoiler_text"?}`: the text as valid UTF-8 (repaired
    /// under `--lossy`) of at most `textLimit` bytes.
    ///
    /// - Throws: ``BatchLineFailure`` for a line too long, not UTF-8 (without `--lossy`), not JSON, not an object, or
    ///   whose `text` is missing, not a string or too large, or whose `spoiler_text` is not a string.
    static func read(
        _ line: LineReader.Line, lineNumber: Int, options: CommandLineOptions, textLimit: Int
    ) throws(BatchLineFailure) -> BatchRequest {
        let bytes: [UInt8]
        switch line {
        case .tooLong(let length):
            let message = "line \(lineNumber) is \(length) bytes, over the \(options.maximumLineLength)-byte limit (--max-line-bytes)"
            throw BatchLineFailure(code: .lineTooLong, message: message)
        case .line(let content):
            bytes = content
        }
        let request: JSONValue
        do {
            request = try JSONValue(parsing: bytes)
        } catch let error where error.reason == .invalidUTF8 {
            guard options.lossy else {
                let message = "line \(lineNumber) is not valid UTF-8 (byte \(error.byteOffset)); fix the encoding or pass --lossy"
                throw BatchLineFailure(code: .invalidUTF8, message: message)
            }
            do {
                request = try JSONValue(parsing: TextInput.repairing(bytes).bytes)
            } catch {
                throw BatchLineFailure(code: .invalidJSON, message: "line \(lineNumber): \(error)")
            }
        } catch {
            throw BatchLineFailure(code: .invalidJSON, message: "line \(lineNumber): \(error)")
        }
        let id = request["id"]
        guard case .object = request else {
            throw BatchLineFailure(code: .invalidRequest, message: "line \(lineNumber) must be a JSON object {\"id\", \"text\"}")
        }
        guard let textValue = request["text"] else {
            throw BatchLineFailure(code: .missingField, message: "line \(lineNumber): missing \"text\": expected a string", id: id)
        }
        guard let text = textValue.stringValue else {
            throw BatchLineFailure(code: .invalidRequest, message: "line \(lineNumber) needs \"text\" as a string", id: id)
        }
        // `spoiler_text`: the content warning, which the mastodon profile (or target) counts and others ignore.
        var contentWarning: String?
        if let spoilerValue = request["spoiler_text"] {
            guard let spoiler = spoilerValue.stringValue else {
                throw BatchLineFailure(code: .invalidRequest, message: "line \(lineNumber) needs \"spoiler_text\" as a string", id: id)
            }
            contentWarning = spoiler
        }
        if text.utf8.count > textLimit {
            let message = "line \(lineNumber): \"text\" is \(text.utf8.count) bytes, over the \(textLimit)-byte limit (--max-bytes)"
            throw BatchLineFailure(code: .textTooLarge, message: message, id: id)
        }
        return BatchRequest(id: id, text: Array(text.utf8), contentWarning: contentWarning)
    }
}

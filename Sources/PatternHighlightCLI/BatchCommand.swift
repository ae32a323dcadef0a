import PatternHighlight

/// `pattern-highlight batch`: one `{"id"?, "text"}` per input line, one annotated object per output line, in
/// input order. A bad line is answered with `{"id"…, "error": {"code", "message"}}` and the batch goes on.
enum BatchCommand {
    /// Error codes of a batch line.
    enum LineError: String {
        case invalidJSON = "invalid_json"
        case invalidRequest = "invalid_request"
        case invalidUTF8 = "invalid_utf8"
        case lineTooLong = "line_too_long"
        case textTooLarge = "text_too_large"
    }

    static func run(_ configuration: Configuration, formatter: OutputFormatter) {
        var reader = LineReader(maximumLineLength: configuration.options.maximumLineLength)
        var output: [UInt8] = []
        var lineNumber = 0
        while let line = reader.next() {
            lineNumber += 1
            var writer = JSONWriter()
            answer(line, lineNumber: lineNumber, configuration: configuration, formatter: formatter, into: &writer)
            writer.newline()
            output += writer.bytes
            if output.count >= 1 << 16 {
                StandardIO.write(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        StandardIO.write(output)
    }

    static func answer(
        _ line: LineReader.Line, lineNumber: Int, configuration: Configuration, formatter: OutputFormatter,
        into writer: inout JSONWriter
    ) {
        let bytes: [UInt8]
        switch line {
        case .tooLong(let length):
            return writeError(.lineTooLong, "line \(lineNumber) is \(length) bytes, over the \(configuration.options.maximumLineLength)-byte limit (--max-line-bytes)", id: nil, into: &writer)
        case .line(let content):
            bytes = content
        }
        let request: JSONValue
        do {
            request = try JSONValue(parsing: bytes)
        } catch {
            if error.reason == "invalid UTF-8" && !configuration.options.lossy {
                return writeError(.invalidUTF8, "line \(lineNumber) is not valid UTF-8 (byte \(error.byteOffset)); fix the encoding or pass --lossy", id: nil, into: &writer)
            }
            do {
                request = try JSONValue(parsing: TextInput.repairing(bytes).bytes)
            } catch {
                return writeError(.invalidJSON, "line \(lineNumber): \(error)", id: nil, into: &writer)
            }
        }
        let id = request["id"]
        guard case .object = request else {
            return writeError(.invalidRequest, "line \(lineNumber) must be a JSON object {\"id\", \"text\"}", id: nil, into: &writer)
        }
        guard let text = request["text"]?.stringValue else {
            return writeError(.invalidRequest, "line \(lineNumber) needs \"text\" as a string", id: id, into: &writer)
        }
        let limit = configuration.highlighter.maximumTextBytes
        if text.utf8.count > limit {
            return writeError(.textTooLarge, "line \(lineNumber): \"text\" is \(text.utf8.count) bytes, over the \(limit)-byte limit (--max-bytes)", id: id, into: &writer)
        }
        let annotation = configuration.highlighter.annotate(text)
        formatter.writeObject(annotation, into: &writer, extraMembers: id.map { [("id", $0)] } ?? [])
    }

    static func writeError(_ code: LineError, _ message: String, id: JSONValue?, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.value(id ?? .null)
        writer.key("error")
        writer.beginObject()
        writer.key("code")
        writer.string(code.rawValue)
        writer.key("message")
        writer.string(message)
        writer.endObject()
        writer.endObject()
    }
}

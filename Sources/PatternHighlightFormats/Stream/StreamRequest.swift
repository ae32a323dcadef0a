import PatternHighlight

/// Reading a stream request, for every stream session (``StreamSession``, `CrosspostStreamSession`): one line of
/// JSON into an object, its fields, and a document's refusal as a stream error.
enum StreamRequest {
    /// The request object of `line`, repaired first under `lossy`.
    static func parse(_ line: [UInt8], lossy: Bool) throws(StreamError) -> JSONValue {
        var bytes = line
        if lossy {
            bytes = TextInput.repairing(line).bytes
        } else {
            do {
                try TextInput.validate(line)
            } catch {
                guard case .invalidUTF8(let offset) = error else { throw .invalidUTF8(byteOffset: 0) }
                throw .invalidUTF8(byteOffset: offset)
            }
        }
        let request: JSONValue
        do {
            request = try JSONValue(parsing: bytes)
        } catch {
            throw .invalidJSON(error.description)
        }
        guard case .object = request else { throw .notAnObject }
        return request
    }

    /// The string field `name` of `request`.
    static func string(_ request: JSONValue, _ name: String) throws(StreamError) -> String {
        guard let value = request[name] else { throw .missingField(name, expected: "a string") }
        guard let text = value.stringValue else { throw .invalidField(name, expected: "a string") }
        return text
    }

    /// The integer field `name` of `request`, an offset in `units`.
    static func integer(_ request: JSONValue, _ name: String, units: OffsetUnit) throws(StreamError) -> Int {
        let expected = "an integer offset in \(units.rawValue)"
        guard let value = request[name] else { throw .missingField(name, expected: expected) }
        guard let number = value.intValue else { throw .invalidField(name, expected: expected) }
        return number
    }

    /// The request's `"op"`: missing-field when absent (`expected` lists the session's operations), invalid-field
    /// when not a string.
    static func operation(_ request: JSONValue, expected: String) throws(StreamError) -> String {
        guard let value = request["op"] else { throw .missingField("op", expected: expected) }
        guard let op = value.stringValue else { throw .invalidField("op", expected: "a string") }
        return op
    }

    /// A `replace` request's range, in UTF-8 offsets of `document`, and its text. An inverted range is the error
    /// whatever else is wrong with the request (offsets out of range or inside a code point, a missing text): it is
    /// the mistake to report first.
    static func replacement(
        _ request: JSONValue, in document: HighlightDocument, units: OffsetUnit
    ) throws(StreamError) -> (range: Range<Int>, text: String) {
        let start = try integer(request, "start", units: units)
        let end = try integer(request, "end", units: units)
        guard start <= end else { throw .invertedRange(start: start, end: end) }
        let text = try string(request, "text")
        let startUTF8 = try utf8Offset(start, field: "start", in: document, units: units)
        let endUTF8 = try utf8Offset(end, field: "end", in: document, units: units)
        return (startUTF8..<endUTF8, text)
    }

    /// The token being typed at an `active` request's caret `"at"` in `document`, or `nil`.
    static func activeToken(_ request: JSONValue, in document: HighlightDocument, units: OffsetUnit) throws(StreamError) -> ActiveToken? {
        let caret = try utf8Offset(try integer(request, "at", units: units), field: "at", in: document, units: units)
        do {
            return try document.activeToken(at: caret, in: .utf8)
        } catch {
            preconditionFailure("a validated caret was refused: \(error)")
        }
    }

    /// `offset` (in `units`) of `document` in UTF-8, or the stream error that names `field`.
    static func utf8Offset(_ offset: Int, field: String, in document: HighlightDocument, units: OffsetUnit) throws(StreamError) -> Int {
        do {
            return try document.utf8Offset(offset, in: units)
        } catch {
            switch error {
            case .offsetOutOfRange(_, _, let length): throw .offsetOutOfRange(field: field, offset: offset, length: length)
            default: throw .offsetInsideCodePoint(field: field, offset: offset, unit: units)
            }
        }
    }

    /// A document's refusal as a stream error (offsets were validated before, so only the size limit is left).
    static func streamError(_ error: DocumentError) -> StreamError {
        switch error {
        case .tooLarge(let length, let limit): return .documentTooLarge(length: length, limit: limit)
        case .offsetOutOfRange(let offset, _, let length): return .offsetOutOfRange(field: "start", offset: offset, length: length)
        case .offsetInsideScalar(let offset, let unit): return .offsetInsideCodePoint(field: "start", offset: offset, unit: unit)
        case .invalidText: return .invalidField("text", expected: "valid UTF-8 text")
        }
    }
}

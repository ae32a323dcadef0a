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
        case .invertedRange(let start, let end, _): return .invertedRange(start: start, end: end)
        case .offsetInsideScalar(let offset, let unit): return .offsetInsideCodePoint(field: "start", offset: offset, unit: unit)
        case .invalidText: return .invalidField("text", expected: "valid UTF-8 text")
        }
    }
}

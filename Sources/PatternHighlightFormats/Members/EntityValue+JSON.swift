import PatternHighlight

/// Reading an entity's value as UTF-8 without making a `String` (the formatters' hot path).
extension EntityValue {
    /// Calls `body` with the value's UTF-8.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .string(var string):
            return string.withUTF8(body)
        case .text(let bytes, let range):
            return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
    }
}

extension JSONWriter {
    /// Appends an entity's value as a quoted, escaped string, no comma.
    mutating func fragment(_ value: EntityValue) {
        switch value {
        case .string(let string): fragment(string)
        case .text(let bytes, let range): fragment(utf8: bytes, range)
        }
    }
}

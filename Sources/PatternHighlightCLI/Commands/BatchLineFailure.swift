import PatternHighlightFormats

/// A batch line answered with `{"id", "error": {"code", "message"}}` instead of its object: why, in words that say what
/// to do, and the request's `id` when the line could be read that far. The batch goes on.
struct BatchLineFailure: Error {
    let code: BatchLineError
    let message: String
    /// The request's `id`; `nil` (written `null`) when the line could not be read as an object.
    var id: JSONValue?

    /// Writes the error object.
    func write(into writer: inout JSONWriter) {
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

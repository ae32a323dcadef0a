import PatternHighlight

/// The caret token: the mention or tag being typed (`HighlightDocument.activeToken(at:in:)`).
extension DocumentJSONWriter {
    /// The caret token as `{"kind","start","end","query"}` (offsets in ``units``), or `null`.
    package func write(_ token: ActiveToken?, in document: HighlightDocument, into writer: inout JSONWriter) {
        guard let token else {
            writer.null()
            return
        }
        writer.beginObject()
        writer.key("kind")
        writer.string(token.kind.rawValue)
        members.writeBounds(document.range(ofBounds: token.range, in: units), into: &writer)
        writer.key("query")
        writer.string(token.query)
        writer.endObject()
    }
}

import PatternHighlight

/// The `"warnings"` member: paragraphs a custom pattern left unhighlighted (`HighlightWarning`).
extension MemberWriter {
    /// Writes `warnings` as `[{"code", "kind", "pattern", "start", "end", "message"}]`; `start` and `end` are
    /// the paragraph left unhighlighted for `kind`. Only written when there is a warning (additive to the
    /// contract).
    func writeWarnings(_ warnings: [HighlightWarning], convert: (Int) -> Int, into writer: inout JSONWriter) {
        writer.beginArray()
        for warning in warnings {
            writer.beginObject()
            writer.key("code")
            writer.string(warning.reason.rawValue)
            writer.key("kind")
            writer.string(warning.kind.rawValue)
            writer.key("pattern")
            writer.string(warning.pattern)
            writeBounds(convert(warning.paragraph.lowerBound)..<convert(warning.paragraph.upperBound), into: &writer)
            writer.key("message")
            writer.string(warning.description)
            writer.endObject()
        }
        writer.endArray()
    }
}

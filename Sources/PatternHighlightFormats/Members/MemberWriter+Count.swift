import PatternHighlight

/// The `"count"` member of the annotate object and of the stream's replies (see `specs/cli-contract.md`).
extension MemberWriter {
    /// Writes `"count": {…}`: `graphemes`, then the platform's own figures in the order its counting method gives
    /// them (`TextCount.forEachPlatformFigure(in:_:)`, offsets among them in ``units``), then `valid`. Prepared
    /// fragments and integers go straight into the buffer (no member list, no `String` per number: a batch writes
    /// one count per post).
    func writeCount(_ count: TextCount, into writer: inout JSONWriter) {
        writer.key("count" as StaticString)
        writer.beginObject()
        writer.fragment("\"graphemes\":" as StaticString)
        writer.fragment(count.graphemes)
        count.forEachPlatformFigure(in: units) { name, figure in
            writer.fragment(",\"" as StaticString)
            writer.fragment(name)
            writer.fragment("\":" as StaticString)
            switch figure {
            case .integer(let value): writer.fragment(value)
            case .boolean(let value): writer.fragment(value ? "true" as StaticString : "false" as StaticString)
            }
        }
        writer.fragment(count.valid ? ",\"valid\":true" as StaticString : ",\"valid\":false")
        writer.endObject()
    }
}

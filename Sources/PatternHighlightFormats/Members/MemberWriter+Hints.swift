import PatternHighlight

extension MemberWriter {
    /// Writes the member `"hints": [{"start", "end", "kind", "reason", "message"}, …]` (near-miss hints, `--hints`);
    /// `convert` turns a UTF-8 offset into ``units`` (the hints are in order, so it may convert forward only).
    func writeHints(_ hints: [Hint], convert: (Int) -> Int, into writer: inout JSONWriter) {
        writer.key("hints")
        writer.beginArray()
        for hint in hints {
            writer.beginObject()
            writeBounds(convert(hint.range.lowerBound)..<convert(hint.range.upperBound), into: &writer)
            writer.key("kind")
            writer.string(hint.kind.rawValue)
            writer.key("reason")
            writer.string(hint.reason.rawValue)
            writer.key("message")
            writer.string(hint.message)
            writer.endObject()
        }
        writer.endArray()
    }

    /// Writes the member `"hintRanges": [{"start", "end"}, …]` of an edit's reply: where its `"hints"` were found
    /// again, so a client replaces its hints there and keeps the others, moved by the edit.
    func writeHintRanges(_ ranges: [Range<Int>], convert: (Int) -> Int, into writer: inout JSONWriter) {
        writer.key("hintRanges")
        writeRangeList(ranges, convert: convert, into: &writer)
    }
}

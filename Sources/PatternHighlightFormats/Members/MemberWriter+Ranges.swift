import PatternHighlight

/// Writing ranges: the `"start"` and `"end"` members every located object carries, and lists of bare ranges (an
/// edit's `"changed"`, `"hintRanges"`).
extension MemberWriter {
    /// Writes `"start"` and `"end"` (`range`'s bounds, already in ``units``) into an object the caller opened.
    func writeBounds(_ range: Range<Int>, into writer: inout JSONWriter) {
        writer.key("start" as StaticString)
        writer.int(range.lowerBound)
        writer.key("end" as StaticString)
        writer.int(range.upperBound)
    }

    /// Writes `[{"start", "end"}, …]`, each bound converted by `convert` (UTF-8 offsets to ``units``).
    func writeRangeList(_ ranges: [Range<Int>], convert: (Int) -> Int, into writer: inout JSONWriter) {
        writer.beginArray()
        for range in ranges {
            writer.beginObject()
            writeBounds(convert(range.lowerBound)..<convert(range.upperBound), into: &writer)
            writer.endObject()
        }
        writer.endArray()
    }
}

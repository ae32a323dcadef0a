/// The `"count"` member of the annotate object and of the stream's replies (see `specs/cli-contract.md`).
extension AnnotationJSONFormatter {
    /// Writes `"count": {…}`: ``TextCount/jsonMembers(in:)`` in contract order, ranges in ``units``.
    func writeCount(_ count: TextCount, into writer: inout JSONWriter) {
        writer.key("count")
        writer.beginObject()
        writer.members(count.jsonMembers(in: units))
        writer.endObject()
    }
}

import PatternHighlight

/// The crosspost object with members of the caller's first: a `batch --targets` line's `"id"`, a stream snapshot's
/// `"id"` and `"ok"`.
extension AnnotationJSONFormatter {
    /// Writes ``writeCrosspost(_:into:)``'s object with `members` as its first members.
    ///
    /// - Complexity: O(the draft's length × the targets), and a copy of the object when `members` is not empty.
    package func writeCrosspost(
        _ crosspost: Crosspost, leadingMembers members: [(key: String, value: JSONValue)], into writer: inout JSONWriter
    ) {
        guard !members.isEmpty else { return writeCrosspost(crosspost, into: &writer) }
        var object = JSONWriter()
        writeCrosspost(crosspost, into: &object)
        writer.beginObject()
        writer.members(members)
        writer.members(prepared: object.bytes, 1..<(object.bytes.count - 1))
        writer.endObject()
    }
}

import PatternHighlight

/// The crosspost object with members of the caller's first: a `batch --targets` line's `"id"`, a stream snapshot's
/// `"id"` and `"ok"`.
extension CrosspostJSONFormatter {
    /// Writes ``write(_:into:)``'s object with `members` as its first members.
    ///
    /// - Complexity: O(the draft's length × the targets), and a copy of the object when `members` is not empty.
    package func write(
        _ crosspost: Crosspost, leadingMembers members: [(key: String, value: JSONValue)], into writer: inout JSONWriter
    ) {
        guard !members.isEmpty else { return write(crosspost, into: &writer) }
        var object = JSONWriter()
        write(crosspost, into: &object)
        writer.beginObject()
        writer.members(members)
        writer.members(prepared: object.bytes, 1..<(object.bytes.count - 1))
        writer.endObject()
    }
}

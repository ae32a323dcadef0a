import PatternHighlight

/// The split object (`specs/cli-contract.md`, "Split"): a thread's parts, each with its own count.
extension AnnotationJSONFormatter {
    /// Writes `{"profile", "units", "parts": [{"start", "end", "text", "count"}, …]}`: offsets in ``units``, each
    /// `count` exactly the annotate object's `count` member for that part alone; a part whose platform posts something
    /// other than its text (Bluesky) adds `"post"`.
    ///
    /// - Complexity: O(total length of the parts).
    package func writeThread(_ thread: ThreadSplit, profile: Profile.ID, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("profile" as StaticString)
        writer.string(profile.rawValue)
        writer.key("units" as StaticString)
        writer.string(units.rawValue)
        writer.key("parts" as StaticString)
        writer.beginArray()
        for part in thread.parts {
            let range = part.range(in: units)
            writer.beginObject()
            writeBounds(range, into: &writer)
            writer.key("text" as StaticString)
            writer.string(part.text)
            writeCount(part.count, into: &writer)
            writePost(of: part, into: &writer)
            writer.endObject()
            writer.flushIfFull()
        }
        writer.endArray()
        writer.endObject()
    }

    /// The split object as one line of JSON (no trailing newline).
    public func format(_ thread: ThreadSplit, profile: Profile.ID) -> [UInt8] {
        var writer = JSONWriter()
        writeThread(thread, profile: profile, into: &writer)
        return writer.bytes
    }
}

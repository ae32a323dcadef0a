import PatternHighlight

/// Writes a `ThreadSplit` as the command-line contract's split object (`pattern-highlight split`): the thread's
/// parts, each with its own count, and the post a client sends for a part whose platform posts something other than
/// its text.
public struct ThreadJSONFormatter: Sendable {
    /// The unit of every offset written.
    public var units: OffsetUnit
    /// The bounds and counts, written as every object that has them writes them.
    private var members: MemberWriter { MemberWriter(units: units) }

    public init(units: OffsetUnit = .utf16) {
        self.units = units
    }

    /// The split object as one line of JSON (no trailing newline).
    ///
    /// - Complexity: O(total length of the parts).
    public func format(_ thread: ThreadSplit, profile: Profile.ID) -> [UInt8] {
        var writer = JSONWriter()
        write(thread, profile: profile, into: &writer)
        return writer.bytes
    }

    /// Writes `{"profile", "units", "parts": [{"start", "end", "text", "count"}, …]}`: offsets in ``units``, each
    /// `count` exactly the annotate object's `count` member for that part alone; a part whose platform posts something
    /// other than its text adds `"post"`.
    ///
    /// - Complexity: O(total length of the parts).
    package func write(_ thread: ThreadSplit, profile: Profile.ID, into writer: inout JSONWriter) {
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
            members.writeBounds(range, into: &writer)
            writer.key("text" as StaticString)
            writer.string(part.text)
            members.writeCount(part.count, into: &writer)
            writePost(of: part, into: &writer)
            writer.endObject()
            writer.flushIfFull()
        }
        writer.endArray()
        writer.endObject()
    }
}

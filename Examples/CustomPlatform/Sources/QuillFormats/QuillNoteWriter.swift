import PatternHighlight
import PatternHighlightFormats
import QuillPlatform

/// `--format quill-note`: `{"note": {"body", "tags"}}`, the text as Quill receives it; under split,
/// `{"notes": [...]}`; and a cross-post's Quill parts as their whole record.
public struct QuillNoteWriter: ProfileFormatWriter {
    public init() {}

    public var format: String { "quill-note" }
    public var writesThreads: Bool { true }

    public func write(
        _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)]
    ) {
        writer.beginObject()
        writer.members(extraMembers)
        writer.key("note")
        Self.write(QuillPosting.note(of: annotation.text, on: annotation.profile), into: &writer)
        writer.endObject()
    }

    public func writeThread(_ thread: ThreadSplit, profile: Profile, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("notes")
        writer.beginArray()
        for part in thread.parts { Self.write(QuillPosting.note(of: part.text, on: profile), into: &writer) }
        writer.endArray()
        writer.endObject()
    }

    public func writePost(_ post: any PlatformPost, into writer: inout JSONWriter) -> Bool {
        guard let note = post as? QuillNote else { return false }
        Self.write(note, into: &writer)
        return true
    }

    /// A note's record: `{"body", "tags"}`, and `"warning"` when it has one.
    static func write(_ note: QuillNote, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("body")
        writer.string(note.body)
        writer.key("tags")
        writer.beginArray()
        for tag in note.tags { writer.string(tag) }
        writer.endArray()
        if !note.warning.isEmpty {
            writer.key("warning")
            writer.string(note.warning)
        }
        writer.endObject()
    }
}

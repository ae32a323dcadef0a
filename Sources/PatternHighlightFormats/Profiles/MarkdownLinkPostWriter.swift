import PatternHighlight

/// `--format post` under a profile that declares no post format of its own, with markdown links on: `{"text"}`, the
/// text as the platform posts it (`PostedText`); under `split --format post`, the thread's posts alone.
package struct MarkdownLinkPostWriter: ProfileFormatWriter {
    /// The format it writes.
    package static let format = "post"

    package var format: String { Self.format }
    package var writesThreads: Bool { true }

    package init() {}

    package func write(
        _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)]
    ) {
        writer.beginObject()
        writer.members(extraMembers)
        writer.key("text" as StaticString)
        writer.string(PostedText(annotation).text)
        writer.endObject()
    }

    package func writeThread(_ thread: ThreadSplit, profile: Profile, into writer: inout JSONWriter) {
        ThreadJSONFormatter().writePosts(thread, profile: profile, into: &writer)
    }
}

import PatternHighlight

/// What a client sends Quill for one post: its record, `{"body", "tags", "warning"}` in Quill's own names.
public struct QuillNote: PlatformPost {
    /// The note's text as Quill receives it (tags written `#tag`).
    public let body: String
    /// The note's tags, without their sigil, in order.
    public let tags: [String]
    /// The content warning, empty when none.
    public let warning: String

    public var text: String { body }

    public var textMembers: [(name: String, value: String)] {
        warning.isEmpty ? [("body", body)] : [("body", body), ("warning", warning)]
    }
}

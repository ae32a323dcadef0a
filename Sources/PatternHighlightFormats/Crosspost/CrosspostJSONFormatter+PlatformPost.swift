import PatternHighlight

/// The `"post"` member of a cross-post target's part: what a client sends to that platform.
extension CrosspostJSONFormatter {
    /// Writes a post as its platform's record: by the writer a platform registers for its posts
    /// (`ProfileFormatWriters.writePost(_:into:)`), else the post's text members (`PlatformPost.textMembers`).
    func writePost(_ post: any PlatformPost, into writer: inout JSONWriter) {
        if ProfileFormatWriters.writePost(post, into: &writer) { return }
        writer.beginObject()
        for member in post.textMembers {
            writer.key(member.name)
            writer.string(member.value)
        }
        writer.endObject()
    }
}

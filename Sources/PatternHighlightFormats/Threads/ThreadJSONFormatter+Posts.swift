import PatternHighlight

/// What a split writes of a thread's posts (`specs/cli-contract.md`, "Split"): where the record a client sends
/// differs from the part's text, the split object's `"post"` members, and the posts alone (`split --format post`).
extension ThreadJSONFormatter {
    /// The posts of a thread as one line of JSON (no trailing newline), as `writePosts(_:profile:into:)` writes
    /// them.
    ///
    /// - Complexity: O(total length of the parts).
    public func formatPosts(_ thread: ThreadSplit, profile: Profile) -> [UInt8] {
        var writer = JSONWriter()
        writePosts(thread, profile: profile, into: &writer)
        return writer.bytes
    }

    /// Writes `{"profile", "parts": [post, …]}`: the thread's posts alone, what `split --format post` writes. A
    /// part's post is the record its platform's registered writer writes for it
    /// (``ProfileFormatWriter/writePost(of:resolvingMentionsWith:into:)``, its mentions named as `profile` names
    /// them), else `{"text"}` for a part posted with markdown links; a part that has neither is left out.
    ///
    /// - Complexity: O(total length of the parts).
    package func writePosts(_ thread: ThreadSplit, profile: Profile, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("profile" as StaticString)
        writer.string(profile.name)
        writer.key("parts" as StaticString)
        writer.beginArray()
        for part in thread.parts {
            if !ProfileFormatWriters.writePost(of: part, resolvingMentionsWith: profile, into: &writer) {
                guard let post = part.posted else { continue }
                writePostedText(post, into: &writer)
            }
            writer.flushIfFull()
        }
        writer.endArray()
        writer.endObject()
    }

    /// Writes a part's `"post"` member: the record its platform's registered writer writes for it, else `{"text"}`
    /// for a part posted with markdown links (`ThreadPart.posted`) under a platform whose post is its text; nothing
    /// for a part that has neither.
    func writePost(of part: ThreadPart, into writer: inout JSONWriter) {
        var record = JSONWriter()
        if ProfileFormatWriters.writePost(of: part, resolvingMentionsWith: nil, into: &record) {
            writer.key("post" as StaticString)
            writer.raw(record.bytes)
        } else if let post = part.posted {
            writer.key("post" as StaticString)
            writePostedText(post, into: &writer)
        }
    }

    /// Writes `{"text"}`: the posted text.
    func writePostedText(_ post: PostedText, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("text" as StaticString)
        writer.string(post.text)
        writer.endObject()
    }
}

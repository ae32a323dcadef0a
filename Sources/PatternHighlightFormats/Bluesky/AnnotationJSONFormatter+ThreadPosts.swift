import PatternHighlight

/// What a split writes of a thread's posts (`specs/cli-contract.md`, "Split"): under Bluesky, where the record a
/// client sends differs from the part's text (links shortened, ends trimmed), each part carries it.
extension AnnotationJSONFormatter {
    /// Writes `"post": {"text", "facets"}` for a part the Bluesky app posts (`ThreadPart.blueskyPost`), the facets
    /// as `--format facets` writes them; nothing for another platform's part.
    func writePost(of part: ThreadPart, into writer: inout JSONWriter) {
        guard let post = part.blueskyPost else {
            writePostedText(of: part, into: &writer)
            return
        }
        writer.key("post" as StaticString)
        FacetsFormatter().write(post, into: &writer)
    }

    /// Writes `{"profile", "parts": [{"text", "facets"}, …]}`: the thread's posts alone, what `split --format post`
    /// writes; a part posted with markdown links under another platform is `{"text"}`. A part that has no post is
    /// left out.
    ///
    /// - Complexity: O(total length of the parts).
    package func writeThreadPosts(_ thread: ThreadSplit, profile: Profile, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("profile" as StaticString)
        writer.string(profile.name)
        writer.key("parts" as StaticString)
        writer.beginArray()
        for part in thread.parts {
            if let post = part.blueskyPost?.resolvingMentions(with: profile.mentionDIDs) {
                FacetsFormatter().write(post, into: &writer)
            } else if let post = part.posted {
                writeMarkdownLinkPostObject(post, into: &writer)
            } else {
                continue
            }
            writer.flushIfFull()
        }
        writer.endArray()
        writer.endObject()
    }

    /// The posts of a thread as one line of JSON (no trailing newline), as `writeThreadPosts(_:profile:into:)`
    /// writes them.
    public func formatPosts(_ thread: ThreadSplit, profile: Profile) -> [UInt8] {
        var writer = JSONWriter()
        writeThreadPosts(thread, profile: profile, into: &writer)
        return writer.bytes
    }
}

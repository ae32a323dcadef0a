import PatternHighlight

/// Bluesky's output formats (declared by the bluesky profile's registration): `facets`, the text and its facets;
/// `post`, the record the official app would post, and under `split` the thread's posts.
enum BlueskyFormatWriters {
    static let all: [any ProfileFormatWriter] = [Facets(), Post()]

    /// `--format facets`: ``FacetsFormatter``'s object.
    struct Facets: ProfileFormatWriter {
        var format: String { "facets" }
        var readsDIDs: Bool { true }

        func write(
            _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)]
        ) {
            FacetsFormatter().write(annotation, into: &writer, extraMembers: extraMembers)
        }
    }

    /// `--format post`: the record the Bluesky app would post (`BlueskyPost`), facets as `facets` writes them;
    /// `split --format post`: the thread's posts alone.
    struct Post: ProfileFormatWriter {
        var format: String { "post" }
        var readsDIDs: Bool { true }
        var writesThreads: Bool { true }

        func write(
            _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)]
        ) {
            // The command line offers `post` only under the profile that declares it, whose annotations post.
            let post = BlueskyPost(annotation) ?? BlueskyPost.display(annotation)!.resolvingMentions(with: annotation.profile.mentionDIDs)
            FacetsFormatter().write(post, into: &writer, extraMembers: extraMembers)
        }

        func writeThread(_ thread: ThreadSplit, profile: Profile, into writer: inout JSONWriter) {
            ThreadJSONFormatter().writePosts(thread, profile: profile, into: &writer)
        }

        /// A cross-post's Bluesky record: `{"text", "facets"}`.
        func writePost(_ post: any PlatformPost, into writer: inout JSONWriter) -> Bool {
            guard let post = post as? BlueskyPost else { return false }
            FacetsFormatter().write(post, into: &writer, extraMembers: [])
            return true
        }

        /// A Bluesky thread part's record (`ThreadPart.blueskyPost`): `{"text", "facets"}`, facets as `facets`
        /// writes them; nothing for another platform's part.
        func writePost(of part: ThreadPart, resolvingMentionsWith profile: Profile?, into writer: inout JSONWriter) -> Bool {
            guard let post = part.blueskyPost else { return false }
            FacetsFormatter().write(profile.map { post.resolvingMentions(with: $0.mentionDIDs) } ?? post, into: &writer)
            return true
        }
    }
}

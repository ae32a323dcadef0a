import PatternHighlight

/// Writes an output format that only some profiles have (a `ProfileFormat` a profile declares), so that the command
/// line picks the writer by the format's name and names no platform.
public protocol ProfileFormatWriter: Sendable {
    /// The format it writes (`--format NAME`).
    var format: String { get }

    /// Whether what it writes names mention DIDs (`--dids`, given to the profile: `Profile.resolvingMentions(with:)`).
    var readsDIDs: Bool { get }

    /// Whether `split --format NAME` writes a thread's posts with it (``writeThread(_:profile:into:)``).
    var writesThreads: Bool { get }

    /// Writes `annotation` as one JSON object, `extraMembers` first (a batch line's `id`).
    func write(
        _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)])

    /// Writes a thread's posts as one JSON object, for a writer that ``writesThreads``.
    func writeThread(_ thread: ThreadSplit, profile: Profile, into writer: inout JSONWriter)

    /// Writes `post` as its platform's whole record when it is the kind of post this writer knows (a record that
    /// carries more than the post's text members) and returns `true`; else writes nothing and returns `false`.
    func writePost(_ post: any PlatformPost, into writer: inout JSONWriter) -> Bool

    /// Writes the record a client sends for `part`, one part of a thread, when its platform's post is the kind this
    /// writer knows (a split part's `"post"` member, a part of `split --format NAME`) and returns `true`; else writes
    /// nothing and returns `false`. With `profile` (the posts alone, not the split object's members), the record names
    /// the mentions' accounts as that profile was set up to name them.
    func writePost(of part: ThreadPart, resolvingMentionsWith profile: Profile?, into writer: inout JSONWriter) -> Bool
}

extension ProfileFormatWriter {
    public var readsDIDs: Bool { false }
    public var writesThreads: Bool { false }
    public func writeThread(_ thread: ThreadSplit, profile: Profile, into writer: inout JSONWriter) {}
    public func writePost(_ post: any PlatformPost, into writer: inout JSONWriter) -> Bool { false }
    public func writePost(of part: ThreadPart, resolvingMentionsWith profile: Profile?, into writer: inout JSONWriter) -> Bool {
        false
    }
}

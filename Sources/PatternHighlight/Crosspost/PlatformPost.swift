/// What a client sends to one platform for one post, as that platform's own record (<doc:Crossposting> names the
/// built-in platforms'). Each platform has its own type, with no field of another's; its cross-post plug-in makes it
/// (``CrosspostPart/post``), and what it holds is what the platform counts.
///
/// ```swift
/// let part = try Crosspost("hi", targets: [Highlighter(profile: .mastodon)], contentWarning: "cw").targets[0].parts[0]
/// (part.post as? MastodonStatus)?.contentWarning   // "cw"
/// part.post.text                                    // "hi"
/// ```
public protocol PlatformPost: Sendable, Hashable {
    /// The text the platform receives and counts (the record's text member).
    var text: String { get }

    /// The record's text members in order, as the platform's API names them (`[("text", …)]`, say). A writer that
    /// knows more of a record (its links' ranges, say) writes that too.
    var textMembers: [(name: String, value: String)] { get }
}

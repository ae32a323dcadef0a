/// What a platform tells the cross-post composer (``Crosspost``, ``CrosspostDocument``) about itself, so that the
/// composer names no platform: how its mentions are written, by how much a count is over its limit, and what a
/// client sends for one post of a thread. Each platform's folder brings its own, through its composer policy
/// (``CrosspostPolicy/crosspost``); a profile without one cannot be a cross-post target. <doc:Crossposting> gives the
/// built-in platforms'.
///
/// Whether a post has a content-warning field is the counting rule's ``CountingRule/countsContentWarning``: a
/// platform whose count includes the warning posts it in a field of its own.
public protocol CrosspostPlatform: Sendable {
    /// Whether `handle` (a mention's name without its `@`, as written) is in this platform's form: what the
    /// platform would link as that very account. A handle in another platform's form may not be: the platform would
    /// link part of it, another account.
    func writesMention(_ handle: Substring) -> Bool

    /// The form of a handle ``writesMention(_:)`` accepts, in words with an example, for an error that refuses one.
    var mentionForm: String { get }

    /// What a composer's counter shows for a text counted `count`: the figure the platform limits, and its limit.
    func counter(_ count: TextCount) -> CrosspostCounter

    /// By how much a text counted `count` exceeds the platform's limit, in the platform's own unit (0 when it fits).
    /// By default by how much the counter's figure exceeds its limit.
    func overLimit(_ count: TextCount) -> Int

    /// The post a client sends for one part of a thread posted under `profile` (which may carry what the post names,
    /// such as its mentions' account identifiers), `contentWarning` being the content warning (empty when none; only a
    /// platform whose rule ``CountingRule/countsContentWarning`` posts it).
    func post(of part: ThreadPart, on profile: Profile, contentWarning: String) -> any PlatformPost
}

extension CrosspostPlatform {
    /// By how much the counter's figure (``counter(_:)``) exceeds its limit; 0 when it does not.
    public func overLimit(_ count: TextCount) -> Int {
        let counter = counter(count)
        return max(0, counter.used - counter.limit)
    }
}

/// One post of a target's thread in a cross-post: the thread's part (its text and count, as that platform counts
/// it) and what a client sends.
public struct CrosspostPart: Sendable, Hashable {
    /// The part of the text the target posts (mentions in its form, the content-warning prefix in the first part
    /// when one was asked for), with its count under the target's rule.
    public let part: ThreadPart
    /// Where the part comes from in the draft, in UTF-8 bytes (a prefix maps to the draft's start).
    public let draftRange: Range<Int>
    /// What a client sends for it: the platform's own record (``PlatformPost``).
    public let post: any PlatformPost

    public static func == (lhs: CrosspostPart, rhs: CrosspostPart) -> Bool {
        lhs.part == rhs.part && lhs.draftRange == rhs.draftRange && AnyHashable(lhs.post) == AnyHashable(rhs.post)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(part)
        hasher.combine(draftRange)
        hasher.combine(AnyHashable(post))
    }
}

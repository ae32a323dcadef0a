/// Why a text could not be split into a thread.
public enum SplitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The profile's rule has no length limit (``CountingRule/limitsLength``: a count of graphemes only, say) and no
    /// `maxGraphemes` was given.
    case noLimit(profile: Profile.ID)
    /// `maxGraphemes` is not a positive number.
    case invalidGraphemeLimit(Int)
    /// The character (grapheme cluster) starting at this UTF-8 offset cannot be posted even alone: the platform's
    /// count refuses it, or it alone is over a limit, or a content warning leaves no room for it.
    case unpostableCharacter(byteOffset: Int, profile: Profile.ID)
    /// The content warning (the platform's own field, or a `CW:` line a cross-post begins its first post with) takes `used` of
    /// the `limit` a post may hold, in the platform's unit, and so leaves no room for the text; a content warning is
    /// never cut.
    case contentWarningTooLong(profile: Profile.ID, used: Int, limit: Int)

    public var description: String {
        switch self {
        case .noLimit(let profile):
            return "the \(profile) profile's count has no length limit, so a thread has no size: give a grapheme limit (--max-graphemes N, or maxGraphemes:)"
        case .invalidGraphemeLimit(let limit):
            return "the grapheme limit must be a positive number of graphemes, not \(limit)"
        case .unpostableCharacter(let offset, let profile):
            return "the character at UTF-8 offset \(offset) cannot be posted under the \(profile) profile even alone (an invalid character such as U+FEFF, or a cluster over the byte limit): remove it"
        case .contentWarningTooLong(let profile, let used, let limit):
            return "the content warning takes \(used) of the \(limit) a \(profile) post may hold, which leaves no room for the text (a content warning is posted whole, never cut): shorten it"
        }
    }
}

/// What a composer's length counter shows for a text under a ``CountingRule``: graphemes for every profile, plus
/// the platform's own limits.
///
/// ```swift
/// let count = Highlighter(profile: .twitter).annotate("hi 👋🏽 https://example.com").count
/// count.twitter?.weightedLength   // 28: "hi " 3, the emoji sequence 2, the URL 23
/// count.valid                     // true
/// ```
public struct TextCount: Sendable, Hashable {
    /// What the text's validity is judged against.
    public enum Limits: Sendable, Hashable {
        /// twitter-text's `parseTweet`.
        case twitter(TwitterCount)
        /// The `app.bsky.feed.post` text limits.
        case bluesky(maxGraphemes: Int, maxBytes: Int)
        /// No limit: a text is valid when it is not empty.
        case nonEmpty
    }

    /// Extended grapheme clusters (UAX #29).
    public let graphemes: Int
    /// The length of the text as written (``UnitLengths/utf8`` is what Bluesky's byte limit counts).
    public let length: UnitLengths
    /// Whether a post with this text may be sent: parseTweet's `valid` (twitter); `0 < graphemes <= 300` and
    /// `bytes <= 3000` (bluesky); `graphemes > 0` (simple).
    public let valid: Bool
    /// The limits and, under twitter, parseTweet's other fields.
    public let limits: Limits

    /// parseTweet's result when counted under twitter's rules, else `nil`.
    public var twitter: TwitterCount? {
        if case .twitter(let count) = limits { return count }
        return nil
    }

    init(summary: CountSummary, limits: Limits) {
        graphemes = summary.graphemes
        length = summary.length
        self.limits = limits
        switch limits {
        case .twitter(let count): valid = count.valid
        case .bluesky(let maxGraphemes, let maxBytes):
            valid = summary.graphemes > 0 && summary.graphemes <= maxGraphemes && summary.length.utf8 <= maxBytes
        case .nonEmpty: valid = summary.graphemes > 0
        }
    }
}

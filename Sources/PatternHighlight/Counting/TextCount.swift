/// What a composer's length counter shows for a text under a ``CountingRule``: graphemes for every profile, plus
/// the platform's own figures (``twitter``, ``bluesky``, ``mastodon``).
///
/// ```swift
/// let count = Highlighter(profile: .twitter).annotate("hi 👋🏽 https://example.com").count
/// count.twitter?.weightedLength   // 28: "hi " 3, the emoji sequence 2, the URL 23
/// count.valid                     // true
/// ```
public struct TextCount: Sendable, Hashable {
    /// The rule the text was counted under.
    public let rule: CountingRule
    /// The sum of the text's summaries, from which each platform's figures are read.
    let summary: CountSummary
    /// The normalised length of the longest valid prefix, under a rule that ``CountingRule/locatesValidPrefix``.
    let validPrefix: UnitLengths
    /// Whether a post with this text may be sent: parseTweet's `valid` (twitter); `0 < graphemes <= 300` and
    /// `bytes <= 3000` (bluesky); `0 < length <= maxCharacters` (mastodon); `graphemes > 0` (simple).
    public let valid: Bool

    /// Extended grapheme clusters (UAX #29).
    public var graphemes: Int { summary.graphemes }
    /// The length of the text as written (``UnitLengths/utf8`` is what Bluesky's byte limit counts).
    public var length: UnitLengths { summary.length }

    init(rule: CountingRule, summary: CountSummary, validPrefix: UnitLengths, valid: Bool) {
        self.rule = rule
        self.summary = summary
        self.validPrefix = validPrefix
        self.valid = valid
    }
}

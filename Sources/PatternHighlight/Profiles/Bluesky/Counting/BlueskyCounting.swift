/// The `app.bsky.feed.post` text limits as a ``CountingMethod``: graphemes and UTF-8 bytes of the text as
/// written, valid when not empty and within both limits.
struct BlueskyCounting: CountingMethod {
    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, hint: CountHint?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        (CountSummary(graphemesAndLengthsOf: bytes, segment), UnitLengths())
    }

    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool {
        total.graphemes > 0 && total.graphemes <= BlueskyCount.maxGraphemes && total.length.utf8 <= BlueskyCount.maxBytes
    }
}

/// A text's count against the `app.bsky.feed.post` limits (``TextCount/bluesky``).
public struct BlueskyCount: Sendable, Hashable {
    /// The most graphemes a post's text may hold: 300.
    public static let maxGraphemes = 300
    /// The most UTF-8 bytes a post's text may hold: 3,000.
    public static let maxBytes = 3000

    /// Extended grapheme clusters (UAX #29) of the text.
    public let graphemes: Int
    /// UTF-8 bytes of the text.
    public let bytes: Int
}

extension CountingRule {
    /// `app.bsky.feed.post`: at most ``BlueskyCount/maxGraphemes`` graphemes and ``BlueskyCount/maxBytes`` UTF-8
    /// bytes.
    public static let bluesky = CountingRule(BlueskyCounting())
}

extension TextCount {
    /// The text against Bluesky's limits when counted under ``CountingRule/bluesky``, else `nil`.
    public var bluesky: BlueskyCount? {
        rule.method is BlueskyCounting ? BlueskyCount(graphemes: summary.graphemes, bytes: summary.length.utf8) : nil
    }
}

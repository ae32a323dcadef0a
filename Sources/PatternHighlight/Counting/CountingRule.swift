/// How a profile counts a post's length: twitter-text's `parseTweet`, Bluesky's grapheme and byte limits, or
/// graphemes alone.
///
/// A rule counts a whole text in one pass (``count(_:)``), or one paragraph at a time in a form that combines
/// (``summary(of:segment:startsText:)``, ``CountSummary``), for a document that keeps its count as it is edited. Both give the
/// same ``TextCount``; the tests prove it on random multi-paragraph texts.
public enum CountingRule: Sendable, Hashable {
    /// twitter-text 3.1's `parseTweet` under a configuration (v3 is twitter-text's default).
    case twitter(TwitterCountConfiguration)
    /// `app.bsky.feed.post`: at most 300 graphemes and 3,000 UTF-8 bytes.
    case bluesky
    /// Graphemes only; valid when not empty.
    case graphemes

    /// Bluesky's post limits.
    public static let blueskyMaxGraphemes = 300
    public static let blueskyMaxBytes = 3000

    /// Counts `text`.
    ///
    /// - Complexity: O(n).
    public func count(_ text: String) -> TextCount { count(utf8: Array(text.utf8)) }

    /// Counts valid UTF-8 bytes, the whole text at once: one NFC pass, one URL and emoji scan, one walk.
    /// `urlCandidates`: the text's URL candidates when an annotate scan already found them (twitter-text's
    /// `extractUrlsWithIndices` over the text as written, ``ParagraphScan/urlCandidates``): text that NFC leaves as
    /// it is is weighed with them, without a second URL scan.
    ///
    /// - Complexity: O(n).
    func count(utf8 bytes: [UInt8], urlCandidates: [Range<Int>]? = nil) -> TextCount {
        let whole = weighed(bytes, 0..<bytes.count, startsText: true, after: 0, earlierValid: true, urlCandidates: urlCandidates)
        return count(total: whole.summary, validPrefix: whole.validPrefix)
    }

    /// The summary of `bytes[segment]` (valid UTF-8): one paragraph and the break that ends it (the last paragraph
    /// has none), so that summaries of consecutive segments add up to the whole text's. `startsText`: the segment
    /// is the text's first (twitter-text's URL rule differs at the very start of a text; a document's first
    /// paragraph passes `true`, every other `false`).
    ///
    /// - Complexity: O(`segment.count`).
    public func summary(of bytes: [UInt8], segment: Range<Int>, startsText: Bool) -> CountSummary {
        weighed(bytes, segment, startsText: startsText, after: 0, earlierValid: true).summary
    }

    /// The normalised length of the part of `bytes[segment]` that lies in twitter-text's valid prefix, when the text
    /// before it weighs `weightBefore` (scaled units, ``CountSummary/weight``) and was wholly valid
    /// (`earlierValid`): the last step of the descent that locates the valid range's end. Zero for other rules.
    ///
    /// - Complexity: O(`segment.count`).
    public func validPrefix(
        of bytes: [UInt8], segment: Range<Int>, startsText: Bool, after weightBefore: Int, earlierValid: Bool
    ) -> UnitLengths {
        weighed(bytes, segment, startsText: startsText, after: weightBefore, earlierValid: earlierValid).validPrefix
    }

    /// ``summary(of:segment:startsText:)`` of `bytes[segment]` (valid UTF-8 that starts the text or follows a
    /// paragraph break, and may hold many paragraphs) together with the normalised length of its valid prefix when
    /// nothing comes before it, both from one pass: for a text cut in two at a paragraph break, the first part's
    /// answer and the second part's summary give the whole text's count (the command line weighs the two parts at
    /// once). `urlCandidates`: the whole text's URL candidates when an annotate scan found them (see
    /// ``count(utf8:urlCandidates:)``); those that start in `segment` are used.
    ///
    /// - Complexity: O(`segment.count`).
    package func summaryAndValidPrefix(
        of bytes: [UInt8], segment: Range<Int>, startsText: Bool, urlCandidates: [Range<Int>]? = nil
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        weighed(bytes, segment, startsText: startsText, after: 0, earlierValid: true, urlCandidates: urlCandidates)
    }

    /// The count of a whole text from the sum of its segments' summaries and the normalised length of its valid
    /// prefix (found by descending: ``CountSummary/staysValid(after:earlierValid:under:)``, then
    /// ``validPrefix(of:segment:startsText:after:earlierValid:)`` in the segment where it ends).
    public func count(total: CountSummary, validPrefix: UnitLengths) -> TextCount {
        TextCount(summary: total, limits: limits(total, validPrefix))
    }

    /// The count of a whole text from its segments' summaries, in order: the descent done as a walk over the list.
    /// `bytes` is the text and `segments` its segments (as for ``summary(of:segment:startsText:)``).
    ///
    /// - Complexity: O(number of segments + length of the segment where the valid prefix ends).
    public func count(of bytes: [UInt8], segments: [Range<Int>], summaries: [CountSummary]) -> TextCount {
        precondition(segments.count == summaries.count, "one summary per segment")
        var total = CountSummary()
        var validPrefix = UnitLengths()
        var located = false
        for (segment, summary) in zip(segments, summaries) {
            if case .twitter(let configuration) = self, !located {
                if summary.staysValid(after: total.weight, earlierValid: !total.containsInvalidCharacter, under: configuration) {
                    validPrefix = validPrefix + summary.normalizedLength
                } else {
                    validPrefix = validPrefix + self.validPrefix(
                        of: bytes, segment: segment, startsText: segment.lowerBound == 0, after: total.weight,
                        earlierValid: !total.containsInvalidCharacter)
                    located = true
                }
            }
            total += summary
        }
        return count(total: total, validPrefix: validPrefix)
    }

    /// The segments ``summary(of:segment:startsText:)`` expects: each paragraph of `bytes` with the break that ends it.
    public static func segments(of bytes: [UInt8]) -> [Range<Int>] {
        let paragraphs = ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count)
        return paragraphs.indices.map { index in
            paragraphs[index].lowerBound..<(index + 1 < paragraphs.count ? paragraphs[index + 1].lowerBound : bytes.count)
        }
    }

    /// Where the first of ``segments(of:)`` that starts after `offset` starts, or `nil` when none does; found
    /// without splitting the rest of the text.
    package static func firstSegmentStart(in bytes: [UInt8], from offset: Int) -> Int? {
        ParagraphBreaks.firstParagraphStart(in: bytes, from: offset)
    }

    /// `urlCandidates`: the whole text's URL candidates from an annotate scan, or `nil` to scan for them here.
    private func weighed(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after weightBefore: Int, earlierValid: Bool,
        urlCandidates: [Range<Int>]? = nil
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        var summary = CountSummary()
        summary.graphemes = GraphemeCounter.count(in: bytes, segment)
        guard case .twitter(let configuration) = self else {
            summary.length = UnitLengths(of: bytes, segment)
            summary.normalizedLength = summary.length
            return (summary, UnitLengths())
        }
        // Text already in NFC (most text) is weighed where it stands, without a copy.
        let normalized = NFCNormalization.normalizedIfChanged(bytes, segment)
        let text = normalized ?? bytes
        let range = normalized.map { 0..<$0.count } ?? segment
        // The annotate scan's URL candidates are the text's as written: they serve only when NFC changed nothing.
        let items = TwitterWeighing.Items(
            of: text, range, startsText: startsText, configuration: configuration,
            urlCandidates: normalized == nil ? urlCandidates : nil)
        var weighing = TwitterWeighing(configuration: configuration, weightBefore: weightBefore, earlierValid: earlierValid)
        weighing.weigh(text, range, urls: items.urls, emoji: items.emoji)
        summary.length = normalized == nil ? weighing.normalizedLength : UnitLengths(of: bytes, segment)
        summary.weight = weighing.weight - weightBefore
        summary.normalizedLength = weighing.normalizedLength
        summary.invalidCharacters = weighing.invalidCharacters
        return (summary, weighing.validPrefix)
    }

    private func limits(_ summary: CountSummary, _ validPrefix: UnitLengths) -> TextCount.Limits {
        switch self {
        case .twitter(let configuration):
            return .twitter(TwitterCount(configuration: configuration, summary: summary, validPrefixLength: validPrefix))
        case .bluesky: return .bluesky(maxGraphemes: Self.blueskyMaxGraphemes, maxBytes: Self.blueskyMaxBytes)
        case .graphemes: return .nonEmpty
        }
    }
}

extension CountingRule {
    /// The twitter configuration this rule counts under, or `nil` for the other rules.
    public var twitterConfiguration: TwitterCountConfiguration? {
        if case .twitter(let configuration) = self { return configuration }
        return nil
    }
}

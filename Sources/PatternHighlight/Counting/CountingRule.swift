/// How a profile counts a post's length: a platform's own ``CountingMethod``, or graphemes alone (``graphemes``).
/// <doc:Counting> gives each built-in platform's rule.
///
/// ```swift
/// CountingRule.twitter(.v3).count("hi 👋🏽").twitter?.weightedLength   // 5
/// ```
///
/// Each platform's rule lives in its profile's folder; this type is what the rest of the library calls. A rule counts
/// a whole text in one pass (``count(_:)``), or one paragraph at a time in a form that combines
/// (`CountSummary`), for a document that keeps its count as it is edited: both give the same ``TextCount``, which
/// the tests prove on random multi-paragraph texts.
public struct CountingRule: Sendable, Hashable {
    let method: any CountingMethod

    /// The rule that counts with `method`: a platform's own ``CountingMethod`` (<doc:AddingAPlatform>).
    public init(_ method: some CountingMethod) {
        self.method = method
    }

    public static func == (lhs: CountingRule, rhs: CountingRule) -> Bool {
        AnyHashable(lhs.method) == AnyHashable(rhs.method)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(method))
    }

    /// Counts `text`.
    ///
    /// - Complexity: O(n).
    public func count(_ text: String) -> TextCount { count(utf8: Array(text.utf8)) }

    /// Counts `text` posted with the content warning `contentWarning`: a rule that ``countsContentWarning`` counts it
    /// as its platform does (<doc:Counting>); rules of platforms without content warnings ignore it.
    ///
    /// ```swift
    /// CountingRule.mastodon().count("  ", contentWarning: "spoilers").mastodon?.length   // 8
    /// ```
    ///
    /// - Complexity: O(n).
    public func count(_ text: String, contentWarning: String) -> TextCount {
        count(utf8: Array(text.utf8), contentWarning: Array(contentWarning.utf8))
    }

    /// Counts valid UTF-8 bytes, the whole text at once. `reuse`: what an annotate scan of the same bytes found for
    /// the count (``Annotation``), so that it is not scanned for again. `contentWarning`: valid UTF-8, counted by a
    /// rule that ``countsContentWarning``.
    ///
    /// - Complexity: O(n).
    package func count(utf8 bytes: [UInt8], reuse: CountReuse? = nil, contentWarning: [UInt8] = []) -> TextCount {
        if method.countsWholeText {
            return count(total: method.weigh(wholeText: bytes, contentWarning: contentWarning, reuse: reuse), validPrefix: UnitLengths())
        }
        let whole = method.weigh(bytes, 0..<bytes.count, startsText: true, after: .zero, reuse: reuse)
        var total = method.completed(whole.summary, wholeText: bytes)
        if !contentWarning.isEmpty && method.countsContentWarning { total += method.weigh(contentWarning: contentWarning) }
        return count(total: total, validPrefix: whole.validPrefix)
    }

    /// `total`, the sum of the summaries of `bytes`' segments, with what only the whole text gives filled in
    /// (``CountingMethod/completed(_:wholeText:)``).
    ///
    /// - Complexity: O(n) at most.
    package func completed(_ total: CountSummary, wholeText bytes: [UInt8]) -> CountSummary {
        method.completed(total, wholeText: bytes)
    }

    /// Whether the rule counts a whole text at once (``CountingMethod/countsWholeText``), so that summaries of its
    /// segments do not add up to its count: a document or a parallel count then asks
    /// ``count(utf8:reuse:contentWarning:)`` for the whole text.
    package var countsWholeText: Bool { method.countsWholeText }

    /// Whether the rule counts a content warning with the text (``count(_:contentWarning:)``). Other rules ignore one.
    public var countsContentWarning: Bool { method.countsContentWarning }
}

// MARK: - Counting mechanics (the package's documents and command line)

extension CountingRule {
    /// The summary of `bytes[segment]` (valid UTF-8): one paragraph and the break that ends it (the last paragraph
    /// has none), or the words between two count cuts (``CountCuts``), so that summaries of consecutive
    /// segments add up to the whole text's. `startsText`: the segment is the text's first (a rule's items may differ
    /// at the very start of a text).
    ///
    /// - Complexity: O(`segment.count`).
    package func summary(of bytes: [UInt8], segment: Range<Int>, startsText: Bool, reuse: CountReuse? = nil) -> CountSummary {
        method.weigh(bytes, segment, startsText: startsText, after: .zero, reuse: reuse).summary
    }

    /// The normalised length of the part of `bytes[segment]` that lies in the valid prefix when the text before it
    /// counts `before`: the last step of the descent that locates the valid range's end. Zero for a rule that does
    /// not ``locatesValidPrefix``.
    ///
    /// - Complexity: O(`segment.count`).
    package func validPrefix(of bytes: [UInt8], segment: Range<Int>, startsText: Bool, after before: CountSummary) -> UnitLengths {
        method.weigh(bytes, segment, startsText: startsText, after: before, reuse: nil).validPrefix
    }

    /// ``summary(of:segment:startsText:reuse:)`` of `bytes[segment]` (valid UTF-8 that starts the text or follows a
    /// paragraph break, and may hold many paragraphs) together with the normalised length of its valid prefix when
    /// nothing comes before it, both from one pass: for a text cut in two at a paragraph break, the first part's
    /// answer and the second part's summary give the whole text's count (the command line weighs the two parts at
    /// once). `reuse`: the whole text's, from its annotate scan.
    ///
    /// - Complexity: O(`segment.count`).
    package func summaryAndValidPrefix(
        of bytes: [UInt8], segment: Range<Int>, startsText: Bool, reuse: CountReuse? = nil
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        method.weigh(bytes, segment, startsText: startsText, after: .zero, reuse: reuse)
    }

    /// Whether the rule's validity depends on where the valid prefix ends (``CountingMethod/locatesValidPrefix``),
    /// which a document keeps in the method's ``ProfileDocumentState``; otherwise the sum of the summaries decides.
    package var locatesValidPrefix: Bool { method.locatesValidPrefix }

    /// Whether all of a stretch counted `stretch` lies in the valid prefix after text that counts `before`: the
    /// descent's test, O(1).
    package func staysValid(_ stretch: CountSummary, after before: CountSummary = .zero) -> Bool {
        method.staysValid(stretch, after: before)
    }

    /// The count of a whole text from the sum of its segments' summaries and the normalised length of its valid
    /// prefix (found by descending: ``staysValid(_:after:)``, then ``validPrefix(of:segment:startsText:after:)`` in
    /// the segment where it ends; any value for a rule that does not ``locatesValidPrefix``).
    package func count(total: CountSummary, validPrefix: UnitLengths) -> TextCount {
        let validPrefix = locatesValidPrefix ? validPrefix : UnitLengths()
        return TextCount(rule: self, summary: total, validPrefix: validPrefix, valid: method.isValid(total, validPrefix: validPrefix))
    }

    /// The count of a whole text from its segments' summaries, in order: the descent done as a walk over the list.
    /// `bytes` is the text and `segments` its segments (as for ``summary(of:segment:startsText:reuse:)``).
    ///
    /// - Complexity: O(number of segments + length of the segment where the valid prefix ends).
    package func count(of bytes: [UInt8], segments: [Range<Int>], summaries: [CountSummary]) -> TextCount {
        precondition(segments.count == summaries.count, "one summary per segment")
        var total = CountSummary()
        var validPrefix = UnitLengths()
        var located = !locatesValidPrefix
        for (segment, summary) in zip(segments, summaries) {
            if !located {
                if staysValid(summary, after: total) {
                    validPrefix = validPrefix + summary.normalizedLength
                } else {
                    validPrefix = validPrefix + self.validPrefix(
                        of: bytes, segment: segment, startsText: segment.lowerBound == 0, after: total)
                    located = true
                }
            }
            total += summary
        }
        return count(total: completed(total, wholeText: bytes), validPrefix: validPrefix)
    }

    /// Whether the platform would post the whole text counted `count` (a thread's part, `ThreadSplitter`): ``TextCount/valid``
    /// unless the method judges a post apart (``CountingMethod/isPostable(_:validPrefix:)``).
    package func isPostable(_ count: TextCount) -> Bool {
        method.isPostable(count.summary, validPrefix: count.validPrefix)
    }

    /// Whether the whole text counted `count` uses at least half of the rule's limit (of one of them, under a rule
    /// with several); `false` under a rule without a limit.
    package func reachesHalfLimit(_ count: TextCount) -> Bool { method.reachesHalfLimit(count.summary) }

    /// Whether the rule limits a post's length (``CountingMethod/limitsLength``); ``graphemes`` does not.
    public var limitsLength: Bool { method.limitsLength }

    /// The segments ``summary(of:segment:startsText:reuse:)`` expects: each paragraph of `bytes` with the break that ends it.
    package static func segments(of bytes: [UInt8]) -> [Range<Int>] {
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
}

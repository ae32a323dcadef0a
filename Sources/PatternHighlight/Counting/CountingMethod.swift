/// One platform's way of counting a post, behind ``CountingRule``: each profile's folder brings its own (twitter's
/// weighing, Bluesky's limits), and ``CountingRule`` is the one place the rest of the library calls.
///
/// A method weighs one stretch of text at a time (a paragraph with the break that ends it, or the words between two
/// count cuts, ``CountingWindow``) into a ``CountSummary`` that adds up, and judges a whole text from the sum. When
/// validity is not a function of the sum alone — twitter-text's valid range ends where the weight first passes the
/// limit — the method says so (`locatesValidPrefix`), and a document finds that place by descending its tree with
/// `staysValid(_:after:)`.
protocol CountingMethod: Sendable, Hashable {
    /// The summary of `bytes[segment]` (valid UTF-8) and the normalised length of the part of it that lies in the
    /// valid prefix when the text before it counts `before` (the empty ``UnitLengths`` for a method that does not
    /// `locatesValidPrefix`). `startsText`: the segment begins the whole text. `hint`: what the profile's
    /// recognizer already found in a text that contains `bytes[segment]`, with the same offsets, when it did.
    ///
    /// - Complexity: O(`segment.count`).
    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, hint: CountHint?
    ) -> (summary: CountSummary, validPrefix: UnitLengths)

    /// The kind of ``CountHint`` that ``weigh(_:_:startsText:after:hint:)`` reads (it ignores a hint of another
    /// kind), or `nil` when it reads none.
    var hintKind: CountHint.Kind? { get }

    /// Whether a text's validity depends on where its valid prefix ends, which a sum of summaries does not give.
    var locatesValidPrefix: Bool { get }

    /// Whether all of a stretch counted `stretch` lies in the valid prefix when the text before it counts `before`:
    /// the descent's test, O(1). Only asked when `locatesValidPrefix`.
    func staysValid(_ stretch: CountSummary, after before: CountSummary) -> Bool

    /// Whether a whole text counted `total`, whose valid prefix has normalised length `validPrefix`, may be posted.
    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool

    /// Whether the count is not a sum of segments' summaries: the platform changes the whole text before counting
    /// it (Mastodon strips its ends, posts a blank body's content warning as the body, and counts the warning with
    /// it). Such a method is only asked for ``weigh(wholeText:contentWarning:hint:)``.
    var countsWholeText: Bool { get }

    /// Whether the platform's posts carry a content warning that counts with the text (Mastodon's).
    var countsContentWarning: Bool { get }

    /// The summary of a whole text (valid UTF-8) posted with `contentWarning` (valid UTF-8, empty when none), for a
    /// method that ``countsWholeText``; the default weighs the text as one segment and ignores the warning, as a
    /// platform without content warnings does.
    ///
    /// - Complexity: O(n).
    func weigh(wholeText bytes: [UInt8], contentWarning: [UInt8], hint: CountHint?) -> CountSummary

    /// For a method that ``countsWholeText``: the summary of a whole text from `total`, the sum of its segments'
    /// summaries, reading only the stretches of the text it needs (`bytes(range)`, UTF-8 offsets), or `nil` when
    /// it needs all of it (then ``weigh(wholeText:contentWarning:hint:)`` is asked). What a document asks on each
    /// edit. Default `nil`.
    func weigh(
        total: CountSummary, contentWarning: [UInt8], reading bytes: (Range<Int>) -> [UInt8]
    ) -> CountSummary?

    /// Whether the platform trims the text when it is posted and counts what it posts (Bluesky's blank lines and
    /// ends): a figure that is no sum of segments' summaries, but a sum over the stretches of
    /// ``isTrimmedWhenPosting(_:)`` characters, so a document keeps it by reading the stretches around an edit.
    var trimsWhenPosting: Bool { get }

    /// Whether the scalar `value` is one of the characters a stretch that posting trims is made of.
    func isTrimmedWhenPosting(_ value: UInt32) -> Bool

    /// Whether the scalar `value` may make a stretch of trimmed characters that does not touch the text's ends lose
    /// bytes when posted (Bluesky's line breaks): a stretch without any is posted whole. Default `true`.
    func mayTrimInsideText(_ value: UInt32) -> Bool

    /// For a method that ``trimsWhenPosting``: whether an edit of a piece of a paragraph (`bytes`, before the edit,
    /// content up to `contentEnd`) that replaces `range` with `inserted` leaves the posted trim as it was, seen from
    /// the piece alone (``PostedTrimWindow/leavesTrim(_:replacing:with:contentEnd:method:)``); `false` when it cannot
    /// tell. Default `false`.
    func editLeavesPostedTrim(_ bytes: [UInt8], replacing range: Range<Int>, with inserted: [UInt8], contentEnd: Int) -> Bool

    /// How many bytes posting takes out of `window` (valid UTF-8), a stretch of the text that begins and ends with
    /// a character that is not ``isTrimmedWhenPosting(_:)``, or at the text's start (`startsText`) or end
    /// (`endsText`). Default 0.
    ///
    /// - Complexity: O(`window.count`).
    func trimmedWhenPosting(_ window: [UInt8], startsText: Bool, endsText: Bool) -> Int

    /// Whether the platform would post a whole text counted `total` (valid prefix `validPrefix`): what a thread's
    /// part must be. Default: ``isValid(_:validPrefix:)``; Bluesky's is the app's `postValid`.
    func isPostable(_ total: CountSummary, validPrefix: UnitLengths) -> Bool

    /// Whether a whole text counted `total` uses at least half of the platform's limit (of one of its limits, when it
    /// has several): where a thread's part may end at a line break or a sentence end. Default `false`, for a rule
    /// with no limit.
    func reachesHalfLimit(_ total: CountSummary) -> Bool

    /// Whether the rule limits a post's length (a rule without a limit cannot split a text into a thread unless a
    /// grapheme limit is given). Default `false`.
    var limitsLength: Bool { get }
}

extension CountingMethod {
    var locatesValidPrefix: Bool { false }
    func staysValid(_ stretch: CountSummary, after before: CountSummary) -> Bool { true }
    var countsWholeText: Bool { false }
    var countsContentWarning: Bool { false }
    func weigh(
        total: CountSummary, contentWarning: [UInt8], reading bytes: (Range<Int>) -> [UInt8]
    ) -> CountSummary? { nil }
    var hintKind: CountHint.Kind? { nil }
    var trimsWhenPosting: Bool { false }
    func isTrimmedWhenPosting(_ value: UInt32) -> Bool { false }
    func mayTrimInsideText(_ value: UInt32) -> Bool { true }
    func trimmedWhenPosting(_ window: [UInt8], startsText: Bool, endsText: Bool) -> Int { 0 }
    func editLeavesPostedTrim(_ bytes: [UInt8], replacing range: Range<Int>, with inserted: [UInt8], contentEnd: Int) -> Bool {
        false
    }
    func isPostable(_ total: CountSummary, validPrefix: UnitLengths) -> Bool { isValid(total, validPrefix: validPrefix) }
    func reachesHalfLimit(_ total: CountSummary) -> Bool { false }
    var limitsLength: Bool { false }

    /// `total`, the sum of a whole text's segments' summaries, with what only the whole text gives filled in
    /// (the posted trim, for a method that ``trimsWhenPosting``).
    ///
    /// - Complexity: O(n) when the method ``trimsWhenPosting``, else O(1).
    func completed(_ total: CountSummary, wholeText bytes: [UInt8]) -> CountSummary {
        guard trimsWhenPosting else { return total }
        var total = total
        total.postedTrim = trimmedWhenPosting(bytes, startsText: true, endsText: true)
        return total
    }
    func weigh(wholeText bytes: [UInt8], contentWarning: [UInt8], hint: CountHint?) -> CountSummary {
        weigh(bytes, 0..<bytes.count, startsText: true, after: .zero, hint: hint).summary
    }
}

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

    /// Whether a text's validity depends on where its valid prefix ends, which a sum of summaries does not give.
    var locatesValidPrefix: Bool { get }

    /// Whether all of a stretch counted `stretch` lies in the valid prefix when the text before it counts `before`:
    /// the descent's test, O(1). Only asked when `locatesValidPrefix`.
    func staysValid(_ stretch: CountSummary, after before: CountSummary) -> Bool

    /// Whether a whole text counted `total`, whose valid prefix has normalised length `validPrefix`, may be posted.
    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool
}

extension CountingMethod {
    var locatesValidPrefix: Bool { false }
    func staysValid(_ stretch: CountSummary, after before: CountSummary) -> Bool { true }
}

/// One platform's way of counting a post, behind ``CountingRule``: each profile's folder brings its own
/// (<doc:AddingAPlatform>), and ``CountingRule`` is the one place the rest of the library calls.
///
/// A method weighs one stretch of text at a time (a paragraph with the break that ends it, or the words between two
/// count cuts) into a ``CountSummary`` that adds up, and judges a whole text from the sum. When
/// validity is not a function of the sum alone — a valid range that ends where the weight first passes the
/// limit — the method says so (`locatesValidPrefix`), and a document finds that place by descending its tree with
/// `staysValid(_:after:)`.
public protocol CountingMethod: Sendable, Hashable {
    /// The summary of `bytes[segment]` (valid UTF-8) and the normalised length of the part of it that lies in the
    /// valid prefix when the text before it counts `before` (the empty ``UnitLengths`` for a method that does not
    /// `locatesValidPrefix`). `startsText`: the segment begins the whole text. `reuse`: what the profile's
    /// recognizer already found in a text that contains `bytes[segment]`, with the same offsets, when it did.
    ///
    /// - Complexity: O(`segment.count`).
    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, reuse: CountReuse?
    ) -> (summary: CountSummary, validPrefix: UnitLengths)

    /// The kind of ``CountReuse`` that ``weigh(_:_:startsText:after:reuse:)`` reads (it ignores a reuse of another
    /// kind), or `nil` when it reads none.
    var reuseKind: CountReuse.Kind? { get }

    /// Whether a text's validity depends on where its valid prefix ends, which a sum of summaries does not give.
    var locatesValidPrefix: Bool { get }

    /// Whether all of a stretch counted `stretch` lies in the valid prefix when the text before it counts `before`:
    /// the descent's test, O(1). Only asked when `locatesValidPrefix`.
    func staysValid(_ stretch: CountSummary, after before: CountSummary) -> Bool

    /// Whether a whole text counted `total`, whose valid prefix has normalised length `validPrefix`, may be posted.
    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool

    /// Whether the count is not a sum of segments' summaries: the platform changes the whole text before counting
    /// it (strips its ends, say, or counts a content warning with it). Such a method is only asked for
    /// ``weigh(wholeText:contentWarning:reuse:)``.
    var countsWholeText: Bool { get }

    /// Whether the platform's posts carry a content warning that counts with the text.
    var countsContentWarning: Bool { get }

    /// What a content warning `warning` (valid UTF-8, not empty) adds to the summary of the text it is posted with,
    /// for a method that ``countsContentWarning`` and does not ``countsWholeText``: a whole text's count, a thread's
    /// parts and a live document (which keeps it while the warning stays) each add it to the text's summary, so that
    /// a platform weighs its warning in this one place. Default: ``CountSummary/zero``.
    ///
    /// - Complexity: O(`warning.count`).
    func weigh(contentWarning warning: [UInt8]) -> CountSummary

    /// The summary of a whole text (valid UTF-8) posted with `contentWarning` (valid UTF-8, empty when none), for a
    /// method that ``countsWholeText``; the default weighs the text as one segment and ignores the warning, as a
    /// platform without content warnings does.
    ///
    /// - Complexity: O(n).
    func weigh(wholeText bytes: [UInt8], contentWarning: [UInt8], reuse: CountReuse?) -> CountSummary

    /// `total`, the sum of a whole text's segments' summaries, with what only the whole text gives filled in
    /// (what posting trims at the text's ends, say). Default: `total`.
    ///
    /// - Complexity: O(n) at most.
    func completed(_ total: CountSummary, wholeText bytes: [UInt8]) -> CountSummary

    /// What a live document keeps for this method (``ProfileDocumentState``), made for a new text of `bytes` whose
    /// paragraphs `document` holds; `nil` (the default) for a method whose count is the rule's count of the sum of
    /// the paragraphs' summaries.
    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)?

    /// The platform's own figures of a whole text counted `total` (valid prefix `validPrefix`), or `nil` (the
    /// default) for a rule that has none beyond graphemes and validity.
    func platformCount(of total: CountSummary, validPrefix: UnitLengths) -> (any PlatformCount)?

    /// Calls `body` with each of ``platformCount(of:validPrefix:)``'s figures (``PlatformCount/forEachFigure(in:_:)``).
    /// Default: those of ``platformCount(of:validPrefix:)``, so that a platform writes its figures once; a built-in
    /// rule writes them here too, without making an existential of them.
    func forEachFigure(
        of total: CountSummary, validPrefix: UnitLengths, in unit: OffsetUnit, _ body: (StaticString, CountFigure) -> Void)

    /// Whether the platform would post a whole text counted `total` (valid prefix `validPrefix`): what a thread's
    /// part must be. Default: ``isValid(_:validPrefix:)``.
    func isPostable(_ total: CountSummary, validPrefix: UnitLengths) -> Bool

    /// Whether a whole text counted `total` uses at least half of the platform's limit (of one of its limits, when it
    /// has several): where a thread's part may end at a line break or a sentence end. Default `false`, for a rule
    /// with no limit.
    func reachesHalfLimit(_ total: CountSummary) -> Bool

    /// Whether the rule limits a post's length (a rule without a limit cannot split a text into a thread unless a
    /// grapheme limit is given). Default `false`.
    var limitsLength: Bool { get }

    /// The rule's name in ``CountingRule``'s coded form (`{"name": …}`): how a decoder finds this kind of method.
    var codedName: String { get }

    /// Writes the method's own settings beside its name (none by default).
    func encodeSettings(to encoder: any Encoder) throws

    /// A method of this kind with the settings `decoder` holds (itself by default: a method without settings).
    func decodingSettings(from decoder: any Decoder) throws -> any CountingMethod
}

extension CountingMethod {
    public func encodeSettings(to encoder: any Encoder) throws {}
    public func decodingSettings(from decoder: any Decoder) throws -> any CountingMethod { self }
    public var locatesValidPrefix: Bool { false }
    public func staysValid(_ stretch: CountSummary, after before: CountSummary) -> Bool { true }
    public var countsWholeText: Bool { false }
    public var countsContentWarning: Bool { false }
    public func weigh(contentWarning warning: [UInt8]) -> CountSummary { .zero }
    public var reuseKind: CountReuse.Kind? { nil }
    public func isPostable(_ total: CountSummary, validPrefix: UnitLengths) -> Bool { isValid(total, validPrefix: validPrefix) }
    public func reachesHalfLimit(_ total: CountSummary) -> Bool { false }
    public var limitsLength: Bool { false }

    public func completed(_ total: CountSummary, wholeText bytes: [UInt8]) -> CountSummary { total }
    public func platformCount(of total: CountSummary, validPrefix: UnitLengths) -> (any PlatformCount)? { nil }
    public func forEachFigure(
        of total: CountSummary, validPrefix: UnitLengths, in unit: OffsetUnit, _ body: (StaticString, CountFigure) -> Void
    ) {
        platformCount(of: total, validPrefix: validPrefix)?.forEachFigure(in: unit, body)
    }
    public func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? { nil }
    public func weigh(wholeText bytes: [UInt8], contentWarning: [UInt8], reuse: CountReuse?) -> CountSummary {
        weigh(bytes, 0..<bytes.count, startsText: true, after: .zero, reuse: reuse).summary
    }
}

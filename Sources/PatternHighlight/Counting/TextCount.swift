/// What a composer's length counter shows for a text under a ``CountingRule``: graphemes for every profile, plus
/// the platform's own figures (``figures(_:)``, or the accessor each platform adds; see <doc:Counting>).
///
/// ```swift
/// let count = Highlighter(profile: .twitter).annotate("hi 👋🏽 https://example.com").count
/// count.twitter?.weightedLength   // 29: "hi " 3, the emoji sequence 2, " " 1, the URL 23
/// count.valid                     // true
/// ```
public struct TextCount: Sendable, Hashable {
    /// The rule the text was counted under.
    public let rule: CountingRule
    /// The sum of the text's summaries, from which each platform's figures are read.
    let summary: CountSummary
    /// The normalised length of the longest valid prefix, under a rule that ``CountingRule/locatesValidPrefix``.
    let validPrefix: UnitLengths
    /// Whether the platform accepts what would be posted — one verdict, the platform's, as its ``CountingMethod``
    /// judges it (<doc:Counting> gives each built-in platform's); any other figure is a figure only.
    public let valid: Bool

    /// Extended grapheme clusters (UAX #29).
    public var graphemes: Int { summary.graphemes }
    /// The length of the text as written, in every ``OffsetUnit``.
    public var length: UnitLengths { summary.length }

    /// The platform's own figures as `type`, its ``PlatformCount`` (<doc:Counting> names the built-in platforms'),
    /// when the text was counted under that platform's rule; else `nil`.
    ///
    /// ```swift
    /// Highlighter(profile: .bluesky).annotate("hi").count.figures(BlueskyCount.self)?.displayGraphemes   // 2
    /// ```
    public func figures<Figures: PlatformCount>(_ type: Figures.Type) -> Figures? {
        rule.method.platformCount(of: summary, validPrefix: validPrefix) as? Figures
    }

    /// Calls `body` with each of the platform's own figures (``PlatformCount/forEachFigure(in:_:)``), named as the
    /// command line's JSON names them, offsets in `unit`; never under a rule without figures of its own.
    public func forEachPlatformFigure(in unit: OffsetUnit, _ body: (_ name: StaticString, _ figure: CountFigure) -> Void) {
        rule.method.forEachFigure(of: summary, validPrefix: validPrefix, in: unit, body)
    }

    init(rule: CountingRule, summary: CountSummary, validPrefix: UnitLengths, valid: Bool) {
        self.rule = rule
        self.summary = summary
        self.validPrefix = validPrefix
        self.valid = valid
    }
}

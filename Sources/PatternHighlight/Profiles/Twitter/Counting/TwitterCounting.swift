/// twitter-text 3.1's `parseTweet` as a ``CountingMethod``: the NFC-normalised text weighed item by item
/// (``TwitterWeighing``), valid while the weight stays within the configuration's limit and no invalid character
/// stands, which is a prefix (``locatesValidPrefix``).
struct TwitterCounting: CountingMethod {
    let configuration: TwitterCountConfiguration

    var reuseKind: CountReuse.Kind? { .twitterURLCandidates }

    /// `reuse`: the URL candidates of an annotate scan of the text as written (``TwitterRecognizer``), used only
    /// when NFC leaves the segment as it is.
    ///
    /// One pass over the bytes counts the graphemes and tallies every scalar's weight, the lengths and the invalid
    /// characters (``TwitterScalarTally``); NFC is applied only to the spans it changes
    /// (``NFCNormalization/normalizedIfChanged(_:_:unstable:changed:)``, at the offsets the pass noted), the
    /// normalised text tallied again when it differs; the URLs and emoji sequences found then swap their scalars' weight for theirs. Only a text that
    /// holds an invalid character or passes the limit is walked item by item, up to where its valid prefix ends.
    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, reuse: CountReuse?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        guard let asciiWeight = configuration.uniformASCIIWeight else {
            return weighWalkingEveryItem(bytes, segment, startsText: startsText, after: before, reuse: reuse)
        }
        var summary = CountSummary()
        var tally = TwitterScalarTally(configuration: configuration, asciiWeight: asciiWeight)
        summary.graphemes = GraphemeCounter.count(in: bytes, segment, observing: &tally)
        summary.length = tally.length
        // Text already in NFC (most text) is weighed where it stands, without a copy.
        // The spans NFC changes turn the tally into the normalised text's.
        let unstable = tally.unstableOffsets
        let normalized = NFCNormalization.normalizedIfChanged(bytes, segment, unstable: unstable) { span, replacement in
            tally.replace(bytes, span, with: replacement)
        }
        let text = normalized ?? bytes
        let range = normalized.map { 0..<$0.count } ?? segment
        let items = TwitterWeighing.Items(
            of: text, range, startsText: startsText, configuration: configuration,
            urlCandidates: normalized == nil ? reuse?.ranges(ifOf: reuseKind) : nil,
            emojiFrom: normalized == nil ? tally.firstEmojiCandidate : nil)
        let adjustment = TwitterWeighing.itemAdjustment(
            text, range, urls: items.urls, emoji: items.emoji, configuration: configuration, asciiWeight: asciiWeight)
        summary.weight = tally.weight + adjustment.weight
        summary.normalizedLength = tally.length
        summary.invalidCharacters = tally.invalidCharacters + adjustment.invalidCharacters
        // The weight only grows along the text: one that ends within the limit, with no invalid character, is all
        // valid prefix.
        let earlierValid = !before.containsInvalidCharacter
        let validPrefix: UnitLengths
        if !earlierValid || before.weight > configuration.maxScaledWeight {
            validPrefix = UnitLengths()
        } else if !summary.containsInvalidCharacter && before.weight + summary.weight <= configuration.maxScaledWeight {
            validPrefix = summary.normalizedLength
        } else {
            var weighing = TwitterWeighing(
                locatingValidPrefixAfter: before.weight, earlierValid: earlierValid, configuration: configuration)
            weighing.weigh(text, range, urls: items.urls, emoji: items.emoji)
            validPrefix = weighing.validPrefix
        }
        return (summary, validPrefix)
    }

    /// The walk over every item and scalar, for a configuration whose ASCII scalars do not all weigh the same.
    private func weighWalkingEveryItem(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, reuse: CountReuse?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        var summary = CountSummary()
        summary.graphemes = GraphemeCounter.count(in: bytes, segment)
        let normalized = NFCNormalization.normalizedIfChanged(bytes, segment)
        let text = normalized ?? bytes
        let range = normalized.map { 0..<$0.count } ?? segment
        let items = TwitterWeighing.Items(
            of: text, range, startsText: startsText, configuration: configuration,
            urlCandidates: normalized == nil ? reuse?.ranges(ifOf: reuseKind) : nil)
        var weighing = TwitterWeighing(
            configuration: configuration, weightBefore: before.weight, earlierValid: !before.containsInvalidCharacter)
        weighing.weigh(text, range, urls: items.urls, emoji: items.emoji)
        summary.length = normalized == nil ? weighing.normalizedLength : UnitLengths(of: bytes, segment)
        summary.weight = weighing.weight - before.weight
        summary.normalizedLength = weighing.normalizedLength
        summary.invalidCharacters = weighing.invalidCharacters
        return (summary, weighing.validPrefix)
    }

    var locatesValidPrefix: Bool { true }

    func platformCount(of total: CountSummary, validPrefix: UnitLengths) -> (any PlatformCount)? {
        TwitterCount(configuration: configuration, summary: total, validPrefixLength: validPrefix)
    }

    func forEachFigure(
        of total: CountSummary, validPrefix: UnitLengths, in unit: OffsetUnit, _ body: (StaticString, CountFigure) -> Void
    ) {
        TwitterCount(configuration: configuration, summary: total, validPrefixLength: validPrefix).forEachFigure(in: unit, body)
    }

    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? {
        TwitterDocumentValidRange(in: document)
    }

    func staysValid(_ stretch: CountSummary, after before: CountSummary) -> Bool {
        !before.containsInvalidCharacter && !stretch.containsInvalidCharacter
            && before.weight + stretch.weight <= configuration.maxScaledWeight
    }

    var limitsLength: Bool { true }

    /// Half of the configuration's `maxWeightedLength` (140 of 280 in v2 and v3).
    func reachesHalfLimit(_ total: CountSummary) -> Bool { 2 * total.weight >= configuration.maxScaledWeight }

    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool {
        TwitterCount(configuration: configuration, summary: total, validPrefixLength: validPrefix).valid
    }
}

extension CountingRule {
    /// twitter-text 3.1's `parseTweet` under `configuration` (``TwitterCountConfiguration/v3`` is twitter-text's
    /// default).
    public static func twitter(_ configuration: TwitterCountConfiguration) -> CountingRule {
        CountingRule(TwitterCounting(configuration: configuration))
    }

    /// The twitter configuration this rule counts under, or `nil` for the other rules.
    public var twitterConfiguration: TwitterCountConfiguration? {
        (method as? TwitterCounting)?.configuration
    }
}

extension TextCount {
    /// parseTweet's result when counted under twitter's rules, else `nil`.
    public var twitter: TwitterCount? {
        rule.twitterConfiguration.map { TwitterCount(configuration: $0, summary: summary, validPrefixLength: validPrefix) }
    }
}

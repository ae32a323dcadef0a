/// twitter-text 3.1's `parseTweet` as a ``CountingMethod``: the NFC-normalised text weighed item by item
/// (``TwitterWeighing``), valid while the weight stays within the configuration's limit and no invalid character
/// stands, which is a prefix (``locatesValidPrefix``).
struct TwitterCounting: CountingMethod {
    let configuration: TwitterCountConfiguration

    /// `hint`: the URL candidates of an annotate scan of the text as written (``TwitterRecognizer``), used only
    /// when NFC leaves the segment as it is.
    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, hint: CountHint?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        var summary = CountSummary()
        summary.graphemes = GraphemeCounter.count(in: bytes, segment)
        // Text already in NFC (most text) is weighed where it stands, without a copy.
        let normalized = NFCNormalization.normalizedIfChanged(bytes, segment)
        let text = normalized ?? bytes
        let range = normalized.map { 0..<$0.count } ?? segment
        let items = TwitterWeighing.Items(
            of: text, range, startsText: startsText, configuration: configuration,
            urlCandidates: normalized == nil ? hint?.ranges : nil)
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

    func staysValid(_ stretch: CountSummary, after before: CountSummary) -> Bool {
        !before.containsInvalidCharacter && !stretch.containsInvalidCharacter
            && before.weight + stretch.weight <= configuration.maxScaledWeight
    }

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

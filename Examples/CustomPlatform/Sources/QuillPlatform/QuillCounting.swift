import PatternHighlight

/// Quill's count: every grapheme of the text once, every grapheme of the content warning twice, within
/// `maxGraphemes`; a note must hold something.
public struct QuillCounting: CountingMethod {
    /// The most a note may weigh, in graphemes.
    public let maxGraphemes: Int

    public init(maxGraphemes: Int) {
        self.maxGraphemes = maxGraphemes
    }

    public var codedName: String { "quill" }
    public var limitsLength: Bool { true }
    public var countsContentWarning: Bool { true }

    public func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, reuse: CountReuse?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        var summary = CountSummary(graphemesAndLengthsOf: bytes, segment)
        summary.weight = summary.graphemes
        return (summary, UnitLengths())
    }

    public func weigh(contentWarning warning: [UInt8]) -> CountSummary {
        var summary = CountSummary.zero
        summary.weight = 2 * CountSummary(graphemesAndLengthsOf: warning, 0..<warning.count).graphemes
        return summary
    }

    public func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool {
        total.graphemes > 0 && total.weight <= maxGraphemes && !total.containsInvalidCharacter
    }

    public func reachesHalfLimit(_ total: CountSummary) -> Bool { 2 * total.weight >= maxGraphemes }

    public func platformCount(of total: CountSummary, validPrefix: UnitLengths) -> (any PlatformCount)? {
        QuillCount(graphemes: total.weight, maxGraphemes: maxGraphemes)
    }

    // Codable settings: `{"name":"quill","maxGraphemes":N}`.
    private enum Key: String, CodingKey { case maxGraphemes }

    public func encodeSettings(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(maxGraphemes, forKey: .maxGraphemes)
    }

    public func decodingSettings(from decoder: any Decoder) throws -> any CountingMethod {
        QuillCounting(maxGraphemes: try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .maxGraphemes))
    }
}

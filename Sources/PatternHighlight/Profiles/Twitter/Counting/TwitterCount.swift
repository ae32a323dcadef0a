/// twitter-text's `parseTweet` result for a text under one ``TwitterCountConfiguration``.
///
/// parseTweet counts the NFC-normalised text; its ranges' ends are inclusive code-unit indices. ``validRangeEnd(in:)``
/// and ``displayRangeEnd(in:)`` give them in any ``OffsetUnit`` exactly as parseTweet computes them in UTF-16: the
/// last unit of the valid prefix of the normalised text, moved by the difference between the original and the
/// normalised lengths; the last unit of the original text.
public struct TwitterCount: PlatformCount {
    /// The configuration counted under.
    public let configuration: TwitterCountConfiguration
    /// The weighted length (a URL counts 23, an emoji sequence 2 in v3, CJK 2 in v2 and v3).
    public let weightedLength: Int
    /// Not empty, no invalid character, ``weightedLength`` within the configuration's maximum.
    public let valid: Bool
    /// ``weightedLength`` in thousandths of the maximum, rounded down as parseTweet does (in floating point).
    public let permillage: Int
    /// The length of the text as written.
    public let length: UnitLengths
    /// The length of the NFC-normalised text.
    public let normalizedLength: UnitLengths
    /// The length of the longest prefix of the normalised text that is valid on its own.
    public let validPrefixLength: UnitLengths

    /// Always 0.
    public var validRangeStart: Int { 0 }
    /// Always 0.
    public var displayRangeStart: Int { 0 }

    /// The inclusive end of the valid range, as parseTweet reports it (0 when nothing is valid).
    public func validRangeEnd(in unit: OffsetUnit) -> Int {
        max(validPrefixLength.value(in: unit) - 1, 0) + length.value(in: unit) - normalizedLength.value(in: unit)
    }

    /// The inclusive end of the display range: the last unit of the text (0 for an empty text).
    public func displayRangeEnd(in unit: OffsetUnit) -> Int {
        max(length.value(in: unit) - 1, 0)
    }

    /// The result for a whole text from its summary and its valid prefix's normalised length.
    init(configuration: TwitterCountConfiguration, summary: CountSummary, validPrefixLength: UnitLengths) {
        self.configuration = configuration
        // The three configurations' weights are multiples of their scale.
        weightedLength = summary.weight / configuration.scale
        valid = !summary.containsInvalidCharacter && weightedLength > 0 && weightedLength <= configuration.maxWeightedLength
        permillage = Int((Double(weightedLength) / Double(configuration.maxWeightedLength) * 1000).rounded(.down))
        length = summary.length
        normalizedLength = summary.normalizedLength
        self.validPrefixLength = validPrefixLength
    }

    /// `weightedLength`, `permillage`, `displayRangeStart`, `displayRangeEnd`, `validRangeStart`, `validRangeEnd`
    /// (inclusive ends in `unit`, as parseTweet reports them).
    public func forEachFigure(in unit: OffsetUnit, _ body: (_ name: StaticString, _ figure: CountFigure) -> Void) {
        body("weightedLength", .integer(weightedLength))
        body("permillage", .integer(permillage))
        body("displayRangeStart", .integer(displayRangeStart))
        body("displayRangeEnd", .integer(displayRangeEnd(in: unit)))
        body("validRangeStart", .integer(validRangeStart))
        body("validRangeEnd", .integer(validRangeEnd(in: unit)))
    }
}

/// A count is coded as the command line's `"count"` object — `graphemes`, the platform's own figures by their
/// names (``TextCount/forEachPlatformFigure(in:_:)``, offsets in UTF-8 bytes), `valid` — followed by what a decoder
/// rebuilds it from: `"rule"` (see ``CountingRule``), `"summary"` (the sums it was counted to: `length`, `weight`,
/// `normalizedLength`, `invalidCharacters`, `platformSums`) and `"validPrefix"`. The platform figures are written
/// for a reader and not read back (they follow from the rest); a `valid` that the rest contradicts is corrupt data.
///
/// ```swift
/// import Foundation  // JSONEncoder
///
/// let count = Highlighter(profile: .mastodon).annotate("hi").count
/// String(decoding: try JSONEncoder().encode(count), as: UTF8.self)
/// // {"graphemes":2,"length":2,"maxCharacters":500,"valid":true,"rule":{…},"summary":{…},"validPrefix":{…}}
/// ```
extension TextCount: Codable {
    /// A member name: the contract's figure names are known only as the rule writes them.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }

        static let graphemes = Key("graphemes"), valid = Key("valid"), rule = Key("rule")
        static let summary = Key("summary"), validPrefix = Key("validPrefix")
        static let length = Key("length"), weight = Key("weight"), normalizedLength = Key("normalizedLength")
        static let invalidCharacters = Key("invalidCharacters"), platformSums = Key("platformSums")
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let rule = try container.decode(CountingRule.self, forKey: .rule)
        let sums = try container.nestedContainer(keyedBy: Key.self, forKey: .summary)
        var summary = CountSummary()
        summary.graphemes = try container.decode(Int.self, forKey: .graphemes)
        summary.length = try sums.decode(UnitLengths.self, forKey: .length)
        summary.weight = try sums.decode(Int.self, forKey: .weight)
        summary.normalizedLength = try sums.decode(UnitLengths.self, forKey: .normalizedLength)
        summary.invalidCharacters = try sums.decode(Int.self, forKey: .invalidCharacters)
        let lanes = try sums.decode([Int].self, forKey: .platformSums)
        guard lanes.count == summary.platformSums.scalarCount else {
            throw DecodingError.dataCorruptedError(
                forKey: .platformSums, in: sums, debugDescription: "\(summary.platformSums.scalarCount) platform sums expected")
        }
        for (lane, value) in lanes.enumerated() { summary.platformSums[lane] = value }
        self = rule.count(total: summary, validPrefix: try container.decode(UnitLengths.self, forKey: .validPrefix))
        guard try container.decode(Bool.self, forKey: .valid) == valid else {
            throw DecodingError.dataCorruptedError(
                forKey: .valid, in: container, debugDescription: "valid contradicts the rule, summary and valid prefix")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(graphemes, forKey: .graphemes)
        var figureError: (any Error)?
        forEachPlatformFigure(in: .utf8) { name, figure in
            do {
                switch figure {
                case .integer(let value): try container.encode(value, forKey: Key("\(name)"))
                case .boolean(let value): try container.encode(value, forKey: Key("\(name)"))
                }
            } catch {
                figureError = figureError ?? error
            }
        }
        if let figureError { throw figureError }
        try container.encode(valid, forKey: .valid)
        try container.encode(rule, forKey: .rule)
        var sums = container.nestedContainer(keyedBy: Key.self, forKey: .summary)
        try sums.encode(summary.length, forKey: .length)
        try sums.encode(summary.weight, forKey: .weight)
        try sums.encode(summary.normalizedLength, forKey: .normalizedLength)
        try sums.encode(summary.invalidCharacters, forKey: .invalidCharacters)
        try sums.encode((0..<summary.platformSums.scalarCount).map { summary.platformSums[$0] }, forKey: .platformSums)
        try container.encode(validPrefix, forKey: .validPrefix)
    }
}

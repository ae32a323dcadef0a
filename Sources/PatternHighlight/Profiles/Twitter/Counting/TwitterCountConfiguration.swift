/// One of twitter-text's counting configurations (`config/v1.json`, `v2.json`, `v3.json`): how much each character
/// weighs and how much a post may weigh.
///
/// Weights are scaled integers (`scale` units per counted character), as in twitter-text, so that sums stay exact.
public struct TwitterCountConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// A run of scalars that weighs `weight` instead of ``defaultWeight``.
    public struct WeightRange: Sendable, Hashable {
        /// The first and last scalar value of the range (inclusive).
        public let first: UInt32
        public let last: UInt32
        /// The weight of each scalar in the range, in scaled units.
        public let weight: Int
    }

    /// The configuration's version (1, 2 or 3); ``description`` is `v1`, `v2` or `v3`.
    public let version: Int
    /// The largest weighted length a valid post may have (140 or 280).
    public let maxWeightedLength: Int
    /// Scaled units per counted character (1 or 100).
    public let scale: Int
    /// The weight of a character outside ``ranges``, in scaled units.
    public let defaultWeight: Int
    /// What every URL counts, in characters (before scaling): 23, the length of a t.co link.
    public let transformedURLLength: Int
    /// The lighter scripts (Latin, Cyrillic, …, general punctuation): weight 100 in v2 and v3.
    public let ranges: [WeightRange]
    /// Whether an emoji sequence (what twemoji-parser's regex finds) counts as one default-weight character (v3).
    public let countsEmojiSequencesAsOne: Bool

    /// 140 characters, every character weighs 1 (an astral scalar too).
    public static let v1 = TwitterCountConfiguration(
        version: 1, maxWeightedLength: 140, scale: 1, defaultWeight: 1, transformedURLLength: 23, ranges: [],
        countsEmojiSequencesAsOne: false)

    /// 280 weighted characters: U+0000–U+10FF and three stretches of general punctuation weigh 1, everything else
    /// (CJK, emoji, …) 2.
    public static let v2 = TwitterCountConfiguration(
        version: 2, maxWeightedLength: 280, scale: 100, defaultWeight: 200, transformedURLLength: 23,
        ranges: lightRanges, countsEmojiSequencesAsOne: false)

    /// ``v2``, with every emoji sequence (keycaps, flags, ZWJ families, skin tones) counted as one character of
    /// weight 2. twitter-text 3.1's default, and this library's.
    public static let v3 = TwitterCountConfiguration(
        version: 3, maxWeightedLength: 280, scale: 100, defaultWeight: 200, transformedURLLength: 23,
        ranges: lightRanges, countsEmojiSequencesAsOne: true)

    /// The three configurations, by version.
    public static var all: [TwitterCountConfiguration] { [.v1, .v2, .v3] }

    /// The configuration called `name` (`v1`, `v2`, `v3`), or `nil`.
    public static func named(_ name: String) -> TwitterCountConfiguration? {
        all.first { $0.description == name }
    }

    private static let lightRanges = [
        WeightRange(first: 0x0000, last: 0x10FF, weight: 100), WeightRange(first: 0x2000, last: 0x200D, weight: 100),
        WeightRange(first: 0x2010, last: 0x201F, weight: 100), WeightRange(first: 0x2032, last: 0x2037, weight: 100),
    ]

    public var description: String { "v\(version)" }

    /// The largest total weight, in scaled units, of a valid post.
    var maxScaledWeight: Int { maxWeightedLength * scale }

    /// The weight every ASCII scalar has, when they all weigh the same (every range covers all of ASCII or none of
    /// it, as in v1, v2 and v3), else `nil`: the counting loops' fast path.
    var uniformASCIIWeight: Int? {
        let uniform = ranges.allSatisfy { ($0.first == 0 && $0.last >= 0x7F) || $0.first > 0x7F }
        return uniform ? weight(of: 0) : nil
    }

    /// The weight of one scalar counted on its own, in scaled units. twitter-text weighs the UTF-16 code unit it
    /// stands on after stepping over a surrogate pair, the low surrogate, which no range holds: every scalar above
    /// U+FFFF weighs ``defaultWeight``.
    func weight(of scalar: UInt32) -> Int {
        guard scalar <= 0xFFFF else { return defaultWeight }
        for range in ranges where range.first <= scalar && scalar <= range.last { return range.weight }
        return defaultWeight
    }
}

/// The count of one stretch of text — a paragraph with the break that ends it — in a form that combines: the
/// summary of two consecutive stretches is the sum of theirs (`+`).
///
/// Stretches cut after a paragraph break count independently: a break is a grapheme boundary on both sides
/// (CRLF stays whole in one stretch), NFC composes nothing across it, and no URL or emoji sequence contains one.
/// So a document can keep one summary per paragraph in a tree and sum them in O(log n) per edit; the one value that
/// is not a sum, where the valid prefix ends, is found by descending the same tree: a subtree whose summary
/// stays valid (``CountingMethod/staysValid(_:after:)``) lies wholly in the valid prefix and is skipped, else the
/// descent goes into it, and the one paragraph where the limit is crossed is weighed again
/// (the method's ``CountingMethod/weigh(_:_:startsText:after:reuse:)`` after what precedes it).
///
/// Counting mechanics: what a platform's ``CountingMethod`` weighs a stretch into and judges a text by; clients of
/// the counts read a ``TextCount``.
public struct CountSummary: Sendable, Hashable {
    /// Extended grapheme clusters (UAX #29), as `Character` iteration counts them.
    public internal(set) var graphemes = 0
    /// The length of the text as written.
    public internal(set) var length = UnitLengths()
    /// The rule's own length, which its ``CountingMethod`` sets in its own meaning (0 under rules that weigh
    /// nothing).
    public var weight = 0
    /// The length of the text after NFC normalisation (the text's own length under other rules).
    public internal(set) var normalizedLength = UnitLengths()
    /// How many U+FFFE, U+FEFF and U+FFFF the text holds (outside URLs and emoji sequences), which make a post
    /// invalid. A count, not a flag, so that a summary can be taken back out of a sum (`-`).
    public internal(set) var invalidCharacters = 0
    /// Three sums a counting method may keep beside the shared figures, each lane in its own meaning (a platform
    /// names its lanes in an extension of its own, as it does its figures); zero under methods that keep none.
    /// Summed and taken apart like every other figure, so that a live document keeps them in O(log n) per edit.
    ///
    /// A lane holds what adds up over stretches (a method's ``CountingMethod/weigh(_:_:startsText:after:reuse:)``
    /// sets it for one stretch), or what only the whole text gives (set by
    /// ``CountingMethod/completed(_:wholeText:)`` and by the method's document state in
    /// ``ProfileDocumentState/countInputs(total:of:)``), which a sum of stretches does not hold.
    public var platformSums = SIMD3<Int>()

    /// Whether the text holds U+FFFE, U+FEFF or U+FFFF, which make a post invalid.
    public var containsInvalidCharacter: Bool { invalidCharacters > 0 }

    /// The summary of no text.
    public static let zero = CountSummary()

    init() {}

    /// The graphemes and lengths of `bytes[segment]` (valid UTF-8), its normalised length its own: what every rule
    /// counts; a rule that weighs or normalises sets the rest.
    ///
    /// - Complexity: O(`segment.count`).
    public init(graphemesAndLengthsOf bytes: [UInt8], _ segment: Range<Int>) {
        // Two passes measure faster than one here: the lengths' word-at-a-time count costs about a quarter of an
        // instruction per byte, less than three sums per scalar in the grapheme loop (callgrind, counting scenario).
        graphemes = GraphemeCounter.count(in: bytes, segment)
        length = UnitLengths(of: bytes, segment)
        normalizedLength = length
    }

    /// The summary of two consecutive stretches of text.
    @inline(__always)
    public static func + (lhs: CountSummary, rhs: CountSummary) -> CountSummary {
        var sum = lhs
        sum += rhs
        return sum
    }

    @inline(__always)
    public static func += (lhs: inout CountSummary, rhs: CountSummary) {
        lhs.graphemes += rhs.graphemes
        lhs.length = lhs.length + rhs.length
        lhs.weight += rhs.weight
        lhs.normalizedLength = lhs.normalizedLength + rhs.normalizedLength
        lhs.invalidCharacters += rhs.invalidCharacters
        lhs.platformSums &+= rhs.platformSums
    }

    /// The summary of a stretch of text less that of a stretch it ends with or begins with (or of an old version
    /// of a part of it, for the change an edit makes).
    @inline(__always)
    public static func - (lhs: CountSummary, rhs: CountSummary) -> CountSummary {
        var difference = lhs
        difference.graphemes -= rhs.graphemes
        difference.length = difference.length - rhs.length
        difference.weight -= rhs.weight
        difference.normalizedLength = difference.normalizedLength - rhs.normalizedLength
        difference.invalidCharacters -= rhs.invalidCharacters
        difference.platformSums &-= rhs.platformSums
        return difference
    }
}

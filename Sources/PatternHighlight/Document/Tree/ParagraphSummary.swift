/// Totals over a run of paragraphs: what a ``ParagraphTree`` node keeps for its subtree so that finding
/// the paragraph at an offset (in any unit) or at an entity ordinal costs one descent, and the sums of the
/// paragraphs' counts (``CountSummary``), so that the document's count is kept as it is edited.
struct ParagraphSummary: Sendable, Equatable {
    var paragraphs = 0
    var utf8 = 0
    var utf16 = 0
    var scalars = 0
    var entities = 0
    /// The rest of the ``CountSummary`` (its length is the three above): graphemes, twitter-text's weight,
    /// what NFC normalisation adds to the length (usually nothing), invalid characters.
    var graphemes = 0
    var weight = 0
    var normalizationChange = UnitLengths()
    var invalidCharacters = 0

    static let zero = ParagraphSummary()

    /// The summary of one paragraph, its count under `rule` (`startsText`: it is the document's first paragraph).
    ///
    /// - Complexity: O(`paragraph.byteCount`).
    init(_ paragraph: StoredParagraph, counting rule: CountingRule, startsText: Bool) {
        self = paragraph.countedTotals(counting: rule, startsText: startsText)
        self.paragraphs = 1
        self.entities = paragraph.entityCount
    }

    init() {}

    /// The UTF-8, UTF-16 and scalar lengths of `bytes` (valid UTF-8); paragraphs and entities stay 0.
    static func counting(_ bytes: ArraySlice<UInt8>) -> ParagraphSummary {
        var summary = ParagraphSummary()
        summary.utf8 = bytes.count
        for byte in bytes where byte & 0xC0 != 0x80 {
            summary.scalars += 1
            summary.utf16 += byte >= 0xF0 ? 2 : 1
        }
        return summary
    }

    /// The count of the text summed here, as ``CountingRule`` combines it.
    var countSummary: CountSummary {
        var summary = CountSummary()
        summary.graphemes = graphemes
        summary.length = UnitLengths(utf8: utf8, utf16: utf16, scalars: scalars)
        summary.weight = weight
        summary.normalizedLength = summary.length + normalizationChange
        summary.invalidCharacters = invalidCharacters
        return summary
    }

    /// Adds the change of the count between two versions of a stretch of text (the lengths are not touched: they
    /// are kept from the bytes).
    mutating func addCountChange(from old: CountSummary, to new: CountSummary) {
        graphemes += new.graphemes - old.graphemes
        weight += new.weight - old.weight
        normalizationChange = normalizationChange + (new.normalizedLength - new.length) - (old.normalizedLength - old.length)
        invalidCharacters += new.invalidCharacters - old.invalidCharacters
    }

    /// The length in `unit`.
    @inline(__always)
    func length(in unit: OffsetUnit) -> Int {
        switch unit {
        case .utf8: return utf8
        case .utf16: return utf16
        case .scalars: return scalars
        }
    }

    static func + (lhs: ParagraphSummary, rhs: ParagraphSummary) -> ParagraphSummary {
        var sum = lhs
        sum += rhs
        return sum
    }

    static func += (lhs: inout ParagraphSummary, rhs: ParagraphSummary) {
        lhs.paragraphs += rhs.paragraphs
        lhs.utf8 += rhs.utf8
        lhs.utf16 += rhs.utf16
        lhs.scalars += rhs.scalars
        lhs.entities += rhs.entities
        lhs.graphemes += rhs.graphemes
        lhs.weight += rhs.weight
        lhs.normalizationChange = lhs.normalizationChange + rhs.normalizationChange
        lhs.invalidCharacters += rhs.invalidCharacters
    }

    static func - (lhs: ParagraphSummary, rhs: ParagraphSummary) -> ParagraphSummary {
        var difference = lhs
        difference.paragraphs -= rhs.paragraphs
        difference.utf8 -= rhs.utf8
        difference.utf16 -= rhs.utf16
        difference.scalars -= rhs.scalars
        difference.entities -= rhs.entities
        difference.graphemes -= rhs.graphemes
        difference.weight -= rhs.weight
        difference.normalizationChange = difference.normalizationChange - rhs.normalizationChange
        difference.invalidCharacters -= rhs.invalidCharacters
        return difference
    }
}

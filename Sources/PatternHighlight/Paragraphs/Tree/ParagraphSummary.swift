/// Totals over a run of paragraphs: what a ``ParagraphTree`` node keeps for its subtree so that finding
/// the paragraph at an offset (in any unit) or at an entity ordinal costs one descent, and the sum of the
/// paragraphs' counts (``CountSummary``), so that the document's count is kept as it is edited.
///
/// The lengths are the count's (``CountSummary/length``): the text's UTF-8, UTF-16 and scalar lengths, kept
/// once, and summed by the count's own arithmetic.
struct ParagraphSummary: Sendable, Equatable {
    var paragraphs = 0
    var entities = 0
    /// The count of the text summed here, as ``CountingRule`` combines it; its length is the text's.
    var count = CountSummary()

    static let zero = ParagraphSummary()

    init() {}

    /// Totals of `entities` entities in a text counting `count`, in `paragraphs` paragraphs.
    init(count: CountSummary, entities: Int, paragraphs: Int = 0) {
        self.paragraphs = paragraphs
        self.entities = entities
        self.count = count
    }

    /// The summary of one paragraph, its count under `rule` (`startsText`: it is the document's first paragraph;
    /// `reuseRule`: see ``StoredParagraph/countedTotals(counting:startsText:reuseRule:)``).
    ///
    /// - Complexity: O(`paragraph.byteCount`).
    init(_ paragraph: StoredParagraph, counting rule: CountingRule, startsText: Bool, reuseRule: (any CountReuseRule)? = nil) {
        self = paragraph.countedTotals(counting: rule, startsText: startsText, reuseRule: reuseRule)
        self.paragraphs = 1
        self.entities = paragraph.entityCount
    }

    /// UTF-8 bytes (the count's length).
    var utf8: Int {
        get { count.length.utf8 }
        set { count.length.utf8 = newValue }
    }

    /// UTF-16 code units (the count's length).
    var utf16: Int {
        get { count.length.utf16 }
        set { count.length.utf16 = newValue }
    }

    /// Unicode scalars (the count's length).
    var scalars: Int {
        get { count.length.scalars }
        set { count.length.scalars = newValue }
    }

    /// The length in `unit`.
    @inline(__always)
    func length(in unit: OffsetUnit) -> Int {
        switch unit {
        case .utf8: return count.length.utf8
        case .utf16: return count.length.utf16
        case .scalars: return count.length.scalars
        }
    }

    /// A position in a document, as a descent of the tree keeps it: the paragraphs, entities and lengths of
    /// `base` plus those of `added` less those of `removed`. The count's other figures are `base`'s, not summed
    /// (zero when `base` is a position): a keystroke's descent needs only where the paragraph starts.
    @inline(__always)
    static func position(_ base: ParagraphSummary, plus added: ParagraphSummary, less removed: ParagraphSummary = .zero) -> ParagraphSummary {
        var position = base
        position.paragraphs += added.paragraphs - removed.paragraphs
        position.entities += added.entities - removed.entities
        position.count.length = base.count.length + added.count.length - removed.count.length
        return position
    }

    @inline(__always)
    static func + (lhs: ParagraphSummary, rhs: ParagraphSummary) -> ParagraphSummary {
        var sum = lhs
        sum += rhs
        return sum
    }

    @inline(__always)
    static func += (lhs: inout ParagraphSummary, rhs: ParagraphSummary) {
        lhs.paragraphs += rhs.paragraphs
        lhs.entities += rhs.entities
        lhs.count += rhs.count
    }

    @inline(__always)
    static func - (lhs: ParagraphSummary, rhs: ParagraphSummary) -> ParagraphSummary {
        ParagraphSummary(
            count: lhs.count - rhs.count, entities: lhs.entities - rhs.entities, paragraphs: lhs.paragraphs - rhs.paragraphs)
    }
}

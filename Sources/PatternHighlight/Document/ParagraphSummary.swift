/// Totals over a run of paragraphs: what a ``ParagraphTree`` node keeps for its subtree so that finding
/// the paragraph at an offset (in any unit) or at an entity ordinal costs one descent.
struct ParagraphSummary: Sendable, Equatable {
    var paragraphs = 0
    var utf8 = 0
    var utf16 = 0
    var scalars = 0
    var entities = 0

    static let zero = ParagraphSummary()

    /// The summary of one paragraph.
    ///
    /// - Complexity: O(`paragraph.byteCount`).
    init(_ paragraph: StoredParagraph) {
        switch paragraph.storage {
        case .flat(let piece): self = Self.counting(piece.bytes[...])
        case .chunked(let chunked): self = chunked.chunks.reduce(.zero) { $0 + Self.counting($1.bytes[...]) }
        }
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
    }

    static func - (lhs: ParagraphSummary, rhs: ParagraphSummary) -> ParagraphSummary {
        var difference = lhs
        difference.paragraphs -= rhs.paragraphs
        difference.utf8 -= rhs.utf8
        difference.utf16 -= rhs.utf16
        difference.scalars -= rhs.scalars
        difference.entities -= rhs.entities
        return difference
    }
}

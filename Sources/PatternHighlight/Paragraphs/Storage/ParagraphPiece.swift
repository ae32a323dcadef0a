/// A stretch of one paragraph's storage: its bytes and the entities that lie in them (ranges relative to the
/// stretch's first byte). A flat paragraph is one (``StoredParagraph/Storage/flat(_:)``); a long one is cut
/// into several (``ParagraphChunks``), whose totals, and so where each starts, are kept apart in a
/// ``ChunkTotals``, so that an edit in one chunk touches no other.
///
/// A paragraph is cut into chunks only when the highlighter re-scans windows (``RescanSpan``), and
/// every chunk but the last ends with an ASCII space. No entity of such a profile contains a space, so no
/// entity crosses a chunk edge, and the window around an edit inside a chunk (the edit widened to the
/// nearest spaces) lies inside that chunk: a keystroke edits, re-scans and shifts one chunk of bounded size,
/// not the paragraph. The last chunk holds the paragraph's break.
struct ParagraphPiece: Sendable {
    /// The chunk's UTF-8 bytes (valid UTF-8 on their own: chunk edges fall between scalars).
    var bytes: [UInt8]
    /// The entities that lie in ``bytes``, ranges relative to the chunk, sorted, not overlapping.
    var entities: [StoredEntity]

    /// The chunk size a paragraph is cut to (bytes): an edit moves at most about this many bytes.
    static let defaultSize = 8 * 1024

    /// No bytes, no entities (shares the empty arrays: costs nothing).
    static let empty = ParagraphPiece(bytes: [], entities: [])

    /// Whether the chunk ends with a space, as every chunk but a paragraph's last must (an empty chunk does not).
    var endsWithSpace: Bool { bytes.last == UInt8(ascii: " ") }

    /// Whether the chunk may follow a chunk that ends with a space at a count cut: it is empty or begins with a
    /// scalar that starts a grapheme cluster after a space (``CountCuts/startsClusterAfterSpace(_:at:)``), as
    /// every chunk but a paragraph's first must.
    var startsAtCountCut: Bool { bytes.isEmpty || CountCuts.startsClusterAfterSpace(bytes, at: 0) }

    /// The chunk's own totals (its entities, and its count under `rule`, lengths included; `startsText`: the
    /// chunk begins the document), counted. `reuseRule`: the rule by which its link entities make a ``CountReuse`` for the
    /// rule (``Highlighter/entityHintRule``), handed to it, or `nil`.
    ///
    /// - Complexity: O(c) for a chunk of c bytes.
    func countedTotals(counting rule: CountingRule, startsText: Bool, reuseRule: (any CountReuseRule)? = nil) -> ParagraphSummary {
        let segment = 0..<bytes.count
        let count = rule.summary(
            of: bytes, segment: segment, startsText: startsText, reuse: reuseRule.flatMap { countReuse($0, in: segment) })
        return ParagraphSummary(count: count, entities: entities.count)
    }

    /// The ranges of the piece's entities that lie in `segment` and that `rule` takes
    /// (``CountReuseRule/admission(of:isPartial:at:in:)``), or `nil` when one of them gives the reuse up
    /// (``Highlighter/entityHintRule``); none when the segment cannot hold a range the reuse's reader weighs
    /// (``CountReuseRule/mayHoldWeighedRange(in:_:)``). O(log e + the entities in `segment`).
    func countReuse(_ rule: some CountReuseRule, in segment: Range<Int>) -> CountReuse? {
        var ranges: [Range<Int>] = []
        let kind = rule.kind
        guard rule.mayHoldWeighedRange(in: bytes, segment) else { return CountReuse(kind: kind, ranges: ranges) }
        var index = entityIndex(startingAtOrAfter: segment.lowerBound)
        while index < entities.count, entities[index].range.upperBound <= segment.upperBound {
            let entity = entities[index]
            switch rule.admission(of: entity.kind, isPartial: entity.isPartial, at: entity.range, in: bytes) {
            case .taken: ranges.append(entity.range)
            case .passedOver: break
            case .givesUpTheReuse: return nil
            }
            index += 1
        }
        return CountReuse(kind: kind, ranges: ranges)
    }

    /// The index of the first entity that ends after `offset`, or `entities.count`. O(log e).
    func entityIndex(endingAfter offset: Int) -> Int {
        entities.partitioningIndex { $0.range.upperBound > offset }
    }

    /// The index of the first entity that starts at or after `offset`, or `entities.count`. O(log e).
    func entityIndex(startingAtOrAfter offset: Int) -> Int {
        entities.partitioningIndex { $0.range.lowerBound >= offset }
    }
}

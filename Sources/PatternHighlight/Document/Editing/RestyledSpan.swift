/// Where an edit changed the styling of the text: the inserted text, and every entity that is not an old entity
/// moved by the edit — the new ones where they now are, the old ones where their text now is. Outside it, every
/// byte keeps its style (plain, or the same entity) moved by the edit: ``DocumentUpdate``'s promise.
///
/// A plain run that grows or shrinks because an entity appeared or vanished next to it is not in it: plain text
/// keeps no style, so only the entity's span needs restyling, whatever the length of the plain text around it.
///
/// The old and new entities of the stretch an edit re-scanned are compared from both ends (tree-sitter's
/// changed ranges, by entity): those before the edit that are equal stay, those after it that are equal once
/// moved stay; what is left between is what changed.
struct RestyledSpan {
    /// An entity with its range in the offsets the comparison uses (the stored range may be a piece's).
    struct Placed {
        var range: Range<Int>
        var stored: StoredEntity
    }

    /// The replaced range (old offsets) and the length of the text put in its place.
    let replaced: Range<Int>
    let insertedCount: Int
    /// The span so far, in new offsets: the inserted text at least (empty for a deletion: its position).
    private(set) var span: Range<Int>

    init(replaced: Range<Int>, insertedCount: Int) {
        self.replaced = replaced
        self.insertedCount = insertedCount
        span = replaced.lowerBound..<(replaced.lowerBound + insertedCount)
    }

    private var delta: Int { insertedCount - replaced.count }

    /// Compares the old entities of a stretch (old offsets, sorted) with the new ones found there (new
    /// offsets, sorted), and widens the span over those that differ.
    ///
    /// - Complexity: O(k) for k entities compared; O(1) reads of each.
    mutating func compare<Old: RandomAccessCollection<Placed>, New: RandomAccessCollection<Placed>>(old: Old, new: New) {
        let (oldCount, newCount) = (old.count, new.count)
        func oldAt(_ index: Int) -> Placed { old[old.index(old.startIndex, offsetBy: index)] }
        func newAt(_ index: Int) -> Placed { new[new.index(new.startIndex, offsetBy: index)] }
        var front = 0
        while front < oldCount && front < newCount {
            let old = oldAt(front)
            guard old.range.upperBound <= replaced.lowerBound, Self.isSame(old, newAt(front), movedBy: 0) else { break }
            front += 1
        }
        var back = 0
        while back < oldCount - front && back < newCount - front {
            let old = oldAt(oldCount - 1 - back)
            guard old.range.lowerBound >= replaced.upperBound, Self.isSame(old, newAt(newCount - 1 - back), movedBy: delta)
            else { break }
            back += 1
        }
        if front < oldCount - back {
            include(old: oldAt(front).range)
            include(old: oldAt(oldCount - 1 - back).range)
        }
        if front < newCount - back {
            include(new: newAt(front).range)
            include(new: newAt(newCount - 1 - back).range)
        }
    }

    /// Compares one old entity (old offsets) with one new one (new offsets), either possibly missing, and widens
    /// the span over both unless the new one is the old one moved.
    mutating func compare(old: Placed?, new: Placed?) {
        if let old, let new, Self.isSame(old, new, movedBy: old.range.lowerBound < replaced.lowerBound ? 0 : delta) { return }
        if let old { include(old: old.range) }
        if let new { include(new: new.range) }
    }

    /// Widens the span over an old entity's range (old offsets), where its text now is.
    mutating func include(old range: Range<Int>) {
        let lower = range.lowerBound < replaced.lowerBound ? range.lowerBound
            : range.lowerBound >= replaced.upperBound ? range.lowerBound + delta : replaced.lowerBound
        let upper = range.upperBound <= replaced.lowerBound ? range.upperBound
            : range.upperBound >= replaced.upperBound ? range.upperBound + delta : replaced.lowerBound + insertedCount
        include(new: lower..<max(lower, upper))
    }

    /// Widens the span over a new entity's range (new offsets).
    mutating func include(new range: Range<Int>) {
        span = min(span.lowerBound, range.lowerBound)..<max(span.upperBound, range.upperBound)
    }

    /// Whether `new` is `old` moved by `delta`: same kind, extent and value.
    static func isSame(_ old: Placed, _ new: Placed, movedBy delta: Int) -> Bool {
        old.range.lowerBound + delta == new.range.lowerBound && old.range.count == new.range.count
            && old.stored.hasSameValue(as: new.stored)
    }
}

/// `removeOverlappingEntities` (twitter-text): walking entities sorted by start, drop each one that starts before
/// the end of the last one kept. The earlier start wins, so a URL swallows the `#frag` or `@user` inside it.
enum TwitterOverlapRemoval {
    /// `entities` (sorted by start) without the ones that overlap an earlier kept one.
    ///
    /// - Complexity: O(n).
    static func removingOverlaps(_ entities: [Entity]) -> [Entity] {
        var kept: [Entity] = []
        kept.reserveCapacity(entities.count)
        var end = Int.min
        for entity in entities where entity.range.lowerBound >= end {
            kept.append(entity)
            end = entity.range.upperBound
        }
        return kept
    }

    /// Removes from `entities[first...]` (sorted by start) the ones that overlap an earlier kept one of them, in
    /// place.
    ///
    /// - Complexity: O(`entities.count - first`), moving entities without copying them.
    static func removeOverlaps(in entities: inout [Entity], from first: Int) {
        removeOverlaps(in: &entities, from: first, range: \.range)
    }

    /// ``removeOverlaps(in:from:)`` for the candidates of a scan.
    static func removeOverlaps(in candidates: inout [TwitterCandidate], from first: Int) {
        removeOverlaps(in: &candidates, from: first, range: \.range)
    }

    @inline(__always)
    private static func removeOverlaps<Element>(in elements: inout [Element], from first: Int, range: KeyPath<Element, Range<Int>>) {
        var kept = first
        var end = Int.min
        for index in first..<elements.count where elements[index][keyPath: range].lowerBound >= end {
            end = elements[index][keyPath: range].upperBound
            if kept != index { elements.swapAt(kept, index) }
            kept += 1
        }
        if kept < elements.count { elements.removeSubrange(kept...) }
    }
}

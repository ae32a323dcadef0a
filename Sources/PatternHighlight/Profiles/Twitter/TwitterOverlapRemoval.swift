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

    /// Removes from `candidates[first...]` (sorted by start) the ones that overlap an earlier kept one of them, in
    /// place.
    ///
    /// - Complexity: O(`candidates.count - first`), moving candidates without copying them.
    static func removeOverlaps(in candidates: inout [TwitterCandidate], from first: Int) {
        var kept = first
        var end = Int.min
        for index in first..<candidates.count where candidates[index].range.lowerBound >= end {
            end = candidates[index].range.upperBound
            if kept != index { candidates.swapAt(kept, index) }
            kept += 1
        }
        if kept < candidates.count { candidates.removeSubrange(kept...) }
    }
}

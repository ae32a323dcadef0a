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

    /// Appends `candidates` (sorted by start) to `entities`, without the ones that overlap an earlier kept one.
    ///
    /// - Complexity: O(`candidates.count`).
    static func append(_ candidates: [Entity], removingOverlapsTo entities: inout [Entity]) {
        var end = Int.min
        for entity in candidates where entity.range.lowerBound >= end {
            entities.append(entity)
            end = entity.range.upperBound
        }
    }
}

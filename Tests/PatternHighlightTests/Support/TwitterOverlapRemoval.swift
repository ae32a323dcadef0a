@testable import PatternHighlight

/// twitter-text's `removeOverlappingEntities` over whole entities, as the conformance tests use it (the library
/// removes overlaps from its candidates in place: `OverlapRemoval`).
enum TwitterOverlapRemoval {
    /// `entities` (sorted by start) without the ones that overlap an earlier kept one.
    static func removingOverlaps(_ entities: [Entity]) -> [Entity] {
        var kept = entities
        OverlapRemoval.removeOverlaps(in: &kept, from: 0) { $0.range }
        return kept
    }
}

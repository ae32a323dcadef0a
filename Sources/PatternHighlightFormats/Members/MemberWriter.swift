import PatternHighlight

/// Writes what the command line's JSON objects have in common, offsets in one unit: entity and run objects (from a
/// writer's prepared `KindFragments`), the `"count"`, `"card"`, `"hints"` and `"warnings"` members, and ranges. The
/// writer of each object (the annotate object's `AnnotationJSONFormatter`, a split's `ThreadJSONFormatter`,
/// `CrosspostJSONFormatter`, a live document's `DocumentJSONWriter`) writes its own members and these through one.
struct MemberWriter: Sendable {
    /// The unit of every offset written.
    let units: OffsetUnit
}

import PatternHighlight

/// Writes what the command line's JSON objects have in common, offsets in one unit: entity and run objects, the
/// `"count"`, `"card"`, `"hints"` and `"warnings"` members, and ranges. The writer of each object (the annotate object's
/// `AnnotationJSONFormatter`, a split's `ThreadJSONFormatter`, `CrosspostJSONFormatter`, a live document's
/// `DocumentJSONWriter`) writes its own members and has one of these for the shared ones.
struct MemberWriter: Sendable {
    /// The unit of every offset written.
    let units: OffsetUnit
    /// The theme's kinds' prepared fragments, made once per writer (a batch writes thousands of objects).
    let fragments: KindFragments

    init(units: OffsetUnit, theme: Theme = .standard) {
        self.units = units
        self.fragments = KindFragments(theme: theme, units: units)
    }
}

/// A stretch of text with one attribute: either plain text or exactly one entity.
///
/// Runs cover the text without gaps, in order. A matched entity is always one whole run (never a run per
/// character), and plain text between two entities is one run.
public struct Run: Hashable, Sendable {
    /// Where the run is, in UTF-8 bytes.
    public var range: Range<Int>
    /// The entity this run carries (its typed pattern attribute), or `nil` for plain text.
    public var entity: Entity?

    public init(range: Range<Int>, entity: Entity? = nil) {
        self.range = range
        self.entity = entity
    }

    /// The kind of the entity, or `nil` for plain text.
    public var kind: EntityKind? { entity?.kind }

    func shifted(by delta: Int) -> Run {
        Run(range: (range.lowerBound + delta)..<(range.upperBound + delta), entity: entity?.shifted(by: delta))
    }
}

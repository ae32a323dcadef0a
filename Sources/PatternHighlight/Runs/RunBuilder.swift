/// Builds fresh runs from sorted entities: gap-free, one run per entity, plain runs in between.
///
/// The builder refuses disorder: entities must be appended in order of start and must not overlap.
struct RunBuilder {
    private(set) var runs: [Run] = []
    private var position: Int

    /// Starts building runs at UTF-8 offset `start`.
    init(start: Int = 0) {
        position = start
    }

    /// Adds a plain run up to the entity (if there is a gap) and a run for the entity.
    mutating func append(_ entity: Entity) {
        precondition(entity.range.lowerBound >= position, "RunBuilder: entities out of order or overlapping")
        precondition(!entity.range.isEmpty, "RunBuilder: empty entity")
        if entity.range.lowerBound > position { runs.append(Run(range: position..<entity.range.lowerBound)) }
        runs.append(Run(range: entity.range, entity: entity))
        position = entity.range.upperBound
    }

    /// Closes the runs with a plain run up to `end` and returns them.
    mutating func finish(at end: Int) -> [Run] {
        precondition(end >= position, "RunBuilder: end before the last entity")
        if end > position { runs.append(Run(range: position..<end)) }
        position = end
        return runs
    }

    /// Runs for `entities` covering `range`.
    static func runs(for entities: [Entity], covering range: Range<Int>) -> [Run] {
        var builder = RunBuilder(start: range.lowerBound)
        builder.runs.reserveCapacity(2 * entities.count + 1)  // a plain run before each entity, one after
        for entity in entities { builder.append(entity) }
        return builder.finish(at: range.upperBound)
    }
}

extension Array where Element == Run {
    /// Checks the run invariants: sorted, gap-free over `range`, non-empty, no two plain neighbours.
    func satisfiesRunInvariants(covering range: Range<Int>) -> Bool {
        var position = range.lowerBound
        var previousWasPlain = false
        for run in self {
            guard run.range.lowerBound == position, !run.range.isEmpty else { return false }
            if run.entity == nil && previousWasPlain { return false }
            if let entity = run.entity, entity.range != run.range { return false }
            previousWasPlain = run.entity == nil
            position = run.range.upperBound
        }
        return position == range.upperBound || (isEmpty && range.isEmpty)
    }
}

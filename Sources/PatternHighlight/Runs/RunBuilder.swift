/// Builds fresh runs from sorted entities: gap-free, one run per entity, plain runs in between.
///
/// The builder refuses disorder: entities must be appended in order of start and must not overlap.
struct RunBuilder {
    private var position: Int

    /// Starts building runs at UTF-8 offset `start`.
    init(start: Int = 0) {
        position = start
    }

    /// Hands `body` a plain run up to the entity (if there is a gap) and a run for the entity.
    mutating func append(_ entity: Entity, to body: (Run) -> Void) {
        precondition(entity.range.lowerBound >= position, "RunBuilder: entities out of order or overlapping")
        precondition(!entity.range.isEmpty, "RunBuilder: empty entity")
        if entity.range.lowerBound > position { body(Run(range: position..<entity.range.lowerBound)) }
        body(Run(range: entity.range, entity: entity))
        position = entity.range.upperBound
    }

    /// Closes the runs: hands `body` a plain run up to `end` (if there is a gap).
    mutating func finish(at end: Int, to body: (Run) -> Void) {
        precondition(end >= position, "RunBuilder: end before the last entity")
        if end > position { body(Run(range: position..<end)) }
        position = end
    }

    /// Runs for `entities` covering `range`.
    static func runs(for entities: [Entity], covering range: Range<Int>) -> [Run] {
        var runs: [Run] = []
        runs.reserveCapacity(2 * entities.count + 1)  // a plain run before each entity, one after
        forEachRun(for: entities, covering: range) { runs.append($0) }
        return runs
    }

    /// ``runs(for:covering:)`` handed to `body` one at a time, none held (a writer's way to a large text's runs).
    static func forEachRun(for entities: some Sequence<Entity>, covering range: Range<Int>, _ body: (Run) -> Void) {
        var builder = RunBuilder(start: range.lowerBound)
        for entity in entities { builder.append(entity, to: body) }
        builder.finish(at: range.upperBound, to: body)
    }
}

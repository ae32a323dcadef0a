import PatternHighlight

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

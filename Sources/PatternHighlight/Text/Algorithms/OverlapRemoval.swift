/// Removing overlaps from ranges sorted by start: walking them in order, drop each one that starts before the end of
/// the last one kept. The earlier start wins, so a URL swallows the `#frag` or `@user` inside it.
enum OverlapRemoval {
    /// Removes from `elements[first...]` (sorted by the start of `range`) the ones whose range overlaps an earlier
    /// kept one of them, in place, keeping the order.
    ///
    /// - Complexity: O(`elements.count - first`), moving elements without copying them.
    @inlinable
    static func removeOverlaps<Element>(in elements: inout [Element], from first: Int, range: (Element) -> Range<Int>) {
        var kept = first
        var end = Int.min
        for index in first..<elements.count where range(elements[index]).lowerBound >= end {
            end = range(elements[index]).upperBound
            if kept != index { elements.swapAt(kept, index) }
            kept += 1
        }
        if kept < elements.count { elements.removeSubrange(kept...) }
    }
}

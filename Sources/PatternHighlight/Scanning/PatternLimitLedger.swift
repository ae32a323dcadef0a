/// The custom patterns that hit the regex limits during a run of many texts — the command line's batch lines, a
/// stream's edits — shared by every scan of a highlighter made with ``Highlighter/sharingPatternLimits()``.
///
/// ``ScanBudget`` skips a pattern for the rest of one text after ``ScanBudget/limitHitsPerPattern`` hits; a run of
/// many short texts would still pay a hit (the PCRE2 limits: about 20–40 ms) in each. With a ledger, a pattern that
/// hit the limits ``limitHitsPerRun`` times in the run is turned off for the rest of it: each paragraph it is not
/// run on is reported with ``HighlightWarning/Reason/skippedAfterRepeatedLimits``, as within one text, so a run
/// costs at most ``limitHitsPerRun`` hits per pattern (per thread that was scanning at the time).
package final class PatternLimitLedger: Sendable {
    /// Limit hits a custom pattern may have in one run before it is turned off for the rest of it.
    package static let limitHitsPerRun = 2
    /// Limit hits so far, per custom pattern index.
    private let hits = Locked<[Int]>([])

    package init() {}

    /// Whether custom pattern number `index` was turned off.
    func isTurnedOff(_ index: Int) -> Bool {
        hits.withLock { index < $0.count && $0[index] >= Self.limitHitsPerRun }
    }

    /// Counts a limit hit of custom pattern number `index`.
    func recordLimitHit(_ index: Int) {
        hits.withLock { hits in
            if hits.count <= index { hits += Array(repeating: 0, count: index + 1 - hits.count) }
            hits[index] += 1
        }
    }

    /// The indices of the custom patterns turned off so far, in order.
    package var turnedOff: [Int] {
        hits.withLock { hits in hits.indices.filter { hits[$0] >= Self.limitHitsPerRun } }
    }
}

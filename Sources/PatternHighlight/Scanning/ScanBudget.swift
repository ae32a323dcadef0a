/// The regex-limit budget of one scan of a text (an annotate, a document's load, one edit's re-scan).
///
/// The PCRE2 limits bound the work of one search, about 40 ms for a catastrophic custom pattern; but a text
/// of many short paragraphs (two thousand lines of `aaa…ab` against `(a+)+$`) would pay that per paragraph,
/// minutes in all. So a custom pattern that hits the limits ``limitHitsPerPattern`` times in one scan is not
/// run on the rest of that text: each paragraph it skips is reported with
/// ``HighlightWarning/Reason/skippedAfterRepeatedLimits``. The worst case of a scan is then the linear work
/// plus a constant per custom pattern. A highlighter that shares a ``PatternLimitLedger`` across the texts of a run
/// (the command line's) also skips a pattern the run turned off.
struct ScanBudget {
    /// Limit hits a custom pattern may have in one scan before it is skipped for the rest of the text.
    static let limitHitsPerPattern = 2
    private var hits: [Int] = []
    /// The run's ledger, when the highlighter shares one (``Highlighter/patternLimits``).
    private let ledger: PatternLimitLedger?

    /// The budget of one scan by a highlighter whose run shares `ledger` (`nil`: none).
    init(ledger: PatternLimitLedger?) {
        self.ledger = ledger
    }

    /// Whether custom pattern number `index` may still run in this scan.
    func allows(_ index: Int) -> Bool {
        (index >= hits.count || hits[index] < Self.limitHitsPerPattern) && !(ledger?.isTurnedOff(index) ?? false)
    }

    /// Counts a limit hit of custom pattern number `index`.
    mutating func recordLimitHit(_ index: Int) {
        if hits.count <= index { hits += Array(repeating: 0, count: index + 1 - hits.count) }
        hits[index] += 1
        ledger?.recordLimitHit(index)
    }
}

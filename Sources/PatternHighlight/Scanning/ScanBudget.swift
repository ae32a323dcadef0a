/// The regex-limit budget of one scan of a text (an annotate, a document's load, one edit's re-scan).
///
/// The PCRE2 limits bound the work of one search, about 40 ms for a catastrophic custom pattern; but a text
/// of many short paragraphs (two thousand lines of `aaa…ab` against `(a+)+$`) would pay that per paragraph,
/// minutes in all. So a custom pattern that hits the limits ``limitHitsPerPattern`` times in one scan is not
/// run on the rest of that text: each paragraph it skips is reported with
/// ``HighlightWarning/Reason/skippedAfterRepeatedLimits``. The worst case of a scan is then the linear work
/// plus a constant per custom pattern. A highlighter that shares a ``PatternLimitLedger`` across the texts of a run
/// (the command line's) also skips a pattern the run turned off: by every hit recorded so far for a text scanned in
/// order, by the texts before it for a text with a ``RunTextPlace`` (decided when its scan starts).
struct ScanBudget {
    /// Limit hits a custom pattern may have in one scan before it is skipped for the rest of the text.
    static let limitHitsPerPattern = 2
    private var hits: [Int] = []
    /// The run's ledger, when the highlighter shares one (``Highlighter/patternLimits``).
    private let ledger: PatternLimitLedger?
    /// The text's place in the run, when its texts are scanned out of order (``Highlighter/runTextPlace``).
    private let place: RunTextPlace?

    /// The budget of one scan by a highlighter whose run shares `ledger` (`nil`: none), of the text at `place`
    /// (`nil`: a text scanned in order).
    init(ledger: PatternLimitLedger?, place: RunTextPlace? = nil) {
        self.ledger = ledger
        self.place = place
    }

    /// Whether custom pattern number `index` may still run in this scan.
    func allows(_ index: Int) -> Bool {
        guard index >= hits.count || hits[index] < Self.limitHitsPerPattern else { return false }
        guard let ledger else { return true }
        if let place { return !place.turnedOff.contains(index) }
        return !ledger.isTurnedOff(index)
    }

    /// Counts a limit hit of custom pattern number `index`.
    mutating func recordLimitHit(_ index: Int) {
        if hits.count <= index { hits += Array(repeating: 0, count: index + 1 - hits.count) }
        hits[index] += 1
        if let place {
            ledger?.recordLimitHits(index, count: hits[index], text: place.number)
        } else {
            ledger?.recordLimitHit(index)
        }
    }
}

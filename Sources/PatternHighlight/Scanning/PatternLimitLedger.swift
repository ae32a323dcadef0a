/// The custom patterns that hit the regex limits during a run of many texts — the command line's batch lines, a
/// stream's edits — shared by every scan of a highlighter made with ``Highlighter/sharingPatternLimits()``.
///
/// ``ScanBudget`` skips a pattern for the rest of one text after ``ScanBudget/limitHitsPerPattern`` hits; a run of
/// many short texts would still pay a hit (the PCRE2 limits: about 20–40 ms) in each. With a ledger, a pattern that
/// hit the limits ``limitHitsPerRun`` times in the run is turned off for the rest of it: each paragraph it is not
/// run on is reported with ``HighlightWarning/Reason/skippedAfterRepeatedLimits``, as within one text, so a run
/// costs at most ``limitHitsPerRun`` hits per pattern.
///
/// Texts scanned one after the other (a stream's edits) record their hits as they come. Texts scanned out of order
/// by several threads (a parallel batch) each have a place in input order (``RunTextPlace``): a pattern is off for
/// text number `n` exactly when the texts before it hit the limits ``limitHitsPerRun`` times, whichever thread got
/// there first, so the run's output does not depend on how many threads made it. A text's hits are recorded by its
/// number, so scanning it again records nothing twice.
package final class PatternLimitLedger: Sendable {
    /// Limit hits a custom pattern may have in one run before it is turned off for the rest of it.
    package static let limitHitsPerRun = 2

    /// One custom pattern's hits: those of texts scanned in order, and those of numbered texts, by number.
    private struct Hits {
        var inOrder = 0
        var byText: [Int: Int] = [:]

        /// The hits of the texts in order and of the numbered texts before `number`.
        func before(_ number: Int) -> Int {
            byText.reduce(inOrder) { $0 + ($1.key < number ? $1.value : 0) }
        }
    }

    /// Per custom pattern index.
    private let hits = Locked<[Hits]>([])

    package init() {}

    /// Whether custom pattern number `index` was turned off (by every hit recorded so far).
    func isTurnedOff(_ index: Int) -> Bool {
        hits.withLock { index < $0.count && $0[index].before(.max) >= Self.limitHitsPerRun }
    }

    /// The custom patterns turned off for text number `number`: those the texts before it hit the limits
    /// ``limitHitsPerRun`` times, by what is recorded so far (once every text before it is scanned, final).
    package func turnedOff(before number: Int) -> [Int] {
        hits.withLock { hits in hits.indices.filter { hits[$0].before(number) >= Self.limitHitsPerRun } }
    }

    /// Counts a limit hit of custom pattern number `index` by a text scanned in order.
    func recordLimitHit(_ index: Int) {
        update(index) { $0.inOrder += 1 }
    }

    /// Records that text number `number` hit the limits of custom pattern number `index` `count` times so far in
    /// its scan (the text's own count, so that scanning it again changes nothing).
    func recordLimitHits(_ index: Int, count: Int, text number: Int) {
        update(index) { $0.byText[number] = max($0.byText[number] ?? 0, count) }
    }

    private func update(_ index: Int, _ change: (inout Hits) -> Void) {
        hits.withLock { hits in
            if hits.count <= index { hits += Array(repeating: Hits(), count: index + 1 - hits.count) }
            change(&hits[index])
        }
    }

    /// The indices of the custom patterns turned off so far, in order.
    package var turnedOff: [Int] {
        turnedOff(before: .max)
    }
}

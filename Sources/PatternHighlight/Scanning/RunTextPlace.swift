/// Where a text stands in a run whose texts are scanned out of order (a parallel batch), for the run's
/// ``PatternLimitLedger``: its number in input order, and the custom patterns turned off for it, decided once when
/// its scan starts (``Highlighter/scanning(runText:)``).
///
/// The decision is taken from what the texts before it recorded so far; a thread that scanned it before all of them
/// were scanned compares it with ``PatternLimitLedger/turnedOff(before:)`` once they are, and scans it again when it
/// differs (a pattern the earlier texts turned off after all). Hits only add up, so a decision can only miss a
/// pattern turned off, never turn one off too early.
package struct RunTextPlace: Sendable, Equatable {
    /// The text's number in the run, in input order.
    package let number: Int
    /// The custom patterns, by index, not run on this text.
    package let turnedOff: [Int]
}

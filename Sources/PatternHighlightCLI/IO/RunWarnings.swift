import PatternHighlight

/// What the custom patterns missed over a run of many texts (batch lines, stream requests), told on stderr once at
/// the end: one line per kind, naming how many texts and paragraphs were left without it, and whether the pattern
/// was turned off for the rest of the run (``Highlighter/sharingPatternLimits()``). The texts' own JSON carries
/// each paragraph's warning; stderr gets the summary, never a line per text.
///
/// Threads answering batch lines record into one tally: a recording takes a lock, and only texts that have a
/// warning record.
final class RunWarnings: Sendable {
    /// One kind's tally.
    struct Tally: Sendable {
        var pattern: String
        /// The texts (batch lines, stream requests) with a warning for the kind, the first one's number, and the
        /// paragraphs in all.
        var texts = 0
        var firstText = Int.max
        var paragraphs = 0
        /// The paragraphs in which the pattern hit the limits (the others: it was not run there).
        var limitHits = 0
    }

    /// What a text is called in the report: "line" (batch) or "request" (stream).
    let noun: String
    private let tallies = Locked<[(kind: EntityKind, tally: Tally)]>([])

    init(noun: String) {
        self.noun = noun
    }

    /// Records the warnings of text number `number` (1-based).
    func record(_ warnings: [HighlightWarning], text number: Int) {
        guard !warnings.isEmpty else { return }
        tallies.withLock { tallies in
            var counted = Set<EntityKind>()
            for warning in warnings {
                var index = tallies.firstIndex { $0.kind == warning.kind }
                if index == nil {
                    tallies.append((warning.kind, Tally(pattern: warning.pattern)))
                    index = tallies.count - 1
                }
                let i = index!
                if counted.insert(warning.kind).inserted {
                    tallies[i].tally.texts += 1
                    tallies[i].tally.firstText = min(tallies[i].tally.firstText, number)
                }
                tallies[i].tally.paragraphs += 1
                if warning.reason == .matchLimitExceeded { tallies[i].tally.limitHits += 1 }
            }
        }
    }

    /// The stderr lines: one per kind that missed something, in order of first record; `turnedOff` the kinds the
    /// run turned off (``Highlighter/turnedOffKinds``).
    func lines(turnedOff: [EntityKind]) -> [String] {
        tallies.withLock { tallies in
            tallies.map { kind, tally in
                let texts = tally.texts == 1 ? "1 \(noun) (\(noun) \(tally.firstText))"
                    : "\(tally.texts) \(noun)s (the first: \(noun) \(tally.firstText))"
                let paragraphs = tally.paragraphs == 1 ? "1 paragraph" : "\(tally.paragraphs) paragraphs"
                let times = tally.limitHits == 1 ? "once" : "\(tally.limitHits) times"
                let off = turnedOff.contains(kind) ? " and was turned off for the rest of the run" : ""
                return "warning: pattern for kind '\(kind)' (\(tally.pattern)) hit the regex match limit \(times)\(off): "
                    + "\(texts), \(paragraphs) in all, are left unhighlighted for '\(kind)'. "
                    + "Simplify the pattern (avoid nested quantifiers such as (a+)+)"
            }
        }
    }

    /// Writes ``lines(turnedOff:)`` to stderr.
    func report(turnedOff: [EntityKind]) {
        for line in lines(turnedOff: turnedOff) { StandardIO.printError(line) }
    }
}

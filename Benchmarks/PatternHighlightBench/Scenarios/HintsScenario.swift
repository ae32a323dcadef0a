import PatternHighlight

/// Near-miss hints' cost (`Highlighter.Options.hints`), per profile: a full annotate with hints beside one without,
/// on the same bytes back to back (the paired ratio is the figure: hints throughput ÷ plain throughput, target ≥ 0.7);
/// and the keystroke session of the `keystrokes` scenario on the 1 MB document, in a document with hints and one
/// without, sessions taken in turns (median and p99 per keystroke of each).
struct HintsScenario: Scenario {
    let id = "hints"
    let title = "near-miss hints: annotate and keystrokes with hints on, beside the same without"

    func run(in context: BenchContext) throws {
        let bytes = context.corpus(context.plan.throughputBytes)
        let size = sizeLabel(context.plan.throughputBytes)
        for profile in context.profiles {
            context.log("  \(profile.name): annotate \(size) with and without hints ×\(context.plan.throughputRepetitions + 1)")
            let plain = Highlighter(profile: profile, maximumTextBytes: .max)
            let hinted = Highlighter(profile: profile, options: .hints, maximumTextBytes: .max)
            let first = try hinted.annotate(utf8: bytes)
            var fingerprints = [EntityFingerprint(try plain.annotate(utf8: bytes).entities), EntityFingerprint(first.entities)]
            var plainRates: [Double] = []
            var hintRates: [Double] = []
            for _ in 0..<context.plan.throughputRepetitions {
                let (without, plainSeconds) = try Stopwatch.time { try plain.annotate(utf8: bytes) }
                let (with, hintSeconds) = try Stopwatch.time { try hinted.annotate(utf8: bytes) }
                plainRates.append(Double(bytes.count) / plainSeconds / 1e6)
                hintRates.append(Double(bytes.count) / hintSeconds / 1e6)
                fingerprints += [EntityFingerprint(without.entities), EntityFingerprint(with.entities)]
            }
            context.checks.expectAllEqual(fingerprints, "hints/\(profile.name): hints change no entity")
            let hintStatistics = Statistics(hintRates)
            context.record(Figure(
                key: "hints.\(profile.name).annotate-mbps", scenario: id, subject: "\(profile.name) profile, \(size)",
                metric: "annotate throughput with hints (median)", value: hintStatistics.median, unit: "MB/s",
                note: "\(first.hints.count) hints, \(first.entities.count) entities; without hints \(Report.format(Statistics(plainRates).median)) MB/s",
                statistics: hintStatistics))
            let ratios = Statistics(zip(hintRates, plainRates).map { $0 / $1 })
            context.record(Figure(
                key: "hints.\(profile.name).vs-plain.paired", scenario: id, subject: "\(profile.name) profile",
                metric: "annotate with hints ÷ without, paired runs", value: ratios.median, unit: "×",
                note: "median of \(ratios.count) back-to-back pairs; pairs range \(Report.format(ratios.min))–\(Report.format(ratios.max))×",
                statistics: ratios))
            try keystrokes(profile, plain: plain, hinted: hinted, in: context)
        }
    }

    /// The keystroke session on the 1 MB document (the quick plan's too), with and without hints, in turns.
    private func keystrokes(_ profile: Profile, plain: Highlighter, hinted: Highlighter, in context: BenchContext) throws {
        guard let (byteCount, typed) = context.plan.keystrokes.first(where: { $0.bytes == 1_000_000 }) else { return }
        let bytes = context.corpus(byteCount)
        let script = KeystrokeScript(document: bytes, characters: typed)
        var documents = [try HighlightDocument(utf8: bytes, highlighter: plain), try HighlightDocument(utf8: bytes, highlighter: hinted)]
        var samples: [[Double]] = [[], []]
        var hintsSeen = 0
        for session in 0..<max(2, context.plan.keystrokeSessions) {
            for turn in 0..<2 {
                let index = (session + turn) % 2
                for edit in script.edits {
                    let (update, seconds) = try Stopwatch.time { try documents[index].replace(edit.range, in: .utf8, with: edit.text) }
                    samples[index].append(seconds * 1e6)
                    hintsSeen += update.hints.count
                }
            }
        }
        let fresh = try hinted.annotate(utf8: bytes).hints
        context.checks.expect(documents[1].hints == fresh, "hints/\(profile.name): the document's hints equal annotate's after the sessions",
                              "\(documents[1].hints.count) vs \(fresh.count)")
        let without = Statistics(samples[0])
        let with = Statistics(samples[1])
        for (name, statistics, note) in [("plain", without, ""), ("hints", with, "\(hintsSeen) hints reported by the edits")] {
            context.record(Figure(
                key: "hints.\(profile.name).keystroke-\(name)-p99-us", scenario: id,
                subject: "\(profile.name) profile, \(sizeLabel(byteCount)) document", metric: "keystroke p99, \(name == "plain" ? "without" : "with") hints",
                value: statistics.p99, unit: "µs",
                note: "median \(Report.format(statistics.median)) µs over \(statistics.count) keystrokes" + (note.isEmpty ? "" : "; \(note)"),
                statistics: statistics))
        }
    }
}

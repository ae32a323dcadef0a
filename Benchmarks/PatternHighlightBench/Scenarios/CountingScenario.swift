import PatternHighlight

/// Counting's cost beside a full annotate: per profile, the whole 10 MB corpus counted under the profile's rule
/// (`CountingRule.count`, what `Annotation.count` and the command line's `count` member compute: NFC, URLs and
/// emoji sequences under twitter, graphemes and bytes under the others), each count paired with an annotate of
/// the same bytes right before it. The document's incremental count is measured inside the keystroke scenario.
struct CountingScenario: Scenario {
    let id = "counting"
    let title = "counting the whole text beside a full annotate"

    func run(in context: BenchContext) throws {
        let bytes = context.corpus(context.plan.throughputBytes)
        let text = String(decoding: bytes, as: UTF8.self)
        let size = sizeLabel(context.plan.throughputBytes)
        for profile in context.profiles {
            context.log("  \(profile.name): count and annotate \(size) ×\(context.plan.throughputRepetitions + 1)")
            let highlighter = Highlighter(profile: profile)
            var counts = [profile.counting.count(text)]
            var countRates: [Double] = []
            var ratios: [Double] = []
            for _ in 0..<context.plan.throughputRepetitions {
                let annotateSeconds = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }.seconds
                let (count, seconds) = Stopwatch.time { profile.counting.count(text) }
                counts.append(count)
                countRates.append(Double(bytes.count) / seconds / 1e6)
                ratios.append(seconds / annotateSeconds)
            }
            context.checks.expect(
                counts.allSatisfy { $0 == counts[0] }, "counting/\(profile.name): same count on every repetition",
                "graphemes \(counts[0].graphemes), valid \(counts[0].valid)")
            let rates = Statistics(countRates)
            context.record(Figure(
                key: "counting.\(profile.name).mbps", scenario: id, subject: "\(profile.name) profile, \(size)",
                metric: "whole-text count throughput (median)", value: rates.median, unit: "MB/s",
                note: "rule \(profile.counting); \(counts[0].graphemes) graphemes; median of \(countRates.count)", statistics: rates))
            let paired = Statistics(ratios)
            context.record(Figure(
                key: "counting.\(profile.name).vs-annotate.paired", scenario: id, subject: "\(profile.name) profile, \(size)",
                metric: "count time ÷ annotate time, paired runs", value: paired.median, unit: "×",
                note: "median of \(ratios.count) back-to-back pairs (annotate then count, same bytes); range "
                    + "\(Report.format(paired.min))–\(Report.format(paired.max))×", statistics: paired))
        }
    }
}

import PatternHighlight

/// Scenario 1: full annotate throughput (MB/s) of every profile in `Profile.all` over the same corpus.
///
/// Each timed annotate is paired with a run of the naive PCRE2 floor (scenario 3b) on the same bytes right
/// before it, so that both see the same machine: on a shared machine another process's burst slows one
/// scenario and not the other, and the ratio of two separate medians moves with it. The paired ratio (median
/// of the per-pair ratios) is the figure the floor target is read from.
struct ThroughputScenario: Scenario {
    let id = "throughput"
    let title = "1. full annotate throughput per profile"

    func run(in context: BenchContext) throws {
        let bytes = context.corpus(context.plan.throughputBytes)
        let size = sizeLabel(context.plan.throughputBytes)
        for profile in context.profiles {
            context.log("  \(profile.name): annotate \(size) ×\(context.plan.throughputRepetitions + 1)")
            let highlighter = Highlighter(profile: profile)
            // The untimed first run warms caches and the allocator; its answer is checked like the rest.
            var fingerprints = [EntityFingerprint(try highlighter.annotate(utf8: bytes).entities)]
            var floor = try NaivePCRE2Baseline()
            floor.prepare(bytes)
            _ = floor.countMatches()
            var rates: [Double] = []
            var floorRates: [Double] = []
            for _ in 0..<context.plan.throughputRepetitions {
                floorRates.append(Double(bytes.count) / Stopwatch.time { floor.countMatches() }.seconds / 1e6)
                let (annotation, seconds) = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }
                rates.append(Double(bytes.count) / seconds / 1e6)
                fingerprints.append(EntityFingerprint(annotation.entities))
            }
            context.remember(fingerprints[0], profile, context.plan.throughputBytes)
            context.checks.expectAllEqual(fingerprints, "throughput/\(profile.name): same entities on every repetition")
            let statistics = Statistics(rates)
            let entities = fingerprints[0].count
            context.record(Figure(
                key: "throughput.\(profile.name).mbps", scenario: id, subject: "\(profile.name) profile, \(size)",
                metric: "annotate throughput (median)", value: statistics.median, unit: "MB/s",
                note: "\(entities) entities, \(Report.format(Double(entities) / (Double(bytes.count) / 140))) per 140 bytes; median of \(rates.count)",
                statistics: statistics))
            let pairRatios = Statistics(zip(rates, floorRates).map { $0 / $1 })
            context.record(Figure(
                key: "ratio.\(profile.name).vs-pcre2-floor.paired", scenario: "ratios", subject: "\(profile.name) profile",
                metric: "annotate ÷ PCRE2 floor, paired runs", value: pairRatios.median, unit: "×",
                note: "median of \(rates.count) back-to-back pairs (floor then annotate, same bytes; floor median "
                    + "\(Report.format(Statistics(floorRates).median)) MB/s); pairs range \(Report.format(pairRatios.min))–\(Report.format(pairRatios.max))×",
                statistics: pairRatios))
        }
    }
}

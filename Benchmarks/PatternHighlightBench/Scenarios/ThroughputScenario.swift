import PatternHighlight

/// Scenario 1: full annotate throughput (MB/s) of every profile in `Profile.all` over the same corpus.
struct ThroughputScenario: Scenario {
    let id = "throughput"
    let title = "1. full annotate throughput per profile"

    func run(in context: BenchContext) throws {
        let bytes = context.corpus(context.plan.throughputBytes)
        let size = sizeLabel(context.plan.throughputBytes)
        for profile in context.profiles {
            context.log("  \(profile.name): annotate \(size) ×\(context.plan.throughputRepetitions + 1)")
            let highlighter = try Highlighter(profile: profile)
            // The untimed first run warms caches and the allocator; its answer is checked like the rest.
            var fingerprints = [EntityFingerprint(try highlighter.annotate(utf8: bytes).entities)]
            var rates: [Double] = []
            for _ in 0..<context.plan.throughputRepetitions {
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
        }
    }
}

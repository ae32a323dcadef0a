import PatternHighlight

/// Hostile input in linear time: every ``AdversarialText`` at two sizes, four times apart, through a full
/// annotate by every profile. Throughput (MB/s) at both sizes is recorded; the check fails when the larger
/// size runs at less than 40% of the smaller one's throughput (quadratic work would give about 25%).
struct AdversarialScenario: Scenario {
    let id = "adversarial"
    let title = "adversarial texts: throughput at two sizes (linear time)"
    /// The smallest allowed ratio of large-size to small-size throughput.
    static let minimumRatio = 0.4

    func run(in context: BenchContext) throws {
        let repetitions = context.options.quick ? 2 : 3
        for text in AdversarialText.all {
            let sizes = context.options.quick ? text.sizes.quick : text.sizes.standard
            for profile in Profile.all {
                let highlighter = try Highlighter(profile: profile, customPatterns: text.customPatterns)
                var rates: [Double] = []
                for size in sizes {
                    let bytes = text.make(size)
                    context.log("  \(profile.name): \(text.id) \(sizeLabel(bytes.count)) ×\(repetitions)")
                    var samples: [Double] = []
                    var warnings = 0
                    for _ in 0..<repetitions {
                        let (annotation, seconds) = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }
                        samples.append(Double(bytes.count) / seconds / 1e6)
                        warnings = annotation.warnings.count
                        context.checks.expect(annotation.runs.last?.range.upperBound ?? 0 == bytes.count,
                                              "adversarial/\(text.id)/\(profile.name): runs cover the text", "\(bytes.count) bytes")
                    }
                    let statistics = Statistics(samples)
                    rates.append(statistics.median)
                    context.record(Figure(
                        key: "adversarial.\(text.id).\(profile.name).\(bytes.count).mbps", scenario: id,
                        subject: "\(text.title), \(profile.name), \(sizeLabel(bytes.count))",
                        metric: "annotate throughput (median)", value: statistics.median, unit: "MB/s",
                        note: warnings > 0 ? "\(warnings) warning(s): the custom pattern hit the regex limits" : "median of \(samples.count)",
                        statistics: statistics))
                }
                if rates.count == 2 {
                    let ratio = rates[1] / rates[0]
                    context.checks.expect(ratio >= Self.minimumRatio, "adversarial/\(text.id)/\(profile.name): linear time",
                                          "throughput \(Report.format(rates[0])) → \(Report.format(rates[1])) MB/s at 4× the size (ratio \(Report.format(ratio)))")
                }
            }
        }
    }
}

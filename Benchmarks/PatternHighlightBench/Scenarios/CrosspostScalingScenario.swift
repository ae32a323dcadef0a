import PatternHighlight

/// `Crosspost` of one long, dense draft (``DenseCrosspostDraft``) at n and 4n bytes (2 MB and 8 MB; `--quick`: 500 KB
/// and 2 MB), to each target alone (twitter, bluesky, mastodon) and to the three together, with the mention directory
/// and a content warning with the `CW:` prefix: the median time of each, and the 4n ÷ n ratio of the medians. Linear
/// work gives 4; the check (issue #46) fails at ``maximumRatio`` or more, which a quadratic look-up (16) does not pass.
/// The rounds take turns: every round times each target set at both sizes, so a burst of other work falls on both.
///
/// Checks: every repetition gives the same parts; every part is valid by its platform's count; the ratio is under
/// ``maximumRatio`` for every target set.
struct CrosspostScalingScenario: Scenario {
    let id = "crosspost-scaling"
    let title = "Crosspost of one dense draft at n and 4n bytes, per target: time and the 4n ÷ n ratio"

    /// The largest ratio (excluded) of the 4n draft's median time to the n draft's.
    static let maximumRatio = 7.0

    /// Each target alone, then the three together.
    static let targetSets: [[Profile]] = CrosspostScenario.targetProfiles.map { [$0] } + [CrosspostScenario.targetProfiles]

    func run(in context: BenchContext) throws {
        let small = context.plan.crosspostScalingBytes
        let drafts = [small, 4 * small].map { String(decoding: DenseCrosspostDraft.make(byteCount: $0, seed: context.options.seed), as: UTF8.self) }
        let repetitions = context.plan.crosspostScalingRepetitions
        let highlighters = Dictionary(uniqueKeysWithValues: CrosspostScenario.targetProfiles.map {
            ($0.name, Highlighter(profile: $0, options: .hints, maximumTextBytes: .max))
        })
        context.log("  drafts of \(drafts.map { sizeLabel($0.utf8.count) }.joined(separator: " and ")), \(Self.targetSets.count) target sets, ×\(repetitions + 1)")
        // seconds[set][size], parts[set][size] (one entry a repetition)
        var seconds = Array(repeating: Array(repeating: [Double](), count: drafts.count), count: Self.targetSets.count)
        var parts = seconds.map { $0.map { _ in [Int]() } }
        var invalid = 0
        for repetition in 0...repetitions {
            for (setIndex, targetSet) in Self.targetSets.enumerated() {
                let targets = targetSet.map { highlighters[$0.name]! }
                for (sizeIndex, draft) in drafts.enumerated() {
                    let (crosspost, time) = try Stopwatch.time {
                        try Crosspost(draft, targets: targets, directory: DenseCrosspostDraft.directory, contentWarning: "spoilers", contentWarningPrefix: true)
                    }
                    parts[setIndex][sizeIndex].append(crosspost.targets.reduce(0) { $0 + $1.parts.count })
                    if repetition == 0 { invalid += CrosspostScenario.invalidPartCount(of: crosspost) } else { seconds[setIndex][sizeIndex].append(time) }
                }
            }
        }
        context.checks.expect(invalid == 0, "crosspost-scaling: every part is valid by its platform's count", "\(invalid) invalid")
        for (setIndex, targetSet) in Self.targetSets.enumerated() {
            let name = targetSet.count == 1 ? targetSet[0].name : "all"
            let medians = drafts.indices.map { sizeIndex in
                record(name: name, draft: drafts[sizeIndex], samples: seconds[setIndex][sizeIndex], parts: parts[setIndex][sizeIndex], in: context)
            }
            let ratio = medians[1] / medians[0]
            let sizes = "\(sizeLabel(drafts[1].utf8.count)) ÷ \(sizeLabel(drafts[0].utf8.count))"
            context.checks.expect(ratio < Self.maximumRatio, "crosspost-scaling/\(name): 4n ÷ n under \(Report.format(Self.maximumRatio))",
                                  "median \(Report.format(medians[1] * 1e3)) ms ÷ \(Report.format(medians[0] * 1e3)) ms = \(Report.format(ratio)) (\(sizes))")
            context.record(Figure(
                key: "crosspost-scaling.\(name).ratio", scenario: id, subject: "Crosspost to \(name), \(sizes)",
                metric: "median time ratio", value: ratio, unit: "×",
                note: "linear is 4 (the sizes' ratio \(Report.format(Double(drafts[1].utf8.count) / Double(drafts[0].utf8.count)))); fails at \(Report.format(Self.maximumRatio)) or more"))
        }
    }

    /// Records the median time of one target set at one size; checks that its repetitions gave the same parts.
    private func record(name: String, draft: String, samples: [Double], parts: [Int], in context: BenchContext) -> Double {
        let bytes = draft.utf8.count
        context.checks.expectAllEqual(parts, "crosspost-scaling/\(name)/\(sizeLabel(bytes)): every repetition gives the same parts")
        let statistics = Statistics(samples.map { $0 * 1e3 })
        context.record(Figure(
            key: "crosspost-scaling.\(name).\(bytes).ms", scenario: id, subject: "Crosspost to \(name), \(sizeLabel(bytes)) dense draft",
            metric: "time per Crosspost (median)", value: statistics.median, unit: "ms",
            note: "\(parts.first ?? 0) parts; \(Report.format(Double(bytes) / statistics.median / 1e3)) MB/s; median of \(samples.count)",
            statistics: statistics))
        return statistics.median / 1e3
    }
}

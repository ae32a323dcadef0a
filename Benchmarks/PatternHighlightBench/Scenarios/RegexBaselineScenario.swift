import PatternHighlight

/// Scenario 3 (b)–(d): the three `simple` patterns over the whole corpus with PCRE2 (the naive floor),
/// Foundation's `NSRegularExpression` and Swift `Regex`, in MB/s.
///
/// Checks: every engine finds the same counts on every repetition, and the PCRE2 floor finds exactly the
/// `simple` profile's entities (kind by kind). ICU and Swift `Regex` read `\w` and `\b` by their own Unicode
/// rules, so their counts are reported next to the profile's rather than required to match.
struct RegexBaselineScenario: Scenario {
    let id = "regex"
    let title = "3b-d. simple patterns over the whole corpus: PCRE2 JIT floor, NSRegularExpression, Swift Regex"

    func run(in context: BenchContext) throws {
        let plan = context.plan
        let engines: [(baseline: any RegexBaseline, bytes: Int)] = [
            (try NaivePCRE2Baseline(), plan.regexBytes),
            (try FoundationRegexBaseline(), plan.regexBytes),
            (try SwiftRegexBaseline(), plan.swiftRegexBytes),
            (try SwiftRegexBaseline(scalarSemantics: true), plan.swiftRegexBytes),
        ]
        let kinds = PatternSource.simple.map(\.kind)
        for (baseline, byteCount) in engines {
            var engine = baseline
            let bytes = context.corpus(byteCount)
            let size = sizeLabel(byteCount)
            context.log("  \(engine.name): \(size) ×\(plan.regexRepetitions + 1)")
            try engine.prepare(bytes)
            var counts = [engine.countMatches()]
            var rates: [Double] = []
            for _ in 0..<plan.regexRepetitions {
                let (found, seconds) = Stopwatch.time { engine.countMatches() }
                counts.append(found)
                rates.append(Double(bytes.count) / seconds / 1e6)
            }
            context.checks.expectAllEqual(counts, "regex/\(engine.key): same counts on every repetition")
            let expected = try context.profileEntities(.simple, byteCount)
            let expectedCounts = kinds.map { expected.perKind[$0, default: 0] }
            let agreement = counts[0] == expectedCounts
                ? "same matches as simple profile"
                : "counts \(counts[0]) vs simple profile \(expectedCounts) (hashtag, mention, url)"
            if engine.key == "pcre2" {
                context.checks.expect(
                    counts[0] == expectedCounts, "regex/pcre2: floor finds exactly the simple profile's entities",
                    "floor \(counts[0]) vs profile \(expectedCounts) (hashtag, mention, url) over \(size)")
            }
            let statistics = Statistics(rates)
            context.record(Figure(
                key: "baseline.\(engine.key).mbps", scenario: id, subject: "\(engine.name), \(size)",
                metric: "throughput (median)", value: statistics.median, unit: "MB/s",
                note: "\(counts[0].reduce(0, +)) matches; \(agreement); median of \(rates.count)",
                statistics: statistics))
        }
    }
}

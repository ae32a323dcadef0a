import PatternHighlight

/// `Annotation.split` (a thread's parts, each counted by the profile's own rule) over the benchmark corpus, per
/// profile: MB/s of the split alone (the annotate before it is not timed), median of the plan's repetitions after one
/// untimed run; the simple profile under a limit of 300 graphemes. Checks: every repetition gives the same parts; the
/// parts are in order, none empty, only whitespace between them, each valid by the profile's count.
struct SplitScenario: Scenario {
    let id = "split"
    let title = "split into a thread (Annotation.split) over the corpus"

    func run(in context: BenchContext) throws {
        let bytes = context.corpus(context.plan.throughputBytes)
        let size = sizeLabel(bytes.count)
        for profile in context.profiles {
            let maxGraphemes: Int? = profile.counting.limitsLength ? nil : 300
            let annotation = try Highlighter(profile: profile).annotate(utf8: bytes)
            context.log("  \(profile.name): split \(size) ×\(context.plan.throughputRepetitions + 1)")
            let first = try annotation.split(maxGraphemes: maxGraphemes)
            var rates: [Double] = []
            var same = true
            for _ in 0..<context.plan.throughputRepetitions {
                let (thread, seconds) = try Stopwatch.time { try annotation.split(maxGraphemes: maxGraphemes) }
                same = same && thread.parts.map(\.range) == first.parts.map(\.range)
                rates.append(Double(bytes.count) / seconds / 1e6)
            }
            context.checks.expect(same, "split/\(profile.name): same parts on every repetition", "\(first.parts.count) parts")
            let problem = Self.problem(in: first, of: bytes, maxGraphemes: maxGraphemes)
            context.checks.expect(problem == nil, "split/\(profile.name): parts tile the text and are each valid", problem ?? "\(first.parts.count) parts")
            let statistics = Statistics(rates)
            context.record(Figure(
                key: "split.\(profile.name).mbps", scenario: id, subject: "\(profile.name) profile, \(size)",
                metric: "split throughput (median)", value: statistics.median, unit: "MB/s",
                note: "\(first.parts.count) parts" + (maxGraphemes.map { ", at most \($0) graphemes each" } ?? "")
                    + ", \(first.cutEntities.count) entities cut; median of \(rates.count)", statistics: statistics))
        }
    }

    /// The first broken rule, or `nil`: parts in order and not empty, whitespace only between them, each valid.
    static func problem(in thread: ThreadSplit, of bytes: [UInt8], maxGraphemes: Int?) -> String? {
        var end = 0
        for (index, part) in thread.parts.enumerated() {
            guard !part.range.isEmpty, part.range.lowerBound >= end else { return "part \(index) is empty or out of order" }
            let gap = String(decoding: bytes[end..<part.range.lowerBound], as: UTF8.self)
            guard gap.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { return "text lost before part \(index)" }
            let valid = (part.count.bluesky?.postValid ?? part.count.valid) && part.count.graphemes <= (maxGraphemes ?? .max)
            guard valid else { return "part \(index) is not valid" }
            end = part.range.upperBound
        }
        let rest = String(decoding: bytes[end...], as: UTF8.self)
        return rest.unicodeScalars.allSatisfy(\.properties.isWhitespace) ? nil : "text lost after the last part"
    }
}

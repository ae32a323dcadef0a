#if canImport(Glibc)
import Glibc
#endif
import PatternHighlight
import PatternHighlightFormats

/// Scenario 5: the release `pattern-highlight` end to end (spawn, read stdin, annotate, write JSON), in MB/s
/// of input text, per profile; and `pattern-highlight batch` over the same text as one post per paragraph,
/// with `--jobs 1` and `--jobs 2`.
///
/// Every CLI run is paired with a run of the naive PCRE2 floor (scenario 3b) on the same text bytes right
/// before it, as the throughput scenario pairs the library: the paired ratio (median of the per-pair ratios)
/// is the figure the CLI targets are read from. The jobs speed-up pairs a `--jobs 1` run with a `--jobs 2` run.
/// One more, untimed annotate per profile samples the CLI's peak resident set (`VmHWM`); less the CLI's on
/// empty input, per input byte, it is the memory growth (the input, the annotation and the output buffer together).
///
/// Checks: exit status 0; the CLI's entities (kind, UTF-16 start and end) are exactly the library's; batch
/// replies add up to the document's entities; `--jobs 2` writes exactly the bytes `--jobs 1` writes.
struct CLIScenario: Scenario {
    let id = "cli"
    let title = "5. the CLI end to end: annotate and batch over the corpus, paired with the PCRE2 floor"

    func run(in context: BenchContext) throws {
        let byteCount = context.plan.cliBytes
        let size = sizeLabel(byteCount)
        guard let cli = ChildProcess.sibling("pattern-highlight") else {
            let reason = "release pattern-highlight not built next to the harness (make bench builds both)"
            context.record(.unavailable(key: "cli.annotate", scenario: id, subject: "pattern-highlight annotate, \(size)",
                                        metric: "throughput", unit: "MB/s", reason: reason))
            context.record(.unavailable(key: "cli.batch", scenario: id, subject: "pattern-highlight batch, \(size)",
                                        metric: "throughput", unit: "MB/s", reason: reason))
            return
        }
        let corpusPath = try context.corpusFile(byteCount)
        let outputPath = context.scratch.path("cli-output.json")
        let errorPath = context.scratch.path("cli-error.txt")

        var startup: [Double] = []
        for _ in 0..<5 {
            let outcome = try ChildProcess.run(cli, ["--profile", "simple"], output: outputPath, error: errorPath)
            startup.append(outcome.seconds * 1e3)
        }
        let startupStatistics = Statistics(startup)
        var emptyPeaks: [Double] = []
        for profile in context.profiles {
            emptyPeaks.append(Double(try ChildProcess.run(cli, ["--profile", profile.name], samplesPeak: true).peakResidentBytes))
        }
        let baselineResident = emptyPeaks.max() ?? 0
        context.record(Figure(
            key: "cli.startup-ms", scenario: id, subject: "pattern-highlight, empty input", metric: "spawn to exit (median)",
            value: startupStatistics.median, unit: "ms",
            note: "median of 5; included in every CLI figure below",
            statistics: startupStatistics))

        var floor = try NaivePCRE2Baseline()
        floor.prepare(context.corpus(byteCount))
        _ = floor.countMatches()
        for profile in context.profiles {
            context.log("  annotate --profile \(profile.name) < \(size) ×\(context.plan.cliRepetitions + 1), each after the floor")
            var rates: [Double] = []
            var ratios: [Double] = []
            var perCoreRatios: [Double] = []
            for repetition in 0...context.plan.cliRepetitions {
                let floorRate = Double(byteCount) / Stopwatch.time { floor.countMatches() }.seconds / 1e6
                let outcome = try ChildProcess.run(cli, ["--profile", profile.name], input: corpusPath, output: outputPath, error: errorPath)
                guard context.checks.expect(
                    outcome.status == 0, "cli/\(profile.name): annotate exits 0",
                    "exit \(outcome.status): \(Self.excerpt(errorPath)) (is the release CLI up to date? `swift build -c release`)")
                else { return }
                guard repetition > 0 else { continue }  // the first run warms the page cache
                let rate = Double(byteCount) / outcome.seconds / 1e6
                rates.append(rate)
                ratios.append(rate / floorRate)
                perCoreRatios.append(Double(byteCount) / outcome.cpuSeconds / 1e6 / floorRate)
            }
            try checkAnnotateOutput(outputPath, profile: profile, byteCount: byteCount, in: context)
            let statistics = Statistics(rates)
            let library = context.report.value("throughput.\(profile.name).mbps")
            context.record(Figure(
                key: "cli.annotate.\(profile.name).mbps", scenario: id, subject: "pattern-highlight annotate --profile \(profile.name), \(size)",
                metric: "end-to-end throughput (median)", value: statistics.median, unit: "MB/s",
                note: "median of \(rates.count); JSON, utf16 offsets" + (library.map { "; library annotate alone \(Report.format($0)) MB/s" } ?? ""),
                statistics: statistics))
            recordPairedRatio(
                ratios, key: "ratio.cli.annotate.\(profile.name).vs-pcre2-floor.paired",
                subject: "pattern-highlight annotate --profile \(profile.name)", in: context)
            recordPerCoreRatio(
                perCoreRatios, key: "ratio.cli.annotate.\(profile.name).vs-pcre2-floor.per-core",
                subject: "pattern-highlight annotate --profile \(profile.name)", in: context)
            // A separate, untimed run: sampling the child's memory costs CPU.
            let sampled = try ChildProcess.run(
                cli, ["--profile", profile.name], input: corpusPath, output: outputPath, error: errorPath, samplesPeak: true)
            context.record(Figure(
                key: "cli.annotate.\(profile.name).peak-growth-per-byte", scenario: id,
                subject: "pattern-highlight annotate --profile \(profile.name), \(size)", metric: "peak resident growth per input byte",
                value: sampled.status == 0 ? (Double(sampled.peakResidentBytes) - baselineResident) / Double(byteCount) : nil, unit: "B/B",
                note: "(VmHWM − VmHWM on empty input, \(Report.format(baselineResident / 1e6)) MB) ÷ input bytes, one untimed run; "
                    + "the input, the annotation and the output buffer together; target ≤ 3"))
        }
        try measureBatch(cli: cli, byteCount: byteCount, floor: floor, in: context)
    }

    /// Records the median of per-pair ratios `cli ÷ floor`.
    private func recordPairedRatio(_ ratios: [Double], key: String, subject: String, in context: BenchContext) {
        let statistics = Statistics(ratios)
        context.record(Figure(
            key: key, scenario: "ratios", subject: subject, metric: "CLI ÷ PCRE2 floor, paired runs", value: statistics.median,
            unit: "×", note: "median of \(ratios.count) pairs (floor in the harness, then the CLI, same text bytes); pairs range "
                + "\(Report.format(statistics.min))–\(Report.format(statistics.max))×",
            statistics: statistics))
    }

    /// Records the median of per-pair ratios `cli per CPU second ÷ floor`: the CLI's speed on one core, since a
    /// large annotate also counts on other threads while it writes (the floor runs on one).
    private func recordPerCoreRatio(_ ratios: [Double], key: String, subject: String, in context: BenchContext) {
        let statistics = Statistics(ratios)
        context.record(Figure(
            key: key, scenario: "ratios", subject: subject, metric: "CLI per CPU second ÷ PCRE2 floor, paired runs",
            value: statistics.median, unit: "×",
            note: "median of \(ratios.count) pairs; input bytes ÷ the child's user + system time (wait4), ÷ the floor's speed; "
                + "pairs range \(Report.format(statistics.min))–\(Report.format(statistics.max))×",
            statistics: statistics))
    }

    /// Compares the CLI's entities with the library's annotate of the same text, in UTF-16 offsets.
    private func checkAnnotateOutput(_ path: String, profile: Profile, byteCount: Int, in context: BenchContext) throws {
        let annotation = try Highlighter(profile: profile).annotate(utf8: context.corpus(byteCount))
        let expected = try annotation.entities.map { entity in
            EntityTriple(kind: entity.kind.rawValue, range: try annotation.range(entity.range, in: .utf16))
        }
        let output = try JSONValue(parsing: FileBytes.read(path))
        let actual: [EntityTriple] = output["entities"].map { entities in
            guard case .array(let list) = entities else { return [] }
            return list.map { entity in
                EntityTriple(kind: entity["kind"]?.stringValue ?? "?",
                             range: (entity["start"]?.intValue ?? -1)..<(entity["end"]?.intValue ?? -1))
            }
        } ?? []
        let firstDifference = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        context.checks.expect(
            actual == expected, "cli/\(profile.name): CLI entities equal the library's (kind, utf16 range)",
            "CLI \(actual.count), library \(expected.count)" + (firstDifference.map { ", first difference at entity \($0)" } ?? ""))
    }

    /// `pattern-highlight batch`, if the CLI has it: every paragraph of the corpus as one post, with `--jobs 1`
    /// and `--jobs 2` back to back after the floor.
    private func measureBatch(cli: String, byteCount: Int, floor: NaivePCRE2Baseline, in context: BenchContext) throws {
        let size = sizeLabel(byteCount)
        let probeInput = context.scratch.path("batch-probe.ndjson")
        let probeOutput = context.scratch.path("batch-probe.out")
        try FileBytes.write(Array("{\"id\":1,\"text\":\"hi @ana #swift\"}\n".utf8), to: probeInput)
        let probe = try ChildProcess.run(cli, ["batch", "--profile", "simple", "--jobs", "1"], input: probeInput, output: probeOutput)
        let probeReply = try? JSONValue(parsing: FileBytes.read(probeOutput))
        guard probe.status == 0, probeReply?["entities"] != nil else {
            context.record(.unavailable(
                key: "cli.batch.mbps", scenario: id, subject: "pattern-highlight batch, \(size) as one post per paragraph",
                metric: "end-to-end throughput", unit: "MB/s",
                reason: "not available: `pattern-highlight batch --jobs 1` exited \(probe.status)"))
            return
        }
        let (lines, posts, textBytes) = Self.ndjson(context.corpus(byteCount))
        let inputPath = context.scratch.path("batch-\(byteCount).ndjson")
        try FileBytes.write(lines, to: inputPath)
        let outputPaths = [1: context.scratch.path("batch-output-1.ndjson"), 2: context.scratch.path("batch-output-2.ndjson")]
        for profile in context.profiles {
            context.log("  batch --profile \(profile.name): \(posts) posts ×\(context.plan.cliRepetitions + 1), --jobs 1 and 2 after the floor")
            var rates: [Int: [Double]] = [1: [], 2: []]
            var ratios: [Double] = []
            var perCoreRatios: [Double] = []
            var speedUps: [Double] = []
            var cpuGrowths: [Double] = []
            for repetition in 0...context.plan.cliRepetitions {
                let floorRate = Double(byteCount) / Stopwatch.time { floor.countMatches() }.seconds / 1e6
                var seconds: [Int: Double] = [:]
                var cpuSeconds: [Int: Double] = [:]
                for jobs in [1, 2] {
                    let outcome = try ChildProcess.run(
                        cli, ["batch", "--profile", profile.name, "--jobs", String(jobs)], input: inputPath, output: outputPaths[jobs])
                    guard context.checks.expect(outcome.status == 0, "cli/\(profile.name): batch --jobs \(jobs) exits 0", "exit \(outcome.status)")
                    else { return }
                    seconds[jobs] = outcome.seconds
                    cpuSeconds[jobs] = outcome.cpuSeconds
                }
                guard repetition > 0, let one = seconds[1], let two = seconds[2], let cpuOne = cpuSeconds[1], let cpuTwo = cpuSeconds[2]
                else { continue }
                rates[1]!.append(Double(textBytes) / one / 1e6)
                rates[2]!.append(Double(textBytes) / two / 1e6)
                ratios.append(Double(textBytes) / one / 1e6 / floorRate)
                perCoreRatios.append(Double(textBytes) / cpuOne / 1e6 / floorRate)
                speedUps.append(one / two)
                cpuGrowths.append(cpuTwo / cpuOne)
            }
            try checkBatchOutput(outputPaths[1]!, profile: profile, posts: posts, byteCount: byteCount, in: context)
            let sameOutput = try FileBytes.read(outputPaths[1]!) == FileBytes.read(outputPaths[2]!)
            context.checks.expect(sameOutput, "cli/\(profile.name): batch --jobs 2 writes exactly what --jobs 1 writes", "outputs differ")
            for jobs in [1, 2] {
                let statistics = Statistics(rates[jobs]!)
                context.record(Figure(
                    key: jobs == 1 ? "cli.batch.\(profile.name).mbps" : "cli.batch.\(profile.name).jobs2.mbps", scenario: id,
                    subject: "pattern-highlight batch --jobs \(jobs) --profile \(profile.name), \(size) as \(posts) posts",
                    metric: "end-to-end throughput (median)", value: statistics.median, unit: "MB/s",
                    note: "MB of post text; median of \(statistics.count)", statistics: statistics))
            }
            recordPairedRatio(
                ratios, key: "ratio.cli.batch.\(profile.name).vs-pcre2-floor.paired",
                subject: "pattern-highlight batch --jobs 1 --profile \(profile.name)", in: context)
            recordPerCoreRatio(
                perCoreRatios, key: "ratio.cli.batch.\(profile.name).vs-pcre2-floor.per-core",
                subject: "pattern-highlight batch --jobs 1 --profile \(profile.name)", in: context)
            let jobsFigures = [
                (cpuGrowths, "jobs2-cpu", "--jobs 2 CPU time ÷ --jobs 1 CPU time",
                 "pairs; user + system time (wait4); 1 = the two threads do no more work than one"),
                (speedUps, "jobs2-speedup", "--jobs 1 time ÷ --jobs 2 time",
                 "back-to-back pairs; \(CLIScenario.cores) cores online; target ≥ 1.5 on 2 cores"),
            ]
            for (values, name, metric, note) in jobsFigures {
                let statistics = Statistics(values)
                context.record(Figure(
                    key: "ratio.cli.batch.\(profile.name).\(name)", scenario: "ratios", subject: "pattern-highlight batch --profile \(profile.name)",
                    metric: metric + ", paired runs", value: statistics.median, unit: "×",
                    note: "median of \(values.count) " + note, statistics: statistics))
            }
        }
    }

    /// The cores online (what `--jobs` defaults to).
    static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// Each post is annotated on its own; no entity crosses a paragraph break, so the posts' complete entities
    /// add up to the whole document's.
    private func checkBatchOutput(_ path: String, profile: Profile, posts: Int, byteCount: Int, in context: BenchContext) throws {
        var found = 0
        var replies = 0
        for line in try FileBytes.read(path).split(separator: 0x0A) {
            let reply = try JSONValue(parsing: Array(line))
            replies += 1
            if case .array(let entities)? = reply["entities"] {
                found += entities.filter { $0["partial"]?.boolValue != true }.count
            }
        }
        let expected = try context.profileEntities(profile, byteCount).complete
        context.checks.expect(
            replies == posts && found == expected, "cli/\(profile.name): batch finds the document's entities post by post",
            "\(replies) replies for \(posts) posts; \(found) entities, document \(expected)")
    }

    /// The start of a file (the CLI's stderr), for a failure message.
    static func excerpt(_ path: String) -> String {
        guard let bytes = try? FileBytes.read(path) else { return "" }
        return String(decoding: bytes.prefix(200), as: UTF8.self).trimmingTrailingNewlines()
    }

    /// One `{"id": n, "text": paragraph}` line per non-empty paragraph; also the count and the text bytes.
    static func ndjson(_ bytes: [UInt8]) -> (lines: [UInt8], posts: Int, textBytes: Int) {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines: [UInt8] = []
        var posts = 0
        var textBytes = 0
        for paragraph in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("id"); writer.int(posts)
            writer.key("text"); writer.string(String(paragraph))
            writer.endObject()
            writer.newline()
            lines += writer.bytes
            posts += 1
            textBytes += paragraph.utf8.count
        }
        return (lines, posts, textBytes)
    }
}

/// An entity as the CLI writes it: kind and range in the output's units.
struct EntityTriple: Equatable {
    let kind: String
    let range: Range<Int>
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import PatternHighlight
import PatternHighlightFormats

/// Entry point: parse options, run the chosen scenarios, print the table, write the JSON, exit non-zero when
/// a self-check failed.
func runBench() -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileBytes.writeStandardError("pattern-highlight-bench: \(error)\n")
        return 64
    }
    if options.help {
        FileBytes.writeStandardOutput(BenchOptions.helpText + "\n")
        return 0
    }
    if let child = options.childMemory {
        return MemoryScenario.runChild(profile: child.profile, target: child.target, corpusPath: child.corpusPath)
    }
    if let path = options.postsPath {
        let corpus = CorpusGenerator(seed: options.seed).generate(byteCount: options.postsMegabytes * 1_000_000)
        do {
            try FileBytes.write(CLIScenario.ndjson(corpus).lines, to: path)
        } catch {
            FileBytes.writeStandardError("pattern-highlight-bench: cannot write \(path): \(error)\n")
            return 1
        }
        return 0
    }
    if options.list {
        for scenario in ScenarioCatalog.all {
            FileBytes.writeStandardOutput(scenario.id.padding(to: 12) + scenario.title + "\n")
        }
        return 0
    }
    let known = Set(ScenarioCatalog.all.map(\.id))
    if let unknown = options.scenarios.first(where: { !known.contains($0) }) {
        FileBytes.writeStandardError("pattern-highlight-bench: unknown scenario \(unknown); known: \(ScenarioCatalog.all.map(\.id).joined(separator: ", "))\n")
        return 64
    }
    if let unknown = options.profiles.first(where: { Profile.named($0) == nil }) {
        FileBytes.writeStandardError("pattern-highlight-bench: unknown profile \(unknown); known: \(Profile.all.map(\.name).joined(separator: ", "))\n")
        return 64
    }
    let context: BenchContext
    do {
        context = try BenchContext(options: options)
    } catch {
        FileBytes.writeStandardError("pattern-highlight-bench: \(error)\n")
        return 1
    }
    defer { context.scratch.remove() }
    let started = Stopwatch.now()
    context.log("pattern-highlight-bench\(options.quick ? " --quick" : ""): profiles \(context.profiles.map(\.name).joined(separator: ", ")); seed \(options.seed)")
    let corpusCheck = CorpusCheck.run(in: context)
    var errors: [String] = []
    for scenario in ScenarioCatalog.all where options.scenarios.isEmpty || options.scenarios.contains(scenario.id) {
        context.log("[\(scenario.id)] \(scenario.title)")
        let scenarioStart = Stopwatch.now()
        do {
            try scenario.run(in: context)
        } catch {
            errors.append("\(scenario.id): \(error)")
            context.checks.expect(false, "\(scenario.id): ran to completion", "\(error)")
        }
        context.log("  (\(Report.format(Double(Stopwatch.now() - scenarioStart) / 1e9)) s)")
    }
    RatioSummary.add(to: context)
    let elapsed = Double(Stopwatch.now() - started) / 1e9

    FileBytes.writeStandardOutput(context.report.table() + "\n\n")
    let checks = context.checks
    let failures = checks.failures
    FileBytes.writeStandardOutput("checks: \(checks.results.count - failures.count) passed, \(failures.count) failed; \(Report.format(elapsed)) s; corpus \(corpusCheck)\n")
    for failure in failures {
        FileBytes.writeStandardOutput("FAILED \(failure.name): \(failure.detail)\n")
    }
    if let path = options.jsonPath {
        let metadata: [(String, JSONValue)] = [
            ("command", .string((["pattern-highlight-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "))),
            ("quick", .bool(options.quick)),
            ("seed", .number(String(options.seed))),
            ("profiles", .array(context.profiles.map { .string($0.name) })),
            ("cores", .number(String(sysconf(Int32(_SC_NPROCESSORS_ONLN))))),
            ("elapsedSeconds", .number(Report.format(elapsed))),
            ("corpus", .string(corpusCheck)),
        ]
        do {
            try FileBytes.write(context.report.json(metadata: metadata, checks: checks), to: path)
        } catch {
            FileBytes.writeStandardError("pattern-highlight-bench: \(error)\n")
            return 1
        }
    }
    if let path = options.markdownPath {
        let header = "Command: `\((["pattern-highlight-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "))`; "
            + "\(checks.results.count - failures.count) checks passed, \(failures.count) failed; \(Report.format(elapsed)) s.\n"
            + "Corpus: \(corpusCheck).\n\n"
        do {
            try FileBytes.write(Array((header + context.report.markdown()).utf8), to: path)
        } catch {
            FileBytes.writeStandardError("pattern-highlight-bench: \(error)\n")
            return 1
        }
    }
    return failures.isEmpty ? 0 : 1
}

extension String {
    func padding(to width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}

exit(runBench())

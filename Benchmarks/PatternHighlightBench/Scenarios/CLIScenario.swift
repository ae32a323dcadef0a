import PatternHighlight

/// Scenario 5: the release `pattern-highlight` end to end (spawn, read stdin, annotate, write JSON), in MB/s
/// of input text, per profile; and `pattern-highlight batch` over the same text as one post per paragraph,
/// once the CLI has batch mode (detected by trying it; "n/a" otherwise).
///
/// Checks: exit status 0, and the CLI's entities (kind, UTF-16 start and end) are exactly the library's.
struct CLIScenario: Scenario {
    let id = "cli"
    let title = "5. the CLI end to end: annotate and batch over the corpus"

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
        context.record(Figure(
            key: "cli.startup-ms", scenario: id, subject: "pattern-highlight, empty input", metric: "spawn to exit (median)",
            value: startupStatistics.median, unit: "ms", note: "median of 5; included in every CLI figure below",
            statistics: startupStatistics))

        for profile in context.profiles {
            context.log("  annotate --profile \(profile.name) < \(size) ×\(context.plan.cliRepetitions + 1)")
            var rates: [Double] = []
            for repetition in 0...context.plan.cliRepetitions {
                let outcome = try ChildProcess.run(cli, ["--profile", profile.name], input: corpusPath, output: outputPath, error: errorPath)
                guard context.checks.expect(
                    outcome.status == 0, "cli/\(profile.name): annotate exits 0",
                    "exit \(outcome.status): \(Self.excerpt(errorPath)) (is the release CLI up to date? `swift build -c release`)")
                else { return }
                if repetition > 0 { rates.append(Double(byteCount) / outcome.seconds / 1e6) }  // the first run warms the page cache
            }
            try checkAnnotateOutput(outputPath, profile: profile, byteCount: byteCount, in: context)
            let statistics = Statistics(rates)
            let library = context.report.value("throughput.\(profile.name).mbps")
            context.record(Figure(
                key: "cli.annotate.\(profile.name).mbps", scenario: id, subject: "pattern-highlight annotate --profile \(profile.name), \(size)",
                metric: "end-to-end throughput (median)", value: statistics.median, unit: "MB/s",
                note: "median of \(rates.count); JSON, utf16 offsets" + (library.map { "; library annotate alone \(Report.format($0)) MB/s" } ?? ""),
                statistics: statistics))
        }
        try measureBatch(cli: cli, byteCount: byteCount, in: context)
    }

    /// Compares the CLI's entities with the library's annotate of the same text, in UTF-16 offsets.
    private func checkAnnotateOutput(_ path: String, profile: Profile, byteCount: Int, in context: BenchContext) throws {
        let annotation = try Highlighter(profile: profile).annotate(utf8: context.corpus(byteCount))
        let expected = annotation.entities.map { entity in
            EntityTriple(kind: entity.kind.rawValue, range: annotation.range(entity.range, in: .utf16))
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

    /// `pattern-highlight batch`, if the CLI has it: every paragraph of the corpus as one post.
    private func measureBatch(cli: String, byteCount: Int, in context: BenchContext) throws {
        let size = sizeLabel(byteCount)
        let probeInput = context.scratch.path("batch-probe.ndjson")
        let probeOutput = context.scratch.path("batch-probe.out")
        try FileBytes.write(Array("{\"id\":1,\"text\":\"hi @ana #swift\"}\n".utf8), to: probeInput)
        let probe = try ChildProcess.run(cli, ["batch", "--profile", "simple"], input: probeInput, output: probeOutput)
        let probeReply = try? JSONValue(parsing: FileBytes.read(probeOutput))
        guard probe.status == 0, probeReply?["entities"] != nil else {
            context.record(.unavailable(
                key: "cli.batch.mbps", scenario: id, subject: "pattern-highlight batch, \(size) as one post per paragraph",
                metric: "end-to-end throughput", unit: "MB/s",
                reason: "not available yet: `pattern-highlight batch` exited \(probe.status) (batch mode not on main)"))
            return
        }
        let (lines, posts, textBytes) = Self.ndjson(context.corpus(byteCount))
        let inputPath = context.scratch.path("batch-\(byteCount).ndjson")
        try FileBytes.write(lines, to: inputPath)
        let outputPath = context.scratch.path("batch-output.ndjson")
        for profile in context.profiles {
            context.log("  batch --profile \(profile.name): \(posts) posts ×\(context.plan.cliRepetitions + 1)")
            var rates: [Double] = []
            for repetition in 0...context.plan.cliRepetitions {
                let outcome = try ChildProcess.run(cli, ["batch", "--profile", profile.name], input: inputPath, output: outputPath)
                guard context.checks.expect(outcome.status == 0, "cli/\(profile.name): batch exits 0", "exit \(outcome.status)") else { return }
                if repetition > 0 { rates.append(Double(textBytes) / outcome.seconds / 1e6) }
            }
            // Each post is annotated on its own; no entity crosses a paragraph break, so the posts' complete
            // entities add up to the whole document's.
            var found = 0
            var replies = 0
            for line in try FileBytes.read(outputPath).split(separator: 0x0A) {
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
            let statistics = Statistics(rates)
            context.record(Figure(
                key: "cli.batch.\(profile.name).mbps", scenario: id,
                subject: "pattern-highlight batch --profile \(profile.name), \(size) as \(posts) posts",
                metric: "end-to-end throughput (median)", value: statistics.median, unit: "MB/s",
                note: "MB of post text; median of \(rates.count)", statistics: statistics))
        }
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

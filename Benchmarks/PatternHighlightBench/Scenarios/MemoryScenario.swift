import PatternHighlight

/// Scenario 4: peak resident memory of a 100 MB annotate and the bytes of index kept per document byte.
///
/// Each profile is measured in a fresh child process (this executable with `--child-memory`), so that one
/// measurement's peak is not another's: the child reads the corpus file, notes its resident size and heap,
/// annotates, and reports `VmHWM` (peak resident) and the heap still in use while the annotation is alive.
struct MemoryScenario: Scenario {
    let id = "memory"
    let title = "4. peak memory and index bytes per document byte (annotate; live document later)"

    func run(in context: BenchContext) throws {
        let byteCount = context.plan.memoryBytes
        let size = sizeLabel(byteCount)
        context.log("  writing the \(size) corpus")
        let corpusPath = try context.corpusFile(byteCount)
        let documentBytes = Double(try FileBytes.read(corpusPath).count)
        for profile in Profile.all {
            context.log("  \(profile.name): annotate \(size) in a child process")
            let outputPath = context.scratch.path("memory-\(profile.name).json")
            let outcome = try ChildProcess.run(
                ChildProcess.currentExecutable, ["--child-memory", profile.name, "--corpus", corpusPath],
                output: outputPath, error: context.scratch.path("memory-\(profile.name).err"))
            let reply = try? JSONValue(parsing: FileBytes.read(outputPath))
            guard outcome.status == 0, let reply, let peak = reply["peakResident"]?.intValue,
                let residentBefore = reply["residentBefore"]?.intValue,
                let heapBefore = reply["heapBefore"]?.intValue, let heapAfter = reply["heapAfter"]?.intValue,
                let entities = reply["entities"]?.intValue, let hash = reply["entityHash"]?.stringValue
            else {
                context.checks.expect(false, "memory/\(profile.name): child measurement", "child exited \(outcome.status)")
                continue
            }
            let expected = try context.profileEntities(profile, byteCount)
            context.checks.expect(
                expected.count == entities && String(expected.hash, radix: 16) == hash,
                "memory/\(profile.name): child found the same entities as the parent",
                "child \(entities) entities, hash \(hash); parent \(expected)")
            let subject = "\(profile.name) annotate, \(size)"
            context.record(Figure(
                key: "memory.\(profile.name).peak-mb", scenario: id, subject: subject, metric: "peak resident (VmHWM)",
                value: Double(peak) / 1e6, unit: "MB",
                note: "before annotate \(Report.format(Double(residentBefore) / 1e6)) MB (text loaded); \(entities) entities"))
            context.record(Figure(
                key: "memory.\(profile.name).peak-per-byte", scenario: id, subject: subject,
                metric: "peak growth per document byte", value: Double(peak - residentBefore) / documentBytes,
                unit: "B/B", note: "(VmHWM after − VmRSS before) ÷ text bytes"))
            context.record(Figure(
                key: "memory.\(profile.name).index-per-byte", scenario: id, subject: subject,
                metric: "index bytes per document byte", value: Double(heapAfter - heapBefore) / documentBytes,
                unit: "B/B", note: "heap kept by the annotation (entities, runs, offsets) ÷ text bytes"))
        }
        context.record(.unavailable(
            key: "memory.document.index-per-byte", scenario: id, subject: "live document, \(size)",
            metric: "index bytes per document byte", unit: "B/B",
            reason: LiveDocumentFactory.unavailableReason ?? "to be measured with the live document"))
    }

    /// The child side: prints one JSON object with the measurements; exit 0 on success.
    static func runChild(profile name: String, corpusPath: String) -> Int32 {
        guard let profile = Profile.named(name) else {
            FileBytes.writeStandardError("unknown profile \(name)\n")
            return 64
        }
        do {
            let highlighter = try Highlighter(profile: profile)
            let bytes = try FileBytes.read(corpusPath)
            let residentBefore = MemoryProbe.resident ?? 0
            let heapBefore = MemoryProbe.heapInUse
            let (annotation, seconds) = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }
            let heapAfter = MemoryProbe.heapInUse
            let peak = MemoryProbe.peakResident ?? 0
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("bytes"); writer.int(bytes.count)
            writer.key("entities"); writer.int(annotation.entities.count)
            writer.key("entityHash"); writer.string(String(EntityFingerprint(annotation.entities).hash, radix: 16))
            writer.key("residentBefore"); writer.int(residentBefore)
            writer.key("heapBefore"); writer.int(heapBefore)
            writer.key("heapAfter"); writer.int(heapAfter)
            writer.key("peakResident"); writer.int(peak)
            writer.key("seconds"); Report.write(seconds, to: &writer)
            writer.endObject()
            writer.newline()
            withExtendedLifetime(annotation) {
                FileBytes.writeStandardOutput(String(decoding: writer.bytes, as: UTF8.self))
            }
            return 0
        } catch {
            FileBytes.writeStandardError("\(error)\n")
            return 1
        }
    }
}

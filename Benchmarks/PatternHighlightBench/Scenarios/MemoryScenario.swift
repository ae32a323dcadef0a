import PatternHighlight
import PatternHighlightFormats

/// Scenario 4: peak resident memory and the bytes of index kept per document byte, for a 100 MB annotate and
/// a 100 MB live `HighlightDocument`, per profile.
///
/// Each measurement runs in a fresh child process (this executable with `--child-memory`), so that one
/// measurement's peak is not another's. The child reads the corpus file, notes its resident size and heap,
/// builds the structure, drops its own copy of the input, and reports `VmHWM` (peak resident) and the heap
/// still in use. "Index bytes" are the heap the structure holds beyond one copy of the text: an annotation
/// shares the input array; a document keeps the text however it likes, and one text's worth is subtracted.
struct MemoryScenario: Scenario {
    let id = "memory"
    let title = "4. peak memory and index bytes per document byte (annotate and live document)"

    /// What a child measures.
    enum Target: String, CaseIterable {
        case annotate
        case document
    }

    func run(in context: BenchContext) throws {
        let byteCount = context.plan.memoryBytes
        let size = sizeLabel(byteCount)
        context.log("  writing the \(size) corpus")
        let corpusPath = try context.corpusFile(byteCount)
        for profile in context.profiles {
            let expected = try context.profileEntities(profile, byteCount)
            for target in Target.allCases {
                context.log("  \(profile.name): \(target.rawValue) \(size) in a child process")
                try measure(target, profile: profile, corpusPath: corpusPath, expected: expected, size: size, in: context)
            }
        }
    }

    private func measure(
        _ target: Target, profile: Profile, corpusPath: String, expected: EntityFingerprint, size: String, in context: BenchContext
    ) throws {
        let name = "\(profile.name)-\(target.rawValue)"
        let outputPath = context.scratch.path("memory-\(name).json")
        let errorPath = context.scratch.path("memory-\(name).err")
        let outcome = try ChildProcess.run(
            ChildProcess.currentExecutable,
            ["--child-memory", profile.name, "--child-target", target.rawValue, "--corpus", corpusPath],
            output: outputPath, error: errorPath)
        let reply = try? JSONValue(parsing: FileBytes.read(outputPath))
        guard outcome.status == 0, let reply, let textBytes = reply["bytes"]?.intValue,
            let peak = reply["peakResident"]?.intValue, let residentBefore = reply["residentBefore"]?.intValue,
            let heapBefore = reply["heapBefore"]?.intValue, let heapAfter = reply["heapAfter"]?.intValue,
            let entities = reply["entities"]?.intValue, let hash = reply["entityHash"]?.stringValue,
            case .number(let secondsText)? = reply["seconds"], let seconds = Double(secondsText)
        else {
            let message = (try? FileBytes.read(errorPath)).map { String(decoding: $0.prefix(300), as: UTF8.self) } ?? ""
            context.checks.expect(false, "memory/\(name): child measurement", "child exited \(outcome.status): \(message)")
            return
        }
        context.checks.expect(
            expected.count == entities && String(expected.hash, radix: 16) == hash,
            "memory/\(name): the child found the same entities as a full annotate in the parent",
            "child \(entities) entities, hash \(hash); parent \(expected)")
        let bytes = Double(textBytes)
        let subject = "\(profile.name) \(target == .annotate ? "annotate" : "live document"), \(size)"
        let key = "memory.\(profile.name).\(target.rawValue)"
        context.record(Figure(
            key: "\(key).peak-mb", scenario: id, subject: subject, metric: "peak resident (VmHWM)",
            value: Double(peak) / 1e6, unit: "MB",
            note: "\(Report.format(Double(residentBefore) / 1e6)) MB before (text loaded); built in \(Report.format(seconds)) s"))
        context.record(Figure(
            key: "\(key).peak-per-byte", scenario: id, subject: subject, metric: "peak growth per document byte",
            value: Double(peak - residentBefore) / bytes, unit: "B/B", note: "(VmHWM after − VmRSS before) ÷ text bytes"))
        context.record(Figure(
            key: "\(key).index-per-byte", scenario: id, subject: subject, metric: "index bytes per document byte",
            value: Double(heapAfter - heapBefore) / bytes, unit: "B/B",
            note: "heap held beyond one copy of the text ÷ text bytes"))
    }

    /// The child side: prints one JSON object with the measurements; exit 0 on success.
    static func runChild(profile name: String, target targetName: String, corpusPath: String) -> Int32 {
        guard let profile = Profile.named(name), let target = Target(rawValue: targetName) else {
            FileBytes.writeStandardError("unknown profile \(name) or target \(targetName)\n")
            return 64
        }
        do {
            let highlighter = Highlighter(profile: profile, maximumTextBytes: .max)
            var bytes = try FileBytes.read(corpusPath)
            let textBytes = bytes.count
            let residentBefore = MemoryProbe.resident ?? 0
            let heapBefore = MemoryProbe.heapInUse
            let start = Stopwatch.now()
            let entities: [Entity]
            let heapAfter: Int
            switch target {
            case .annotate:
                let annotation = try highlighter.annotate(utf8: bytes)
                bytes = []  // the annotation keeps the text (the same array)
                heapAfter = MemoryProbe.heapInUse
                entities = annotation.entities
            case .document:
                let document = try HighlightDocument(utf8: bytes, highlighter: highlighter)
                bytes = []  // whatever the document keeps of the text is its own
                heapAfter = MemoryProbe.heapInUse
                entities = withExtendedLifetime(document) { document.entities }
            }
            let seconds = Double(Stopwatch.now() - start) / 1e9
            let peak = MemoryProbe.peakResident ?? 0
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("bytes"); writer.int(textBytes)
            writer.key("entities"); writer.int(entities.count)
            writer.key("entityHash"); writer.string(String(EntityFingerprint(entities).hash, radix: 16))
            writer.key("residentBefore"); writer.int(residentBefore)
            writer.key("heapBefore"); writer.int(heapBefore)
            writer.key("heapAfter"); writer.int(heapAfter)
            writer.key("peakResident"); writer.int(peak)
            writer.key("seconds"); Report.write(seconds, to: &writer)
            writer.endObject()
            writer.newline()
            FileBytes.writeStandardOutput(String(decoding: writer.bytes, as: UTF8.self))
            return 0
        } catch {
            FileBytes.writeStandardError("\(error)\n")
            return 1
        }
    }
}

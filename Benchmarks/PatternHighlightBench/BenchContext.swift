import PatternHighlight

/// What every scenario shares: options, the corpus, the report and the checks.
final class BenchContext {
    let options: BenchOptions
    let plan: BenchPlan
    /// The profiles to measure: `Profile.all`, or the ones named with `--profile`.
    let profiles: [Profile]
    let report = Report()
    let checks = Checks()
    let generator: CorpusGenerator
    /// A scratch folder for corpus files and CLI output, removed at the end of the run.
    let scratch: ScratchDirectory
    private var cachedCorpus: [UInt8] = []
    private var fingerprints: [String: EntityFingerprint] = [:]
    private var corpusFiles: [Int: String] = [:]

    init(options: BenchOptions) throws {
        self.options = options
        self.plan = options.quick ? .quick : .standard
        self.profiles = options.profiles.isEmpty ? Profile.all : Profile.all.filter { options.profiles.contains($0.name) }
        self.generator = CorpusGenerator(seed: options.seed)
        self.scratch = try ScratchDirectory()
    }

    /// The first `byteCount` bytes of the corpus (generated once; smaller sizes are prefixes of larger ones).
    func corpus(_ byteCount: Int) -> [UInt8] {
        if cachedCorpus.count < byteCount {
            cachedCorpus = generator.generate(byteCount: byteCount)
        }
        return CorpusGenerator.prefix(of: cachedCorpus, byteCount: byteCount)
    }

    /// The corpus of `byteCount` bytes written to a file in the scratch folder.
    func corpusFile(_ byteCount: Int) throws -> String {
        if let path = corpusFiles[byteCount] { return path }
        let path = scratch.path("corpus-\(byteCount).txt")
        try FileBytes.write(corpus(byteCount), to: path)
        corpusFiles[byteCount] = path
        return path
    }

    /// `profile`'s entities over the first `byteCount` bytes of the corpus, from a full annotate (computed
    /// once, untimed, unless a scenario already remembered them): what every other path must find too.
    func profileEntities(_ profile: Profile, _ byteCount: Int) throws -> EntityFingerprint {
        if let known = fingerprints["\(profile.name)/\(byteCount)"] { return known }
        let fingerprint = EntityFingerprint(try Highlighter(profile: profile, maximumTextBytes: .max).annotate(utf8: corpus(byteCount)).entities)
        remember(fingerprint, profile, byteCount)
        return fingerprint
    }

    /// Stores what a full annotate of `profile` found in the first `byteCount` bytes.
    func remember(_ fingerprint: EntityFingerprint, _ profile: Profile, _ byteCount: Int) {
        fingerprints["\(profile.name)/\(byteCount)"] = fingerprint
    }

    /// Adds a figure to the report.
    func record(_ figure: Figure) { report.add(figure) }

    /// A progress line on stderr (stdout is the table).
    func log(_ message: String) {
        FileBytes.writeStandardError(message + "\n")
    }
}

/// Sizes and repetitions: the standard set (`make bench`) and the quick one.
struct BenchPlan {
    var throughputBytes: Int
    var throughputRepetitions: Int
    var regexBytes: Int
    var swiftRegexBytes: Int
    var regexRepetitions: Int
    /// Document sizes for the full re-highlight baseline, with how many characters are typed (then deleted).
    var rehighlight: [(bytes: Int, typed: Int)]
    /// Document sizes for the live-document keystroke scenario, with how many characters are typed (then deleted).
    var keystrokes: [(bytes: Int, typed: Int)]
    /// How many times the keystroke session runs on each document, in turns with the other profiles (its figures
    /// pool every keystroke).
    var keystrokeSessions: Int
    var pasteBytes: Int
    var memoryBytes: Int
    var cliBytes: Int
    var cliRepetitions: Int
    /// The smaller draft of the cross-post scaling scenario (the larger is four times it), and its timed repetitions.
    var crosspostScalingBytes: Int
    var crosspostScalingRepetitions: Int

    static let standard = BenchPlan(
        throughputBytes: 10_000_000, throughputRepetitions: 5,
        regexBytes: 10_000_000, swiftRegexBytes: 1_000_000, regexRepetitions: 3,
        rehighlight: [(1_000, 1_000), (1_000_000, 50)],
        keystrokes: [(1_000, 1_000), (1_000_000, 1_000), (10_000_000, 1_000), (100_000_000, 1_000)],
        keystrokeSessions: 10,
        pasteBytes: 5_000,
        memoryBytes: 100_000_000,
        cliBytes: 10_000_000, cliRepetitions: 9,
        crosspostScalingBytes: 2_000_000, crosspostScalingRepetitions: 3)

    static let quick = BenchPlan(
        throughputBytes: 1_000_000, throughputRepetitions: 3,
        regexBytes: 1_000_000, swiftRegexBytes: 100_000, regexRepetitions: 2,
        rehighlight: [(1_000, 200), (1_000_000, 10)],
        keystrokes: [(1_000, 200), (1_000_000, 200)],
        keystrokeSessions: 2,
        pasteBytes: 5_000,
        memoryBytes: 10_000_000,
        cliBytes: 1_000_000, cliRepetitions: 2,
        crosspostScalingBytes: 500_000, crosspostScalingRepetitions: 2)
}

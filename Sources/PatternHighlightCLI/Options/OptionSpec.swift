import PatternHighlight

/// One command-line option: its name, whether it takes a value, the modes it serves, what `--help` says about
/// it, and how it sets the options. ``OptionSpec/all`` is the one table that parsing, the mode check and `--help`
/// read.
struct OptionSpec: Sendable {
    typealias Mode = CommandLineOptions.Mode

    enum Argument: Sendable {
        /// A flag: `--lossy`. Given a value (`--lossy=yes`), it is a usage error.
        case none(@Sendable (inout CommandLineOptions) -> Void)
        /// A valued option: `--profile NAME` or `--profile=NAME`; `placeholder` names the value in `--help`
        /// and in the error when it is missing.
        case value(placeholder: String, @Sendable (inout CommandLineOptions, String) throws(OptionValueError) -> Void)
    }

    /// `--profile`.
    let name: String
    /// Other spellings (`-h`).
    let aliases: [String]
    let argument: Argument
    /// The modes the option has an effect in; given in another mode, it is a usage error
    /// (``CommandLineError/notAnOptionOfMode(option:mode:modes:)``).
    let modes: [Mode]
    /// One line for `--help`, without the default; written only when `--help` asks (a summary with an example from
    /// the registry makes every registered profile).
    let summary: @Sendable () -> String
    /// The default, as `--help` shows it, or `nil`.
    let defaultValue: String?

    /// The option `name` (also spelt `aliases`), taking `argument`, in `modes`, described by `summary` with its
    /// `defaultValue`.
    init(
        name: String, aliases: [String] = [], argument: Argument, modes: [Mode],
        summary: @autoclosure @escaping @Sendable () -> String, defaultValue: String? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.argument = argument
        self.modes = modes
        self.summary = summary
        self.defaultValue = defaultValue
    }

    /// The value an option refused, and what it expects instead.
    struct OptionValueError: Error {
        let expected: String
    }

    /// How `--help` writes the option's left column: `--profile NAME|…`, the registered profiles' names.
    var synopsis: String {
        switch argument {
        case .none: return ([name] + aliases).joined(separator: ", ")
        case .value(let placeholder, _): return name + " " + placeholder
        }
    }
}

extension OptionSpec {
    /// Every option, in `--help` order: the shared ones, with the options the registered profiles declare
    /// (`Profile.declaredOptions`) after `--dids`. Made again on each read, so a profile registered later is in it.
    static var all: [OptionSpec] { leading + Profile.declaredOptions.map(OptionSpec.init(declaredBy:)) + trailing }

    /// A profile's own option: every mode takes it; its value is kept for the profile that declares it
    /// (``CommandLineOptions/profileOptionValues``) and checked here.
    init(declaredBy option: ProfileOption) {
        self.init(
            name: option.name,
            argument: .value(placeholder: option.placeholder) { options, text throws(OptionValueError) in
                guard option.accepts(text) else { throw OptionValueError(expected: option.expected) }
                options.profileOptionValues.append((option.name, text))
            },
            modes: Mode.allCases, summary: option.summary, defaultValue: option.defaultValue)
    }

    /// The shared options before the profiles' own (made on each read: `--format` lists the registered profiles'
    /// formats).
    private static var leading: [OptionSpec] { [
        OptionSpec(
            name: "--profile", argument: .value(placeholder: Profile.allNames.joined(separator: "|")) { options, text throws(OptionValueError) in
                guard let profile = Profile.named(text) else { throw OptionValueError(expected: Profile.allNames.joined(separator: "|")) }
                options.profile = profile
            },
            modes: [.annotate, .batch, .stream, .split],
            summary: "which rules decide what is an entity", defaultValue: Profile.defaultName),
        OptionSpec(
            name: "--units", argument: .value(placeholder: unitNames) { options, text throws(OptionValueError) in
                guard let units = OffsetUnit(rawValue: text) else { throw OptionValueError(expected: unitNames) }
                options.units = units
            },
            modes: Mode.allCases,
            summary: "unit of every offset read or written", defaultValue: OffsetUnit.utf16.rawValue),
        OptionSpec(
            name: "--format", argument: .value(placeholder: formatNames) { options, text throws(OptionValueError) in
                guard let format = CommandLineOptions.OutputFormat(name: text) else { throw OptionValueError(expected: formatNames) }
                options.format = format
            },
            modes: [.annotate, .batch, .split],
            summary: "output format for annotate and batch (" + declaredFormatSummaries
                + "); split takes json or a format that writes a thread's posts",
            defaultValue: CommandLineOptions.OutputFormat.json.name),
        OptionSpec(
            name: "--no-runs", argument: .none { $0.includesRuns = false },
            modes: [.annotate, .batch],
            summary: "json format: leave \"runs\" out (entities only; runs repeat every entity)"),
        OptionSpec(
            name: "--patterns", argument: .value(placeholder: "FILE") { options, path in options.patternsPath = path },
            modes: [.annotate, .batch, .stream, .split],
            summary: "extra kinds: JSON list of {\"kind\", \"regex\", \"color\"?} (example below)"),
        OptionSpec(
            name: "--theme", argument: .value(placeholder: "FILE") { options, path in options.themePath = path },
            modes: [.annotate, .batch, .stream],
            summary: "presentation per kind: JSON {\"kind\": {\"color\", \"darkColor\"?, \"underline\"?}} (example below)"),
        OptionSpec(
            name: "--dids", argument: .value(placeholder: "FILE") { options, path in options.didsPath = path },
            modes: [.annotate, .batch, .split, .crosspost, .streamTargets, .batchTargets],
            summary: "with --format \(didReaders.formats), or a \(didReaders.targets) target: JSON {\"handle\": \"did:…\"}; unmapped mentions keep the handle as did"),
    ] }

    /// The shared options after the profiles' own.
    private static let trailing: [OptionSpec] = [
        OptionSpec(
            name: "--shortcodes", argument: .none { $0.shortcodes = true },
            modes: Mode.allCases,
            summary: "emoji shortcodes: \":name:\" is an entity of kind shortcode, \":name\" typed an active token"),
        OptionSpec(
            name: "--markdown-links", argument: .none { $0.markdownLinks = true },
            modes: Mode.allCases,
            summary: "\"[label](url)\" is an entity of kind link, counted and posted as the platform posts it"),
        OptionSpec(
            name: "--hints", argument: .none { $0.hints = true },
            modes: [.annotate, .batch, .stream],
            summary: "near-miss hints: \"hints\" lists text that looks like an entity but is not one here, and why"),
        OptionSpec(
            name: "--max-graphemes", argument: .value(placeholder: "N") { options, text throws(OptionValueError) in
                options.maxGraphemes = try parsePositive(text, expected: "a positive number of graphemes")
            },
            modes: [.split],
            summary: "split: the most graphemes a part may hold (required under \(unlimitedProfiles); elsewhere a further limit)"),
        OptionSpec(
            name: "--content-warning", aliases: ["--spoiler-text"], argument: .value(placeholder: "TEXT") { options, text in options.contentWarning = text },
            modes: [.split, .crosspost, .streamTargets],
            summary: "split, \(Profile.contentWarningCounters.joined(separator: " or ")) profile: the content warning each part is posted with (counted in every part); crosspost, stream --targets: the draft's (batch --targets: each line's \"spoiler_text\"); --spoiler-text is its other name"),
        OptionSpec(
            name: "--targets", argument: .value(placeholder: "P,…") { options, text in
                options.targetNames = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            },
            modes: [.crosspost, .stream, .streamTargets, .batch, .batchTargets],
            summary: "crosspost (required), stream, batch: the platforms a draft is written for, e.g. \(CommandLineOptions.allTargets)"),
        OptionSpec(
            name: "--mentions", argument: .value(placeholder: "FILE") { options, path in options.mentionsPath = path },
            modes: [.crosspost, .streamTargets, .batchTargets],
            summary: "with --targets: people's handles, JSON [{\(HelpText.targetHandleExamples.prefix(2).joined(separator: ", ")), …}]"),
        OptionSpec(
            name: "--cw-prefix", argument: .none { $0.contentWarningPrefix = true },
            modes: [.crosspost, .streamTargets, .batchTargets],
            summary: "with --targets: where a platform has no content-warning field, begin the post with \"CW: TEXT\" and a blank line"),
        OptionSpec(
            name: "--jobs", argument: .value(placeholder: "N") { options, text throws(OptionValueError) in
                options.jobs = try parsePositive(text, expected: "a number of threads from 1 to \(BatchCommand.maximumJobs)")
                guard options.jobs <= BatchCommand.maximumJobs else {
                    throw OptionValueError(expected: "a number of threads from 1 to \(BatchCommand.maximumJobs)")
                }
            },
            modes: [.batch, .batchTargets],
            summary: "batch: threads that answer lines, at most \(BatchCommand.maximumJobs) (the output is the same bytes whatever N)",
            defaultValue: "number of cores"),
        OptionSpec(
            name: "--lossy", argument: .none { $0.lossy = true },
            modes: Mode.allCases,
            summary: "replace invalid UTF-8 with U+FFFD (and say so on stderr) instead of failing"),
        OptionSpec(
            name: "--max-bytes", argument: .value(placeholder: "N") { options, text throws(OptionValueError) in
                options.maximumTextBytes = try parsePositive(text, expected: "a positive number of bytes")
            },
            modes: Mode.allCases,
            summary: "largest document accepted: annotate input, batch text, stream document",
            defaultValue: String(Highlighter.defaultMaximumTextBytes)),
        OptionSpec(
            name: "--max-line-bytes", argument: .value(placeholder: "N") { options, text throws(OptionValueError) in
                options.maximumLineLength = try parsePositive(text, expected: "a positive number of bytes")
            },
            modes: [.batch, .stream, .streamTargets, .batchTargets],
            summary: "longest batch/stream line accepted", defaultValue: String(CommandLineOptions.defaultMaximumLineLength)),
        OptionSpec(name: "--help", aliases: ["-h"], argument: .none { $0.showHelp = true }, modes: Mode.allCases, summary: "this text"),
        OptionSpec(name: "--version", argument: .none { $0.showVersion = true }, modes: Mode.allCases, summary: "the version"),
    ]

    /// The formats whose writer reads mention DIDs (`facets or post`) and the platforms whose posts do (`bluesky`), for
    /// `--dids`.
    private static var didReaders: (formats: String, targets: String) {
        let formats = CommandLineOptions.OutputFormat.all.filter { $0.writer?.readsDIDs ?? false }.map(\.name)
        let targets = Profile.registrations.filter(CommandLineOptions.postsDIDs).map(\.name)
        return (formats.joined(separator: " or "), targets.joined(separator: " or "))
    }

    /// The registered profiles whose count has no limit (`simple`), which split needs `--max-graphemes` under.
    static var unlimitedProfiles: String {
        let names = Profile.registrations.filter { !$0.make().counting.limitsLength }.map(\.name)
        return names.isEmpty ? "a profile whose count has no limit" : HelpText.sentence(names)
    }

    /// `json|facets|post|ansi|html`: every format `--format` takes.
    private static var formatNames: String { CommandLineOptions.OutputFormat.all.map(\.name).joined(separator: "|") }

    /// What each format a profile declares writes, and which profiles have it.
    private static var declaredFormatSummaries: String {
        Profile.declaredFormats.map { format in
            let owners = Profile.registrations.filter { $0.formats.contains(format) }.map(\.name).joined(separator: ", ")
            return "\(format.name): \(format.summary); with --profile \(owners)"
        }.joined(separator: "; ")
    }

    /// The units, the default first.
    private static let unitNames = [OffsetUnit.utf16, .utf8, .scalars].map(\.rawValue).joined(separator: "|")

    /// The table mode → accepted options: the options that have an effect in `mode`, in `--help` order.
    static func accepted(in mode: Mode) -> [OptionSpec] {
        all.filter { $0.modes.contains(mode) }
    }

    /// The option called `name` (or one of its aliases).
    static func named(_ name: String) -> OptionSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    private static func parsePositive(_ text: String, expected: String) throws(OptionValueError) -> Int {
        guard let number = Int(text), number > 0 else { throw OptionValueError(expected: expected) }
        return number
    }
}

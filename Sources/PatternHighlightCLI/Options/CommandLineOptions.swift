#if canImport(Glibc)
import Glibc
#endif
import PatternHighlight
import PatternHighlightFormats

/// The parsed command line.
///
/// Grammar: `pattern-highlight [MODE] [OPTIONS]`, where the mode (`annotate`, `batch`, `stream`, `split`; default
/// `annotate`) may stand anywhere among the options. A valued option is `--option value` or `--option=value`;
/// a flag given a value (`--lossy=yes`) is a usage error, like an unknown option, a valued option given twice or a
/// second mode. Each option
/// serves the modes its ``OptionSpec/modes`` names; ``checkModeOptions()`` refuses the others.
struct CommandLineOptions: Sendable {
    /// A mode word, and `stream --targets` (the cross-post stream) and `batch --targets` (a cross-post per line):
    /// modes of their own in the option table (``OptionSpec/modes``), named by no word of their own.
    enum Mode: String, CaseIterable, Sendable {
        case annotate, batch, stream, split, crosspost
        case streamTargets = "stream --targets"
        case batchTargets = "batch --targets"

        /// The modes a word names.
        static let words: [Mode] = [.annotate, .batch, .stream, .split, .crosspost]
    }
    /// `--format`: the shared formats, or one a profile declares (`Profile.declaredFormats`), written by its
    /// `ProfileFormatWriter`.
    enum OutputFormat: Sendable, Equatable {
        case json, ansi, html
        /// A format a profile declares, by name (`facets`, `post`).
        case declared(String)

        /// The shared formats, in `--help` order.
        static let shared: [OutputFormat] = [.json, .ansi, .html]

        /// Every format `--format` takes: the shared ones and the registered profiles' (`json|facets|post|ansi|html`).
        static var all: [OutputFormat] { [.json] + Profile.declaredFormats.map { .declared($0.name) } + [.ansi, .html] }

        /// `--format NAME`.
        var name: String {
            switch self {
            case .json: return "json"
            case .ansi: return "ansi"
            case .html: return "html"
            case .declared(let name): return name
            }
        }

        /// The format called `name`, when `--format` takes it.
        init?(name: String) {
            guard let format = Self.all.first(where: { $0.name == name }) else { return nil }
            self = format
        }

        /// The writer of a declared format.
        var writer: (any ProfileFormatWriter)? {
            guard case .declared(let name) = self else { return nil }
            return ProfileFormatWriters.named(name)
        }

        /// The writer of this format under `profile`: the profile's own, or, for a profile that does not declare it,
        /// the posted text of its markdown links (`--format post` with `--markdown-links`).
        func writer(for profile: Profile) -> (any ProfileFormatWriter)? {
            guard case .declared(let name) = self else { return nil }
            if !profile.postsAsWritten, name == MarkdownLinkPostWriter.format,
                !(profile.registration?.formats.contains { $0.name == name } ?? false)
            {
                return MarkdownLinkPostWriter()
            }
            return writer
        }
    }

    /// The default for ``maximumLineLength``: 64 MiB.
    static let defaultMaximumLineLength = 64 << 20

    var mode: Mode = .annotate
    /// `--profile`; the registry's default profile (`Profile.defaultName`) when none is given, made only then (a
    /// profile's patterns may take milliseconds to compile, which every run of another profile would otherwise pay).
    var profile: Profile {
        get { chosenProfile ?? .default }
        set { chosenProfile = newValue }
    }
    private var chosenProfile: Profile?
    var units: OffsetUnit = .utf16
    var format: OutputFormat = .json
    /// `--no-runs` clears it: the JSON object has no `"runs"`.
    var includesRuns = true
    var patternsPath: String?
    var themePath: String?
    /// `--dids FILE`: handle → DID JSON object for the mention facets of `--format facets` and `--format post`.
    var didsPath: String?
    /// The values of the options profiles declare (`--twitter-config`, `--mastodon-max-characters`, …;
    /// `Profile.declaredOptions`), in the order given: each applies to the profile that declares it.
    var profileOptionValues: [(name: String, value: String)] = []
    /// Threads that annotate batch lines: by default one per core.
    var jobs = CommandLineOptions.coreCount
    var lossy = false
    /// `--shortcodes`: emoji shortcodes (`:name:`) as an entity kind and an autocomplete trigger.
    var shortcodes = false
    /// `--markdown-links`: `[label](url)` as an entity kind, counted and posted as the platform posts it.
    var markdownLinks = false
    /// What the highlighter recognises beyond the profile's kinds (`--shortcodes`, `--markdown-links`, `--hints`).
    var highlighterOptions: Highlighter.Options {
        var options: Highlighter.Options = []
        if shortcodes { options.insert(.shortcodes) }
        if markdownLinks { options.insert(.markdownLinks) }
        if hints { options.insert(.hints) }
        return options
    }
    /// `--hints`: near-miss hints (`"hints"`) in annotate, batch and stream objects.
    var hints = false
    /// The longest request line batch and stream accept, in bytes.
    var maximumLineLength = CommandLineOptions.defaultMaximumLineLength
    /// The largest document accepted (annotate input, a batch line's text, the stream document), in bytes.
    var maximumTextBytes = Highlighter.defaultMaximumTextBytes
    /// `--max-graphemes`: split's grapheme limit per part (required under a profile whose count has no limit).
    var maxGraphemes: Int?
    /// `--content-warning`: split, under a profile whose count includes one: the content warning every part is posted
    /// with; crosspost and stream with `--targets`: the draft's content warning.
    var contentWarning: String?
    /// `--targets P,…`: crosspost (required) and stream: the platforms of one draft (`CommandLineOptions+Targets`).
    var targetNames: [String]?
    /// `--mentions FILE`: crosspost and stream with `--targets`: the mention directory.
    var mentionsPath: String?
    /// `--cw-prefix`: crosspost and stream with `--targets`: put the content warning in the text where no field holds it.
    var contentWarningPrefix = false
    var showHelp = false
    var showVersion = false
    /// The options given, by their ``OptionSpec/name``, in the order given (repeats included).
    var givenOptions: [String] = []

    /// The profile the highlighter runs: ``profile`` with the values of the options it declares applied in the order
    /// given (`--twitter-config` under twitter, the `--mastodon-…` instance settings under mastodon); another profile's
    /// options are checked by ``checkCombinations()``.
    var countingProfile: Profile {
        applyingOptionValues(to: profile, declared: profile.registration?.options ?? [])
    }

    /// `profile` with the values of the options in `declared` (its own) applied in the order given; the others'
    /// values are passed over.
    func applyingOptionValues(to profile: Profile, declared: [ProfileOption]) -> Profile {
        profileOptionValues.reduce(profile) { profile, given in
            declared.first { $0.name == given.name }.map { $0.apply(profile, given.value) } ?? profile
        }
    }

    /// Refuses options that are each valid but not together: a format a profile declares under another profile,
    /// `--dids` with a format that reads no DIDs, an option a profile declares and refuses elsewhere under another profile,
    /// `--content-warning` under a profile whose count includes none, and split under a profile whose count has no limit
    /// without `--max-graphemes`. A mode of `--targets` takes no profile, so its checks are the targets'
    /// (``checkTargetOptions()``): its messages never suggest `--profile`, an option it refuses.
    func checkCombinations() throws(CommandLineError) {
        if !takesTargets, case .declared(let name) = format, !(profile.registration?.formats.contains { $0.name == name } ?? false),
            !(markdownLinks && name == MarkdownLinkPostWriter.format)
        {
            let declaring = Profile.registrations.filter { $0.formats.contains { $0.name == name } }
            let summary = Profile.declaredFormats.first { $0.name == name }?.summary ?? name
            throw .formatOfOtherProfile(format: name, summary: summary, profiles: declaring.map(\.name), profile: profile.name)
        }
        if mode == .split, format != .json, !(format.writer?.writesThreads ?? false) {
            let names = OutputFormat.all.filter { $0 == .json || ($0.writer?.writesThreads ?? false) }.map(\.name)
            throw .invalidValue(
                option: "--format", value: format.name,
                expected: names.joined(separator: " or ") + " (split writes a thread, or its posts alone)")
        }
        try checkTargets()
        if takesTargets { return try checkTargetOptions() }
        let ownOptions = Set(ownRegistrations.flatMap(\.options).map(\.name))
        for given in profileOptionValues where !ownOptions.contains(given.name) {
            let declaring = Profile.registrations.filter { $0.options.contains { $0.name == given.name } }
            guard declaring.contains(where: { registration in
                registration.options.contains { $0.name == given.name && $0.elsewhere == .refused }
            }) else { continue }
            throw .optionOfOtherProfile(option: given.name, profiles: declaring.map(\.name), profile: profile.name)
        }
        if mode == .split, maxGraphemes == nil, !countingProfile.counting.limitsLength {
            throw .splitNeedsLimit(profile: profile.name)
        }
        if contentWarning != nil, targetNames == nil, !profile.counting.countsContentWarning { throw .contentWarningNotCounted(profile: profile.name, counting: Profile.contentWarningCounters) }
        if didsPath != nil, !(format.writer?.readsDIDs ?? false) {
            let readers = OutputFormat.all.filter { $0.writer?.readsDIDs ?? false }.map(\.name)
            throw .didsWithoutFacets(format: format.name, readers: readers)
        }
    }

    /// The mode whose options the table (``OptionSpec/modes``) accepts: the mode word's, `stream --targets` for a
    /// cross-post stream, `batch --targets` for a batch of cross-posts.
    var optionMode: Mode {
        guard targetNames != nil else { return mode }
        switch mode {
        case .stream: return .streamTargets
        case .batch: return .batchTargets
        default: return mode
        }
    }

    /// Refuses an option that has no effect in the mode (`annotate --jobs 2`, `stream --targets P --profile P`): the
    /// first one given, by the table ``OptionSpec/all``.
    func checkModeOptions() throws(CommandLineError) {
        for name in givenOptions {
            guard let spec = OptionSpec.named(name), !spec.modes.contains(optionMode) else { continue }
            throw .notAnOptionOfMode(option: name, mode: optionMode.rawValue, modes: spec.modes.map(\.rawValue))
        }
    }

    /// The cores online.
    static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Parses `arguments` (without the program name) by the table ``OptionSpec/all``.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var modeGiven = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                guard !modeGiven, let mode = Mode(rawValue: argument), Mode.words.contains(mode) else {
                    throw .unexpectedArgument(argument)
                }
                options.mode = mode
                modeGiven = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = OptionSpec.named(name) else { throw .unknownOption(name) }
            // An option takes one value: a second one would silently replace the first.
            if case .value = spec.argument, options.givenOptions.contains(spec.name) { throw .repeatedOption(spec.name) }
            options.givenOptions.append(spec.name)
            switch spec.argument {
            case .none(let apply):
                if let inlineValue { throw .flagTakesNoValue(option: name, value: inlineValue) }
                apply(&options)
            case .value(let placeholder, let apply):
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw .missingValue(option: name, expected: placeholder)
                }
                do {
                    try apply(&options, value)
                } catch {
                    throw .invalidValue(option: name, value: value, expected: error.expected)
                }
            }
        }
        return options
    }
}

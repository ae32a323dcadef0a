#if canImport(Glibc)
import Glibc
#endif
import PatternHighlight

/// The parsed command line.
///
/// Grammar: `pattern-highlight [MODE] [OPTIONS]`, where the mode (`annotate`, `batch`, `stream`, `split`; default
/// `annotate`) may stand anywhere among the options. A valued option is `--option value` or `--option=value`;
/// a flag given a value (`--lossy=yes`) is a usage error, like an unknown option or a second mode. Each option
/// serves the modes its ``OptionSpec/modes`` names; ``checkModeOptions()`` refuses the others.
struct CommandLineOptions: Sendable {
    enum Mode: String, CaseIterable, Sendable { case annotate, batch, stream, split }
    enum OutputFormat: String, CaseIterable, Sendable { case json, facets, post, ansi, html }

    /// The default for ``maximumLineLength``: 64 MiB.
    static let defaultMaximumLineLength = 64 << 20

    var mode: Mode = .annotate
    /// `--profile`; the twitter profile when none is given (made only then: its patterns take milliseconds to
    /// compile, which every run of another profile would otherwise pay).
    var profile: Profile {
        get { chosenProfile ?? .twitter }
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
    /// `--twitter-config`: the configuration the twitter profile's `count` uses.
    var twitterConfiguration: TwitterCountConfiguration = .v3
    /// `--mastodon-max-characters` and `--mastodon-url-characters`: the instance settings the mastodon profile's
    /// `count` uses, when given.
    var mastodonMaxCharacters: Int?
    var mastodonURLCharacters: Int?
    /// A Mastodon server's own defaults, which ``CountingRule/mastodon(maxCharacters:urlCharacters:)`` takes too.
    static let defaultMastodonMaxCharacters = 500
    static let defaultMastodonURLCharacters = 23
    /// Threads that annotate batch lines: by default one per core.
    var jobs = CommandLineOptions.coreCount
    var lossy = false
    /// `--shortcodes`: emoji shortcodes (`:name:`) as an entity kind and an autocomplete trigger.
    var shortcodes = false
    /// The longest request line batch and stream accept, in bytes.
    var maximumLineLength = CommandLineOptions.defaultMaximumLineLength
    /// The largest document accepted (annotate input, a batch line's text, the stream document), in bytes.
    var maximumTextBytes = Highlighter.defaultMaximumTextBytes
    /// `--max-graphemes`: split's grapheme limit per part (required under a profile whose count has no limit).
    var maxGraphemes: Int?
    /// `--spoiler-text`: split, mastodon profile: the content warning every part is posted with.
    var spoilerText: String?
    var showHelp = false
    var showVersion = false
    /// The options given, by their ``OptionSpec/name``, in the order given (repeats included).
    var givenOptions: [String] = []

    /// The profile the highlighter runs: ``profile``, counting under ``twitterConfiguration`` when it is the twitter
    /// profile (`--twitter-config`), under the given instance settings when it is the mastodon profile
    /// (`--mastodon-max-characters`, `--mastodon-url-characters`); other profiles keep their own counting rule.
    var countingProfile: Profile {
        if profile.counting.countsContentWarning && (mastodonMaxCharacters != nil || mastodonURLCharacters != nil) {
            return profile.counting(.mastodon(
                maxCharacters: mastodonMaxCharacters ?? Self.defaultMastodonMaxCharacters,
                urlCharacters: mastodonURLCharacters ?? Self.defaultMastodonURLCharacters))
        }
        guard profile.counting.twitterConfiguration != nil else { return profile }
        return profile.counting(.twitter(twitterConfiguration))
    }

    /// Refuses options that are each valid but not together: facets are Bluesky's format, `--dids` only serves
    /// facets and posts, the `--mastodon-…` instance settings and `--spoiler-text` only the mastodon profile, and split under a
    /// profile whose count has no limit (simple) needs `--max-graphemes`.
    func checkCombinations() throws(CommandLineError) {
        if format == .facets, profile.name != "bluesky" { throw .facetsNeedBluesky(profile: profile.name) }
        if format == .post, profile.name != "bluesky" { throw .postNeedsBluesky(profile: profile.name) }
        if !profile.counting.countsContentWarning,
            let option = givenOptions.first(where: { $0 == "--mastodon-max-characters" || $0 == "--mastodon-url-characters" })
        {
            throw .mastodonOptionNeedsMastodon(option: option, profile: profile.name)
        }
        if mode == .split, maxGraphemes == nil, !countingProfile.counting.limitsLength {
            throw .splitNeedsLimit(profile: profile.name)
        }
        if spoilerText != nil, !profile.counting.countsContentWarning { throw .spoilerNeedsMastodon(profile: profile.name) }
        if didsPath != nil, format != .facets, format != .post { throw .didsWithoutFacets(format: format.rawValue) }
    }

    /// Refuses an option that has no effect in the mode (`annotate --jobs 2`): the first one given, by the table
    /// ``OptionSpec/all``.
    func checkModeOptions() throws(CommandLineError) {
        for name in givenOptions {
            guard let spec = OptionSpec.named(name), !spec.modes.contains(mode) else { continue }
            throw .notAnOptionOfMode(option: name, mode: mode.rawValue, modes: spec.modes.map(\.rawValue))
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
                guard !modeGiven, let mode = Mode(rawValue: argument) else { throw .unexpectedArgument(argument) }
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

import PatternHighlight
import PatternHighlightFormats

/// Why the command line could not be carried out. Each message says what to do.
enum CommandLineError: Error, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(option: String, expected: String)
    case flagTakesNoValue(option: String, value: String)
    case invalidValue(option: String, value: String, expected: String)
    case unexpectedArgument(String)
    case unreadableFile(option: String, path: String, reason: String)
    case invalidTheme(ThemeError)
    case invalidPatterns(PatternError)
    case invalidDIDs(path: String, DIDMapError)
    /// An option that has no effect in `mode`; `modes` are the modes it serves.
    case notAnOptionOfMode(option: String, mode: String, modes: [String])
    /// `--format facets` under a profile other than bluesky.
    case facetsNeedBluesky(profile: String)
    /// `--format post` under a profile other than bluesky.
    case postNeedsBluesky(profile: String)
    /// `--dids` without `--format facets` or `--format post`.
    case didsWithoutFacets(format: String)
    /// `--mastodon-max-characters` or `--mastodon-url-characters` under a profile other than mastodon.
    case mastodonOptionNeedsMastodon(option: String, profile: String)
    case invalidInput(TextError)
    /// split under a profile whose count has no limit, without `--max-graphemes`.
    case splitNeedsLimit(profile: String)
    /// `--spoiler-text` under a profile other than mastodon.
    case spoilerNeedsMastodon(profile: String)
    /// A text that split cannot cut into valid parts (a character no post can hold).
    case unsplittable(SplitError)

    var exitCode: Int32 {
        if case .invalidInput = self { return ExitCode.dataError }
        if case .unsplittable(.unpostableCharacter) = self { return ExitCode.dataError }
        return ExitCode.usage
    }

    var description: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option '\(option)'; see 'pattern-highlight --help'"
        case .missingValue(let option, let expected):
            return "option '\(option)' needs a value: \(expected)"
        case .flagTakesNoValue(let option, let value):
            return "option '\(option)' takes no value (given '\(value)'); write '\(option)' alone"
        case .invalidValue(let option, let value, let expected):
            return "option '\(option)' does not accept '\(value)': expected \(expected)"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'; give at most one mode (annotate, batch, stream or split); text comes on stdin"
        case .unreadableFile(let option, let path, let reason):
            return "cannot read \(option) file '\(path)': \(reason)"
        case .invalidTheme(let error):
            return "--theme: \(error)"
        case .invalidPatterns(let error):
            return "--patterns: \(error)"
        case .invalidDIDs(let path, let error):
            return "--dids '\(path)': \(error)"
        case .notAnOptionOfMode(let option, let mode, let modes):
            let serves = modes.count == 1 ? modes[0] + " only" : modes.dropLast().joined(separator: ", ") + " and " + modes.last!
            return "'\(option)' is not an option of \(mode) (it serves \(serves)); see 'pattern-highlight --help'"
        case .postNeedsBluesky(let profile):
            return "--format post writes the record the Bluesky app would post (links shortened, text trimmed), but the profile is \(profile): use --profile bluesky"
        case .facetsNeedBluesky(let profile):
            return "--format facets writes Bluesky facets (app.bsky.richtext.facet), but the profile is \(profile): use --profile bluesky"
        case .didsWithoutFacets(let format):
            return "--dids gives the mention DIDs of --format facets and --format post, but the format is \(format): add --format facets (or post) --profile bluesky, or drop --dids"
        case .mastodonOptionNeedsMastodon(let option, let profile):
            return "\(option) sets a Mastodon instance's count, but the profile is \(profile): use --profile mastodon, or drop \(option)"
        case .invalidInput(let error):
            return error.description
        case .splitNeedsLimit(let profile):
            return "split needs a length limit, and the \(profile) profile's count has none: add --max-graphemes N (the most graphemes a part may hold)"
        case .spoilerNeedsMastodon(let profile):
            return "--spoiler-text is the content warning a Mastodon server counts with each part, but the profile is \(profile): use --profile mastodon, or drop --spoiler-text"
        case .unsplittable(let error):
            return error.description
        }
    }
}

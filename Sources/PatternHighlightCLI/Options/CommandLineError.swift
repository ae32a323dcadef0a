import PatternHighlight
import PatternHighlightFormats

/// Why the command line could not be carried out. Each message (``description``) says what to do.
public enum CommandLineError: Error, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(option: String, expected: String)
    case flagTakesNoValue(option: String, value: String)
    /// A valued option given more than once (`--profile twitter --profile bluesky`).
    case repeatedOption(String)
    case invalidValue(option: String, value: String, expected: String)
    case unexpectedArgument(String)
    case unreadableFile(option: String, path: String, reason: String)
    case invalidTheme(ThemeError)
    case invalidPatterns(PatternError)
    case invalidDIDs(path: String, DIDMapError)
    /// An option that has no effect in `mode`; `modes` are the modes it serves.
    case notAnOptionOfMode(option: String, mode: String, modes: [String])
    /// A format that `profiles` declare (`--format facets`) under another profile; `summary` says what it writes.
    case formatOfOtherProfile(format: String, summary: String, profiles: [String], profile: String)
    /// `--dids` with a format that reads no DIDs; `readers` are the formats that do.
    case didsWithoutFacets(format: String, readers: [String])
    /// An option that `profiles` declare (`--mastodon-max-characters`) under another profile, which refuses it.
    case optionOfOtherProfile(option: String, profiles: [String], profile: String)
    /// Under `--targets` (crosspost, `stream --targets`, `batch --targets`): an option that `profiles` declare
    /// (`--mastodon-max-characters`) when none of them is among `targets`.
    case optionOfAbsentTarget(option: String, profiles: [String], targets: [String])
    case invalidInput(TextError)
    /// split under a profile whose count has no limit, without `--max-graphemes`.
    case splitNeedsLimit(profile: String)
    /// `--content-warning` under a profile whose count includes no content warning; `counting` are the registered
    /// profiles whose count does (mastodon).
    case contentWarningNotCounted(profile: String, counting: [String])
    /// A text that split cannot cut into valid parts (a content warning that leaves no room).
    case unsplittable(SplitError)
    /// A character no post can hold, in split or crosspost.
    case unpostableCharacter(UnpostableCharacter)
    /// crosspost without `--targets`, or an option that serves `--targets` without it.
    case needsTargets(option: String)
    /// `--targets` naming what cannot be a target (`CrosspostError`).
    case invalidTargets(CrosspostError)
    /// `--mentions FILE` that is not a mention directory.
    case invalidMentions(path: String, MentionDirectoryFileError)

    /// The exit code the command reports it with (Docs/CommandLine.md, "Exit codes").
    public var exitCode: Int32 {
        if case .invalidInput = self { return ExitCode.dataError }
        if case .unsplittable(.unpostableCharacter) = self { return ExitCode.dataError }
        if case .unsplittable(.contentWarningTooLong) = self { return ExitCode.dataError }
        if case .unpostableCharacter = self { return ExitCode.dataError }
        return ExitCode.usage
    }

    public var description: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option '\(option)'; see 'pattern-highlight --help'"
        case .missingValue(let option, let expected):
            return "option '\(option)' needs a value: \(expected)"
        case .flagTakesNoValue(let option, let value):
            return "option '\(option)' takes no value (given '\(value)'); write '\(option)' alone"
        case .repeatedOption(let option):
            return "option '\(option)' is given more than once: give it once (it takes one value)"
        case .invalidValue(let option, let value, let expected):
            return "option '\(option)' does not accept '\(value)': expected \(expected)"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'; give at most one mode (annotate, batch, stream, split or crosspost); text comes on stdin"
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
        case .formatOfOtherProfile(let format, let summary, let profiles, let profile):
            let owners = profiles.joined(separator: " or ")
            return "--format \(format) writes \(summary), a format of the \(owners) profile, but the profile is \(profile): use --profile \(profiles.first ?? owners)"
        case .didsWithoutFacets(let format, let readers):
            let formats = readers.map { "--format " + $0 }.joined(separator: " or ")
            return "--dids gives the mention DIDs of \(formats), but the format is \(format): add \(readers.isEmpty ? "such a format" : "--format " + readers[0]) under a profile that has it, or drop --dids"
        case .optionOfOtherProfile(let option, let profiles, let profile):
            let owners = profiles.joined(separator: " or ")
            return "\(option) is an option of the \(owners) profile, but the profile is \(profile): use --profile \(profiles.first ?? owners), or drop \(option)"
        case .optionOfAbsentTarget(let option, let profiles, let targets):
            let owners = profiles.joined(separator: " or ")
            let added = (targets + [profiles.first ?? owners]).joined(separator: ",")
            return "\(option) is an option of the \(owners) target, which is not among --targets \(targets.joined(separator: ",")): add it (--targets \(added)), or drop \(option)"
        case .invalidInput(let error):
            // The library's message names its API (TextInput.repairing, Highlighter.maximumTextBytes); here the
            // same facts come with the command line's own remedies.
            let remedy = switch error {
            case .invalidUTF8: "fix the encoding or pass --lossy to replace invalid sequences with U+FFFD"
            case .tooLarge: "split it or raise the limit (--max-bytes)"
            }
            return "\(error.problem); \(remedy)"
        case .splitNeedsLimit(let profile):
            return "split needs a length limit, and the \(profile) profile's count has none: add --max-graphemes N (the most graphemes a part may hold)"
        case .contentWarningNotCounted(let profile, let counting):
            let choice = counting.isEmpty ? "a profile whose count includes one" : counting.map { "--profile " + $0 }.joined(separator: " or ")
            return "--content-warning is the content warning a platform counts with each part, which the \(profile) profile does not count: use \(choice), or drop --content-warning"
        case .unsplittable(let error):
            return error.description
        case .unpostableCharacter(let character):
            return character.description
        case .needsTargets(let option):
            return option == "crosspost"
                ? "crosspost needs --targets: the platforms the draft is for, e.g. --targets \(CommandLineOptions.allTargets)"
                : "\(option) serves a draft for several platforms: add --targets P,… (e.g. \(CommandLineOptions.allTargets)), or drop \(option)"
        case .invalidTargets(let error):
            return "--targets: \(error)"
        case .invalidMentions(let path, let error):
            return "--mentions '\(path)': \(error)"
        }
    }
}

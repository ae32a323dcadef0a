import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightCLI
import PatternHighlightTestSupport

/// Each mode accepts the options that have an effect in it; any other option is a usage error (exit 64) whose
/// message names the option and the mode. The table below is the contract (`Docs/CommandLine.md`), written out
/// here rather than read from ``OptionSpec/all``, so that a change to the option table shows up as a failure.
@Suite struct ModeOptionsTests {
    typealias Mode = CommandLineOptions.Mode

    /// Option → the modes that accept it, with a value the option takes.
    static let contract: [(option: String, value: String?, modes: Set<Mode>)] = [
        ("--profile", "simple", [.annotate, .batch, .stream, .split]),
        ("--units", "utf8", [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--format", "json", [.annotate, .batch, .split]),
        ("--no-runs", nil, [.annotate, .batch]),
        ("--patterns", "p.json", [.annotate, .batch, .stream, .split]),
        ("--theme", "t.json", [.annotate, .batch, .stream]),
        ("--dids", "d.json", [.annotate, .batch, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--twitter-config", "v1", [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--mastodon-max-characters", "400", [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--mastodon-url-characters", "20", [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--shortcodes", nil, [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--markdown-links", nil, [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--hints", nil, [.annotate, .batch, .stream]),
        ("--max-graphemes", "100", [.split]),
        ("--content-warning", "cw", [.split, .crosspost, .streamTargets]),
        ("--targets", "twitter,bluesky", [.crosspost, .stream, .streamTargets, .batch, .batchTargets]),
        ("--mentions", "m.json", [.crosspost, .streamTargets, .batchTargets]),
        ("--cw-prefix", nil, [.crosspost, .streamTargets, .batchTargets]),
        ("--jobs", "2", [.batch, .batchTargets]),
        ("--lossy", nil, [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--max-bytes", "100", [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--max-line-bytes", "100", [.batch, .stream, .streamTargets, .batchTargets]),
        ("--help", nil, [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
        ("--version", nil, [.annotate, .batch, .stream, .split, .crosspost, .streamTargets, .batchTargets]),
    ]

    struct Cell: CustomStringConvertible, Sendable {
        let mode: Mode
        let option: String
        let value: String?
        let accepted: Bool
        /// The mode's words (`stream --targets` and `batch --targets` with a target, unless the option is `--targets`
        /// itself), the option.
        var arguments: [String] {
            let words = switch mode {
            case .streamTargets: option == "--targets" ? ["stream"] : ["stream", "--targets", "twitter"]
            case .batchTargets: option == "--targets" ? ["batch"] : ["batch", "--targets", "twitter"]
            default: [mode.rawValue]
            }
            return words + [option] + (value.map { [$0] } ?? [])
        }
        var description: String { arguments.joined(separator: " ") + (accepted ? " → accepted" : " → exit 64") }
    }

    /// Every mode × every option.
    static let cells: [Cell] = Mode.allCases.flatMap { mode in
        contract.map { Cell(mode: mode, option: $0.option, value: $0.value, accepted: $0.modes.contains(mode)) }
    }

    @Test func theContractNamesEveryOption() {
        #expect(Set(Self.contract.map(\.option)) == Set(OptionSpec.all.map(\.name)))
        #expect(Self.contract.count == OptionSpec.all.count)
    }

    @Test(arguments: cells)
    func modeAndOption(_ cell: Cell) throws {
        let options = try CommandLineOptions.parse(cell.arguments)
        do throws(CommandLineError) {
            try options.checkModeOptions()
            #expect(cell.accepted, "\(cell) was accepted")
        } catch {
            #expect(!cell.accepted, "\(cell): \(error)")
            #expect(error.exitCode == ExitCode.usage)
            #expect(error.description.contains("'\(cell.option)'") && error.description.contains(" \(cell.mode.rawValue) "), "\(error)")
        }
        #expect(OptionSpec.accepted(in: cell.mode).map(\.name).contains(cell.option) == cell.accepted)
    }

    /// The mode may come after the option, and the default mode is annotate.
    @Test func theModeIsKnownOnlyOnceEverythingIsParsed() throws {
        #expect(throws: CommandLineError.self) { try CommandLineOptions.parse(["--jobs", "2"]).checkModeOptions() }
        #expect(throws: CommandLineError.self) { try CommandLineOptions.parse(["--jobs", "2", "stream"]).checkModeOptions() }
        try CommandLineOptions.parse(["--jobs", "2", "batch"]).checkModeOptions()
        try CommandLineOptions.parse(["--max-line-bytes=9", "--no-runs", "batch", "--jobs=1"]).checkModeOptions()
    }

    /// Through the binary: the refusal comes before any input is read, nothing goes to stdout.
    @Test(arguments: [
        (["annotate", "--jobs", "2"], "--jobs", "annotate"), (["--jobs=2"], "--jobs", "annotate"),
        (["stream", "--format", "json"], "--format", "stream"), (["stream", "--no-runs"], "--no-runs", "stream"),
        (["--max-line-bytes", "10"], "--max-line-bytes", "annotate"), (["stream", "--jobs", "1"], "--jobs", "stream"),
        (["--profile", "simple", "stream", "--format", "html"], "--format", "stream"),
        (["split", "--no-runs"], "--no-runs", "split"),
        (["split", "--theme", "t.json"], "--theme", "split"), (["annotate", "--max-graphemes", "5"], "--max-graphemes", "annotate"),
        (["stream", "--targets", "mastodon", "--profile", "bluesky"], "--profile", "stream --targets"),
        (["stream", "--targets", "mastodon", "--patterns", "p.json"], "--patterns", "stream --targets"),
        (["stream", "--theme", "t.json", "--targets", "mastodon"], "--theme", "stream --targets"),
        (["stream", "--targets", "mastodon", "--hints"], "--hints", "stream --targets"),
        (["batch", "--targets", "mastodon", "--no-runs"], "--no-runs", "batch --targets"),
        (["--profile", "bluesky", "batch", "--targets", "bluesky"], "--profile", "batch --targets"),
    ])
    func anOptionTheModeDoesNotUseExits64(_ arguments: [String], _ option: String, _ mode: String) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data("hi @ana\n".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("'\(option)' is not an option of \(mode)"), "\(result.stderr)")
    }

    /// Options that have an effect in a mode keep working there.
    @Test(arguments: [
        ["batch", "--jobs", "2", "--max-line-bytes", "100", "--no-runs"], ["stream", "--max-line-bytes", "100", "--lossy"],
        ["stream", "--twitter-config", "v1", "--units", "utf8", "--max-bytes", "100"], ["--no-runs", "--lossy", "--max-bytes", "100"],
        ["stream", "--targets", "mastodon", "--units", "utf8", "--max-line-bytes", "100", "--shortcodes", "--spoiler-text", "cw"],
        ["batch", "--targets", "mastodon", "--jobs", "2", "--max-line-bytes", "100", "--cw-prefix", "--mastodon-max-characters", "9"],
    ])
    func acceptedOptionsRun(_ arguments: [String]) throws {
        let input = switch arguments.first {
        case "batch": #"{"id":1,"text":"hi @ana"}"# + "\n"
        case "stream": #"{"op":"set","text":"hi @ana"}"# + "\n"
        default: "hi @ana"
        }
        let result = try CommandLineRunner.run(arguments, stdin: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }

    @Test func helpListsTheOptionsOfEachMode() {
        let help = HelpText.text
        #expect(help.contains("Options each mode accepts"))
        for mode in Mode.allCases {
            let entry = HelpText.modeOptions[Mode.allCases.firstIndex(of: mode)!]
            #expect(entry.hasPrefix("  \(mode.rawValue) "))
            #expect(help.contains(entry))
            let listed = Set(entry.dropFirst(2 + mode.rawValue.count).split(whereSeparator: \.isWhitespace).map(String.init))
            let expected = Set(Self.contract.filter { $0.modes.contains(mode) }.map(\.option)).subtracting(["--help", "--version"])
            #expect(listed == expected, "\(mode)")
        }
    }
}

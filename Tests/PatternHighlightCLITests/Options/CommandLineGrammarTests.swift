import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
@testable import PatternHighlightCLI
import PatternHighlightTestSupport

/// The command-line grammar: one option table drives parsing and `--help`; options stand before or after the
/// mode; valued options take `--option=value`; flags refuse values (exit 64).
@Suite struct CommandLineGrammarTests {
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, CommandLineError> {
        do throws(CommandLineError) {
            return .success(try CommandLineOptions.parse(arguments))
        } catch {
            return .failure(error)
        }
    }

    @Test(arguments: [
        ["--profile", "simple", "batch"], ["batch", "--profile", "simple"], ["--profile=simple", "batch"],
        ["batch", "--profile=simple"], ["--units", "utf8", "batch", "--profile", "simple"],
    ])
    func optionsStandBeforeOrAfterTheMode(_ arguments: [String]) throws {
        let options = try Self.parse(arguments).get()
        #expect(options.mode == .batch)
        #expect(options.profile.name == "simple")
    }

    @Test func everyValuedOptionTakesBothSpellings() throws {
        let values: [String: String] = [
            "--profile": "bluesky", "--units": "scalars", "--format": "facets", "--patterns": "p.json", "--theme": "t.json",
            "--dids": "d.json", "--twitter-config": "v2", "--jobs": "3", "--max-bytes": "10", "--max-line-bytes": "20",
            "--mastodon-max-characters": "400", "--mastodon-url-characters": "20", "--max-graphemes": "50", "--content-warning": "cw",
            "--targets": "twitter,bluesky", "--mentions": "m.json",
        ]
        for spec in OptionSpec.all {
            guard case .value = spec.argument else { continue }
            let value = try #require(values[spec.name], "a test value for \(spec.name)")
            let separate = try Self.parse([spec.name, value]).get()
            let joined = try Self.parse([spec.name + "=" + value]).get()
            #expect(String(describing: separate) == String(describing: joined), "\(spec.name)")
        }
        let options = try Self.parse(values.map { "\($0.key)=\($0.value)" }).get()
        #expect(options.profile.name == "bluesky")
        #expect(options.units == .scalars)
        #expect(options.format == .declared("facets"))
        #expect(options.patternsPath == "p.json" && options.themePath == "t.json" && options.didsPath == "d.json")
        #expect(options.profileOptionValues.first { $0.name == "--twitter-config" }?.value == "v2")
        #expect(options.jobs == 3)
        #expect(options.maximumTextBytes == 10 && options.maximumLineLength == 20)
        #expect(options.profileOptionValues.first { $0.name == "--mastodon-max-characters" }?.value == "400")
        #expect(options.profileOptionValues.first { $0.name == "--mastodon-url-characters" }?.value == "20")
    }

    @Test func defaults() throws {
        let options = try Self.parse([]).get()
        #expect(options.mode == .annotate && options.profile.name == "twitter" && options.units == .utf16 && options.format == .json)
        #expect(options.profileOptionValues.isEmpty && options.countingProfile.counting.twitterConfiguration == .v3)
        #expect(options.jobs == CommandLineOptions.coreCount && options.jobs >= 1)
        #expect(options.includesRuns && !options.lossy)
    }

    @Test func flagsRefuseValues() {
        for spec in OptionSpec.all {
            guard case .none = spec.argument else { continue }
            guard case .failure(.flagTakesNoValue(let option, let value)) = Self.parse([spec.name + "=nonsense"]) else {
                Issue.record("\(spec.name)=nonsense was accepted")
                continue
            }
            #expect(option == spec.name && value == "nonsense")
        }
    }

    @Test(arguments: [
        (["--twitter-config", "v4"], "v1|v2|v3"), (["--jobs", "0"], "from 1 to 256"), (["--jobs=x"], "from 1 to 256"),
        (["--jobs"], "needs a value"), (["batch", "stream"], "at most one mode"), (["--nope=1"], "'--nope'"),
        (["--units=bytes"], "utf16|utf8|scalars"), (["-x"], "unknown option"),
    ])
    func badArgumentsAreUsageErrors(_ arguments: [String], _ message: String) {
        guard case .failure(let error) = Self.parse(arguments) else {
            Issue.record("\(arguments) was accepted")
            return
        }
        #expect(error.exitCode == ExitCode.usage)
        #expect(error.description.contains(message), "\(error)")
    }

    @Test func helpListsEveryOptionTheStreamOpsTheCodesAndTheLimits() {
        let help = HelpText.text
        for spec in OptionSpec.all { #expect(help.contains(spec.synopsis), "\(spec.name)") }
        for op in ["\"set\"", "\"replace\"", "\"snapshot\"", "\"active\""] { #expect(help.contains(op)) }
        for code in BatchLineError.allCases.map(\.rawValue) + HelpText.streamErrorCodes { #expect(help.contains(code)) }
        #expect(help.contains(String(Highlighter.defaultMaximumTextBytes)))
        #expect(help.contains(String(CommandLineOptions.defaultMaximumLineLength)))
        #expect(HelpText.streamErrorCodes.count == 11)
    }

    /// The pattern-file and theme-file examples in `--help` are files the tool accepts.
    @Test func helpExamplesLoad() throws {
        let lines = HelpText.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let patterns = try #require(lines.first { $0.hasPrefix("[{\"kind\"") })
        let theme = try #require(lines.first { $0.hasPrefix("{\"mention\"") })
        let file = try CustomPatternFile(json: Array(patterns.utf8))
        #expect(file.patterns.map(\.kind.rawValue) == ["ticket"])
        #expect(try Highlighter(profile: .simple, customPatterns: file.patterns).annotate("see JIRA-12").entities.map(\.kind.rawValue) == ["ticket"])
        #expect(try Theme(json: Array(theme.utf8)).style(for: .url)?.underline == true)
    }

    @Test(arguments: [["--lossy=nonsense"], ["--no-runs=1"], ["--help=yes"], ["--profile", "simple", "batch", "--lossy=x"]])
    func aFlagWithAValueExits64(_ arguments: [String]) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data("x".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("takes no value"))
    }

    @Test func profileBeforeBatchWorks() throws {
        let result = try CommandLineRunner.run(["--profile", "simple", "batch"], stdin: Data(#"{"id":1,"text":"hi @ana"}"#.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let reply = try JSONValue(parsing: Array(result.stdout.dropLast()))
        #expect(reply["profile"]?.stringValue == "simple")
        #expect(reply["id"]?.intValue == 1)
    }

    /// `--twitter-config` sets the twitter profile's counting rule; the other profiles keep theirs.
    @Test func twitterConfigSetsOnlyTheTwitterCounting() throws {
        for configuration in TwitterCountConfiguration.all {
            let name = configuration.description
            #expect(try Self.parse(["--twitter-config", name]).get().countingProfile.counting == .twitter(configuration))
            #expect(try Self.parse(["--profile", "bluesky", "--twitter-config", name]).get().countingProfile.counting == .bluesky)
            #expect(try Self.parse(["--profile", "simple", "--twitter-config", name]).get().countingProfile.counting == .graphemes)
        }
        #expect(try Self.parse([]).get().countingProfile.counting == .twitter(.v3))
    }

    /// Options valid alone but not together: facets outside bluesky, `--dids` without facets.
    @Test func facetsAndDIDsCombinations() throws {
        func check(_ arguments: [String]) throws -> CommandLineError? {
            do throws(CommandLineError) {
                try Self.parse(arguments).get().checkCombinations()
                return nil
            } catch {
                return error
            }
        }
        guard case .formatOfOtherProfile(let format, _, let owners, let profile)? = try check(["--format", "facets"]) else {
            Issue.record("facets under twitter"); return
        }
        #expect(format == "facets" && owners == ["bluesky"] && profile == "twitter")
        guard case .didsWithoutFacets(let given, let readers)? = try check(["--profile", "bluesky", "--dids", "d.json"]) else {
            Issue.record("--dids with json"); return
        }
        #expect(given == "json" && readers == ["facets", "post"])
        #expect(try check(["--profile", "bluesky", "--format", "facets", "--dids", "d.json"]) == nil)
        #expect(try check(["--profile", "bluesky", "--format", "facets"]) == nil)
        #expect(try check(["--format", "html"]) == nil)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import PatternHighlight

/// The `pattern-highlight` command (Docs/CommandLine.md): parses options, runs the mode, maps errors to exit codes.
///
/// A package that defines a platform builds its own `pattern-highlight` on it: it registers the platform
/// (`Profile.register(_:)`, and `ProfileFormatWriters.register(_:)` for a format of its own), then calls
/// ``run(arguments:)``. The registration's options, formats and `--help` lines are the tool's, as the built-in
/// platforms' are.
public enum CommandLineTool {
    /// Runs the command with `arguments` (without the program's name), reading standard input and writing standard
    /// output and standard error, and returns the exit code (Docs/CommandLine.md, "Exit codes").
    public static func run(arguments: [String]) -> Int32 {
        do throws(CommandLineError) {
            let options = try CommandLineOptions.parse(arguments)
            if options.showHelp {
                StandardIO.write(Array((HelpText.text + "\n").utf8))
                return ExitCode.success
            }
            if options.showVersion {
                StandardIO.write(Array("pattern-highlight \(PatternHighlight.version)\n".utf8))
                return ExitCode.success
            }
            let configuration = try Configuration(options: options)
            let formatter = OutputFormatter(configuration: configuration, noColor: getenv("NO_COLOR").map { String(cString: $0) })
            switch options.mode {
            case .annotate:
                try AnnotateCommand.run(configuration, formatter: formatter)
            case .batch, .batchTargets:
                // `batch --targets` (the option table's `batchTargets`) answers each line with its crosspost object.
                try BatchCommand.run(configuration, formatter: formatter)
            case .stream, .streamTargets:
                // `stream --targets` is the cross-post stream (the option table's `streamTargets`).
                if options.optionMode == .streamTargets {
                    try CrosspostStreamCommand.run(configuration)
                } else {
                    try StreamCommand.run(configuration)
                }
            case .crosspost:
                try CrosspostCommand.run(configuration, formatter: formatter)
            case .split:
                try SplitCommand.run(configuration, formatter: formatter)
            }
            return ExitCode.success
        } catch {
            StandardIO.printError(error.description)
            return error.exitCode
        }
    }

    /// What `pattern-highlight --help` prints, the registered platforms' options and formats included.
    public static var helpText: String { HelpText.text }

    /// What annotate mode writes to standard output for `text` under `arguments` (`--profile`, `--format`, the
    /// profiles' options …; without a trailing newline), or the usage error it reports: the command line's one
    /// document, in memory. Warnings go nowhere.
    public static func annotate(_ text: String, arguments: [String]) throws(CommandLineError) -> String {
        let options = try CommandLineOptions.parse(arguments)
        guard options.mode == .annotate else { throw .unexpectedArgument(arguments.first { !$0.hasPrefix("-") } ?? "") }
        let configuration = try Configuration(options: options)
        let bytes = try configuration.acceptText(Array(text.utf8))
        let annotation: Annotation
        do {
            annotation = try configuration.highlighter.annotate(utf8: bytes)
        } catch {
            throw .invalidInput(error)
        }
        return String(decoding: OutputFormatter(configuration: configuration, noColor: "1").render(annotation), as: UTF8.self)
    }
}

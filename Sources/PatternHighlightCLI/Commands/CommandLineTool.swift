#if canImport(Glibc)
import Glibc
#endif
import PatternHighlight

/// The `pattern-highlight` command: parses options, runs the mode, maps errors to exit codes.
enum CommandLineTool {
    static func run(arguments: [String]) -> Int32 {
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
}

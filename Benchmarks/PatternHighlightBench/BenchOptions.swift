import PatternHighlight

/// The harness's command line.
struct BenchOptions {
    /// Scenario ids to run, in the standard order; empty means all.
    var scenarios: [String] = []
    /// Smaller documents and fewer repetitions: a smoke run of every scenario in well under a minute.
    var quick = false
    /// Where to write every figure as JSON.
    var jsonPath: String?
    /// Where to write the table as Markdown.
    var markdownPath: String?
    var seed = CorpusGenerator.defaultSeed
    /// Profile names to measure, in `Profile.all` order; empty means all.
    var profiles: [String] = []
    /// `--shortcodes`: the keystroke scenario's highlighter also recognises emoji shortcodes.
    var highlighterOptions: Highlighter.Options = []
    var list = false
    var help = false
    /// `--write-posts FILE`: write the corpus as batch input (one `{"id", "text"}` line per paragraph) and exit.
    var postsPath: String?
    /// `--megabytes N`: how much corpus `--write-posts` writes (default 2).
    var postsMegabytes = 2
    /// Internal: run one memory measurement in this (child) process and print it as JSON.
    var childMemory: (profile: String, target: String, corpusPath: String)?

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        var childProfile: String?
        var childCorpus: String?
        var childTarget = "annotate"
        func value(_ option: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst() else { throw UsageError(description: "\(option) needs a value") }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--json": options.jsonPath = try value(argument)
            case "--markdown": options.markdownPath = try value(argument)
            case "--scenario", "--scenarios":
                options.scenarios += try value(argument).split(separator: ",").map(String.init)
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw UsageError(description: "--seed needs an unsigned integer, not \(text)") }
                options.seed = seed
            case "--profile", "--profiles":
                options.profiles += try value(argument).split(separator: ",").map(String.init)
            case "--shortcodes": options.highlighterOptions.insert(.shortcodes)
            case "--list": options.list = true
            case "--write-posts": options.postsPath = try value(argument)
            case "--megabytes":
                let text = try value(argument)
                guard let megabytes = Int(text), megabytes > 0 else { throw UsageError(description: "--megabytes needs a positive integer, not \(text)") }
                options.postsMegabytes = megabytes
            case "--help", "-h": options.help = true
            case "--child-memory": childProfile = try value(argument)
            case "--child-target": childTarget = try value(argument)
            case "--corpus": childCorpus = try value(argument)
            default: throw UsageError(description: "unknown argument \(argument) (see --help)")
            }
        }
        if let childProfile {
            guard let childCorpus else { throw UsageError(description: "--child-memory needs --corpus FILE") }
            options.childMemory = (childProfile, childTarget, childCorpus)
        }
        return options
    }

    static let helpText = """
        pattern-highlight-bench: throughput, keystroke latency, memory and CLI figures for PatternHighlight,
        always against baselines measured in the same run.

        Usage:
          pattern-highlight-bench [--quick] [--scenario ID[,ID...]] [--json FILE] [--markdown FILE] [--seed N]
                                 [--profile NAME[,NAME...]] [--shortcodes]
          pattern-highlight-bench --list
          pattern-highlight-bench --write-posts FILE [--megabytes N] [--seed N]

        Options:
          --quick           smaller documents, fewer repetitions (a smoke run)
          --scenario IDS    run only these scenarios (comma-separated; see --list)
          --json FILE       write every figure, its statistics and every check as JSON
          --markdown FILE   write the table as Markdown (as in Benchmarks/README.md)
          --seed N          corpus seed (default \(CorpusGenerator.defaultSeed))
          --profile NAMES   measure only these profiles (comma-separated; default every profile)
          --shortcodes      keystrokes scenario: a highlighter with emoji shortcodes (Highlighter.Options.shortcodes)
          --write-posts FILE  write N MB of the corpus (--megabytes, default 2) as `pattern-highlight batch` input,
                            one {"id","text"} line per paragraph, and exit (`make tsan` feeds it to a
                            ThreadSanitizer build)

        Exit status: 0 when every self-check passed, 1 when one failed, 64 on a usage error.
        """
}

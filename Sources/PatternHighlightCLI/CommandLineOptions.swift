import PatternHighlight

/// The parsed command line.
struct CommandLineOptions {
    enum Mode: String, CaseIterable { case annotate, batch, stream }
    enum OutputFormat: String, CaseIterable { case json, facets, ansi, html }

    var mode: Mode = .annotate
    var profile: Profile = .twitter
    var units: OffsetUnit = .utf16
    var format: OutputFormat = .json
    var patternsPath: String?
    var themePath: String?
    /// `--dids FILE`: handle → DID JSON object for the mention facets of `--format facets`.
    var didsPath: String?
    var lossy = false
    /// The longest request line batch and stream accept, in bytes.
    var maximumLineLength = 64 << 20
    /// The largest document accepted (annotate input, a batch line's text, the stream document), in bytes.
    var maximumTextBytes = Highlighter.defaultMaximumTextBytes
    var showHelp = false
    var showVersion = false

    /// Parses `arguments` (without the program name). Accepts `--option value` and `--option=value`.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        if let first = remaining.first, let mode = Mode(rawValue: first) {
            options.mode = mode
            remaining = remaining.dropFirst()
        }
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value(_ expected: String) throws(CommandLineError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(option: name, expected: expected) }
                return next
            }
            switch name {
            case "--help", "-h": options.showHelp = true
            case "--version": options.showVersion = true
            case "--lossy": options.lossy = true
            case "--profile":
                let expected = Profile.all.map(\.name).joined(separator: "|")
                let text = try value(expected)
                guard let profile = Profile.named(text) else { throw .invalidValue(option: name, value: text, expected: expected) }
                options.profile = profile
            case "--units":
                let expected = "utf16|utf8|scalars"
                let text = try value(expected)
                guard let units = OffsetUnit(rawValue: text) else { throw .invalidValue(option: name, value: text, expected: expected) }
                options.units = units
            case "--format":
                let expected = OutputFormat.allCases.map(\.rawValue).joined(separator: "|")
                let text = try value(expected)
                guard let format = OutputFormat(rawValue: text) else { throw .invalidValue(option: name, value: text, expected: expected) }
                options.format = format
            case "--patterns": options.patternsPath = try value("a JSON file of patterns")
            case "--theme": options.themePath = try value("a JSON theme file")
            case "--dids": options.didsPath = try value("a JSON file mapping handles to DIDs")
            case "--max-line-bytes":
                let expected = "a positive number of bytes"
                let text = try value(expected)
                guard let limit = Int(text), limit > 0 else { throw .invalidValue(option: name, value: text, expected: expected) }
                options.maximumLineLength = limit
            case "--max-bytes":
                let expected = "a positive number of bytes"
                let text = try value(expected)
                guard let limit = Int(text), limit > 0 else { throw .invalidValue(option: name, value: text, expected: expected) }
                options.maximumTextBytes = limit
            default:
                if argument.hasPrefix("-") { throw .unknownOption(argument) }
                throw .unexpectedArgument(argument)
            }
        }
        return options
    }

    static let helpText = """
        pattern-highlight: finds @mentions, #hashtags, $cashtags and URLs and says how to colour them.

        Usage:
          pattern-highlight [annotate] [OPTIONS] < text            one document in, one JSON object out
          pattern-highlight batch [OPTIONS] < posts.ndjson         one {"id", "text"} per line in, one object per line out
          pattern-highlight stream [OPTIONS] < edits.ndjson        live editing: one request per line, one reply per line
          pattern-highlight --help | --version

        Options:
          --profile twitter|bluesky|simple   which rules decide what is an entity (default twitter)
          --units utf16|utf8|scalars         unit of every offset read or written (default utf16)
          --patterns FILE                    extra kinds: JSON list of {"kind", "regex", "color"?}
          --theme FILE                       presentation per kind: JSON {"kind": {"color", "darkColor"?, "underline"?}}
          --format json|facets|ansi|html     output format for annotate and batch (default json)
          --dids FILE                        facets: JSON {"handle": "did:…"}; unmapped mentions keep the handle as did
          --lossy                            replace invalid UTF-8 with U+FFFD instead of failing
          --max-bytes N                      largest document accepted: annotate input, batch text, stream
                                             document (default 67108864)
          --max-line-bytes N                 longest batch/stream line accepted (default 67108864)

        Exit codes: 0 success, 64 usage or configuration error, 65 invalid input.
        """
}

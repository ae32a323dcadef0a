import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight --help`: the options come from ``OptionSpec/all``, the limits and codes from the
/// constants and enums that enforce them, and what is said of platforms from the registered profiles
/// (`HelpText+Platforms`).
enum HelpText {
    static var text: String {
        let registered = platforms
        let width = OptionSpec.all.map(\.synopsis.count).max() ?? 0
        let options = OptionSpec.all.map { spec in
            let padding = String(repeating: " ", count: width - spec.synopsis.count + 3)
            return "  " + spec.synopsis + padding + spec.summary() + (spec.defaultValue.map { " (default \($0))" } ?? "")
        }
        return """
            pattern-highlight: finds @mentions, #hashtags, $cashtags and URLs and says how to colour them.

            Usage:
              pattern-highlight [annotate] [OPTIONS] < text            one document in, one JSON object out
              pattern-highlight batch [OPTIONS] < posts.ndjson         one {"id", "text"} per line in, one object per line out
              pattern-highlight batch --targets P,… [OPTIONS] < drafts.ndjson  one draft per line in, one crosspost object per line out
              pattern-highlight stream [OPTIONS] < edits.ndjson        live editing: one request per line, one reply per line
              pattern-highlight split [OPTIONS] < text                 one text in, the posts of a thread out
              pattern-highlight crosspost --targets P,… [OPTIONS] < draft  one draft in, every platform's count and posts out
              pattern-highlight --help | --version

            Options may stand before or after the mode. A valued option is "--option VALUE" or "--option=VALUE";
            a flag given a value ("--lossy=yes") is a usage error. Input is UTF-8; a byte-order mark (U+FEFF) that begins
            it, or a file an option reads, is skipped (offsets count from after it); a U+FEFF elsewhere is text.

            Options:
            \(options.joined(separator: "\n"))

            Options each mode accepts (any other is a usage error, exit \(ExitCode.usage); --help and --version stand anywhere):
            \(modeOptions.joined(separator: "\n"))

            JSON output (annotate, each batch line, stream set/replace/snapshot replies): "length", "entities", "runs",
            then "count", the composer's length counter for the whole text: "graphemes" and "valid" in every profile, and
            each profile's own figures; every profile's "valid" is the platform's verdict on what would be posted.
            \(countLines(registered).joined(separator: "\n"))
            \(hostWarningParagraph(registered))
              printf 'https://аррӏе.com' | pattern-highlight --no-runs   …"hostWarning":{"reason":"confusable","ascii":"xn--80ak6aa92e.com","unicode":"аррӏе.com"}…
              printf 'https://xn--80ak6aa92e.com' | pattern-highlight --no-runs   …"hostWarning":{"reason":"confusable","ascii":"xn--80ak6aa92e.com","unicode":"аррӏе.com"}…
            \(cardParagraph(registered))

            \(splitParagraph(registered))
            \(splitExample(registered).joined(separator: "\n"))

            \(crosspostParagraph(registered))

            Stream requests (one JSON object per line; offsets in --units; "id" is echoed; a blank line, as in batch, is
            skipped without a reply):
              {"op": "set", "text": "…"}                          replace the whole document
              {"op": "replace", "start": S, "end": E, "text": "…"}  replace [S, E)
              {"op": "snapshot"}                                  the annotate object
              {"op": "active", "at": C}                           the token typed at caret C ({"kind", "start", "end", "query"}), or null
            \(spoilerOperation(registered))

            \(activeTokenParagraph(registered))

            \(markdownLinkParagraph(registered))
            Near-miss hints (--hints): annotate, batch and stream objects gain "hints": [{"start", "end", "kind", "reason",
            "message"}], text that looks like an entity but that the profile does not link; edit replies also carry
            "hintRanges", where their hints were looked for again. Reasons: \(HintReason.allCases.map(\.rawValue).joined(separator: ", ")).

            Pattern file (--patterns): a JSON list, tried after the profile's kinds
              [{"kind": "ticket", "regex": "\\\\bJIRA-[0-9]+\\\\b", "color": "#FF9500"}]
            Theme file (--theme): styles per kind; kinds it does not name keep the default theme
              {"mention": {"color": "#5856D6", "darkColor": "#5E5CE6"}, "url": {"color": "#007AFF", "underline": true}}
            A theme naming a kind that cannot occur (not the profile's, a built-in one or a --patterns kind, e.g. a
            misspelt "hashtags") is a usage error (exit 64).

            Error codes (batch: {"id", "error": {"code", "message"}} per bad line; stream: {"ok": false, "error": …}):
              batch:  \(BatchLineError.allCases.map(\.rawValue).joined(separator: ", "))
              stream: \(streamErrorCodes.joined(separator: ", "))
            Limits: a document (annotate input, batch text, stream document) up to \(Highlighter.defaultMaximumTextBytes) bytes
            (--max-bytes); a batch or stream line up to \(CommandLineOptions.defaultMaximumLineLength) bytes (--max-line-bytes);
            JSON nested at most \(JSONValue.defaultMaximumDepth) levels.

            Exit codes: \(ExitCode.success) success, \(ExitCode.usage) usage or configuration error, \(ExitCode.dataError) invalid input.
            """
    }

    /// One entry per mode: the mode, then the options ``OptionSpec/accepted(in:)`` gives it (but `--help` and
    /// `--version`, which every mode takes), wrapped under the first option.
    static var modeOptions: [String] {
        let modes = CommandLineOptions.Mode.allCases
        let width = modes.map(\.rawValue.count).max() ?? 0
        return modes.map { mode in
            let indent = "  " + mode.rawValue + String(repeating: " ", count: width - mode.rawValue.count + 3)
            var lines = [indent]
            for spec in OptionSpec.accepted(in: mode) where !["--help", "--version"].contains(spec.name) {
                if lines[lines.count - 1].count + spec.name.count + 1 > 110 {
                    lines.append(String(repeating: " ", count: indent.count))
                }
                let line = lines[lines.count - 1]
                lines[lines.count - 1] = line + (line.last == " " ? "" : " ") + spec.name
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Every stream error code, one example error per case.
    static let streamErrorCodes: [String] = {
        let examples: [StreamError] = [
            .invalidUTF8(byteOffset: 0), .invalidJSON(""), .notAnObject, .missingField("", expected: ""),
            .invalidField("", expected: ""), .unknownOperation("", known: []), .invertedRange(start: 0, end: 0),
            .offsetOutOfRange(field: "", offset: 0, length: 0), .offsetInsideCodePoint(field: "", offset: 0, unit: .utf8),
            .lineTooLong(length: 0, limit: 0), .documentTooLarge(length: 0, limit: 0),
        ]
        var codes: [String] = []
        for code in examples.map(\.code) where !codes.contains(code) { codes.append(code) }
        return codes
    }()
}

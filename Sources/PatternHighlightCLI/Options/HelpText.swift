import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight --help`: the options come from ``OptionSpec/all``, the limits and codes from the
/// constants and enums that enforce them.
enum HelpText {
    static var text: String {
        let countHelp = Profile.registrations.flatMap(\.countHelp)
        let width = OptionSpec.all.map(\.synopsis.count).max() ?? 0
        let options = OptionSpec.all.map { spec in
            let padding = String(repeating: " ", count: width - spec.synopsis.count + 3)
            return "  " + spec.synopsis + padding + spec.summary + (spec.defaultValue.map { " (default \($0))" } ?? "")
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
            \(countHelp.joined(separator: "\n"))
            A URL (or a domain mention: a bluesky handle, @user@domain) whose host has a look-alike label (UTS #39) carries
            "hostWarning": {"reason": "mixed-script"|"confusable"|"invisible"|"mixed-numbers"|"invalid-punycode",
            "ascii": the host in punycode, "unicode": the host in Unicode}; a host written in punycode (xn--) is checked
            in its Unicode form, and an xn-- label that does not decode is "invalid-punycode". --format html gives that
            link title="OTHER FORM" and data-host-warning="REASON", --format ansi prints " [OTHER FORM]" after it (the
            form the text does not show: ASCII after a Unicode host, Unicode after a punycode one).
              printf 'https://аррӏе.com' | pattern-highlight --no-runs   …"hostWarning":{"reason":"confusable","ascii":"xn--80ak6aa92e.com","unicode":"аррӏе.com"}…
              printf 'https://xn--80ak6aa92e.com' | pattern-highlight --no-runs   …"hostWarning":{"reason":"confusable","ascii":"xn--80ak6aa92e.com","unicode":"аррӏе.com"}…
            Then "card": the link the platform would make a preview card from, or null: {"start", "end", "url",
            "settled", "quote"} (bluesky the first link with // and a plausible host, mastodon and simple the first
            http(s) URL, twitter the last URL; "settled" once whitespace, or punctuation then whitespace or the end,
            follows it; "quote" for a post URL of that platform). Stream set/replace replies carry it when it changed.

            Split output: {"profile", "units", "parts": [{"start", "end", "text", "count"}, …]}, one part per post, each
            valid by the profile's count (twitter weightedLength <= max, bluesky postValid, mastodon length <=
            maxCharacters, --content-warning counted in every part; simple needs --max-graphemes), "count" as annotate's for
            that part alone. Parts are separated by whitespace only, or touch in text without spaces; an entity is never
            cut unless it alone is over the limit (then a warning on stderr). A part ends at the last line break where it
            holds at least half the limit, else the last sentence end (. ! ? … before whitespace, 。 ！ ？ and kin, closing
            brackets after them allowed, anywhere) likewise, else the last whitespace or line-break opportunity (UAX #14
            in Chinese and Japanese: between ideographs, never inside a katakana word, never before ー, small kana or
            closing punctuation; Thai and Lao only at whitespace), else the last grapheme boundary outside an entity.
            Under bluesky each part also has "post": {"text", "facets"}, the part as the app would post it (links
            shortened, ends trimmed; the part is valid by it), and split --format post writes {"profile", "parts":
            [{"text", "facets"}, …]}, the posts alone.
              printf 'one. two' | pattern-highlight split --profile simple --max-graphemes 6
              {"profile":"simple","units":"utf16","parts":[{"start":0,"end":4,"text":"one.",…},{"start":5,"end":8,"text":"two",…}]}

            Crosspost output: {"units", "length", "valid", "targets": [{"profile", "valid", "count", "over", "entities",
            "hints", "parts": [{"start", "end", "text", "count", "post"}]}], "warnings": [{"profile", "start", "end", "code",
            "message"}]}: per target (--targets twitter,bluesky,mastodon), its count of the draft as it posts it, whether it
            fits one post and by how much it is over, what it links (draft offsets), and its thread by its own count with
            each post a client sends (twitter {"text"}, bluesky {"text", "facets"}, mastodon {"status", "spoiler_text"}).
            --mentions FILE ([{"twitter": "jack", "bluesky": "jack.bsky.social", "mastodon": "jack@mastodon.social"}])
            posts a listed person's mention in each platform's form (each handle must be in its platform's form, and
            each person have one: else exit 64); --content-warning is Mastodon's spoiler_text on every
            part, and with --cw-prefix "CW: TEXT" and a blank line begin the first part elsewhere. Near-miss hints are
            always on ("hints", draft offsets). --markdown-links works per target (each counts and posts links its own
            way) and a link facade warns on every target (link-facade). Warning codes:
            mention-not-on-platform, foreign-mention, no-content-warning-field, unlinked-url, host-warning, link-facade.
            batch --targets: one {"id", "text", "spoiler_text"?} per line (batch's reading rules and error objects), each
            answered with the object crosspost writes for its text (spoiler_text as --content-warning), "id" first; --jobs
            as in batch; a target that cannot post a line answers with its "error" in that line's object.
            Under --targets an option of a platform that is not a target (--mastodon-max-characters without mastodon) is
            a usage error: add the platform to --targets, or drop the option.
            stream --targets: set/replace replies carry "valid" and "targets": [{"profile", "changed", "count", "valid",
            "over", "entities", "hints", "hintRanges"}]; snapshot replies with the crosspost object; spoiler sets the
            content warning.

            Stream requests (one JSON object per line; offsets in --units; "id" is echoed; a blank line, as in batch, is
            skipped without a reply):
              {"op": "set", "text": "…"}                          replace the whole document
              {"op": "replace", "start": S, "end": E, "text": "…"}  replace [S, E)
              {"op": "snapshot"}                                  the annotate object
              {"op": "active", "at": C}                           the token typed at caret C ({"kind", "start", "end", "query"}), or null
              {"op": "spoiler", "text": "…"}                       mastodon: the content warning the count includes

            Active tokens ("kind"): mention and hashtag in every profile, cashtag under twitter and bluesky (where the
            profile highlights a $TICKER), shortcode with --shortcodes (":" and two or more of A-Z a-z 0-9 _, the colon
            not after a letter, digit or ":": never 12:30, http://x, a:b, ::, :a; the full-width "：" is no trigger).
            With --shortcodes, ":name:" is an entity of kind shortcode (value: the name); an entity that starts first wins.

            Markdown links (--markdown-links, every mode): "[label](url)" (a one-line label without "]", an http(s) URL
            without white space whose parentheses balance) is an entity of kind link ("value": the URL, "label": the
            label); the profile finds nothing inside it. A label naming another host than the URL's (a URL, or a domain
            with a known TLD; "www." ignored) adds "facade": {"shown", "target"} (HTML: a title; ANSI: a note). The count
            is of the text as posted: bluesky the label with a link facet on it; twitter and mastodon "label (url)", or
            the URL alone when the label is the URL or its host without the scheme; simple the markup. --format post
            then works under every profile ({"text"} but under bluesky), and split parts carry their "post".
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

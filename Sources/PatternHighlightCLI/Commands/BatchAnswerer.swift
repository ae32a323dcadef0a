import PatternHighlight
import PatternHighlightFormats

/// Answers batch lines, each with one JSON object and a newline: the line's annotation, or under `batch --targets`
/// its crosspost object (``crossposter``), with its `"id"` first; a bad line its ``BatchLineFailure``.
struct BatchAnswerer: Sendable {
    let configuration: Configuration
    let formatter: OutputFormatter
    /// `batch --targets`: the writer of each line's crosspost object; `nil` for annotations.
    let crossposter: CrosspostWriter?

    /// Answers the lines of `configuration`'s batch: under `--targets` with their crosspost objects.
    ///
    /// - Throws: what ``CrosspostWriter/init(options:)`` throws, under `--targets`.
    init(configuration: Configuration, formatter: OutputFormatter) throws(CommandLineError) {
        self.configuration = configuration
        self.formatter = formatter
        let options = configuration.options
        crossposter = options.optionMode == .batchTargets ? try CrosspostWriter(options: options) : nil
    }

    /// The same answerer, writing with `formatter` (a worker's own fragments: ``OutputFormatter/withOwnFragments()``).
    func writing(with formatter: OutputFormatter) -> BatchAnswerer {
        BatchAnswerer(configuration: configuration, formatter: formatter, crossposter: crossposter)
    }

    private init(configuration: Configuration, formatter: OutputFormatter, crossposter: CrosspostWriter?) {
        self.configuration = configuration
        self.formatter = formatter
        self.crossposter = crossposter
    }

    /// Writes the answer to line number `lineNumber`, found by `highlighter` (the configuration's, placed at the
    /// line: `Highlighter.scanning(runText:)`), and returns the warnings of the annotation it wrote, if any.
    func answer(
        _ line: LineReader.Line, lineNumber: Int, by highlighter: Highlighter, into writer: inout JSONWriter
    ) -> [HighlightWarning] {
        // A blank (or whitespace-only) line is no request and gets no output line, as NDJSON readers skip it.
        if StreamCommand.isBlank(line) { return [] }
        defer { writer.newline() }
        let limit = highlighter.maximumTextBytes
        // The common line, read in one pass; anything it does not take (or text that is too large or not
        // UTF-8) is read again in full (``BatchRequest/read(_:lineNumber:options:textLimit:)``), which gives the
        // line's error.
        if case .line(let bytes) = line, let request = BatchRequest.fastParse(bytes), request.text.count <= limit {
            if let crossposter {
                if (try? TextInput.validate(request.text)) != nil {
                    return crosspost(request, by: crossposter, lineNumber: lineNumber, into: &writer)
                }
            } else if let annotation = try? highlighter.annotate(utf8: request.text) {
                return write(annotation, id: request.id, into: &writer)
            }
        }
        let request: BatchRequest
        do {
            request = try BatchRequest.read(line, lineNumber: lineNumber, options: configuration.options, textLimit: limit)
        } catch {
            error.write(into: &writer)
            return []
        }
        if let crossposter { return crosspost(request, by: crossposter, lineNumber: lineNumber, into: &writer) }
        let annotation = highlighter.annotate(String(decoding: request.text, as: UTF8.self))
        return write(annotation, id: request.id, contentWarning: request.contentWarning, into: &writer)
    }

    private func write(
        _ annotation: Annotation, id: JSONValue?, contentWarning: String? = nil, into writer: inout JSONWriter
    ) -> [HighlightWarning] {
        let extraMembers = id.map { [("id", $0)] } ?? []
        if let contentWarning {
            formatter.writeObject(annotation, into: &writer, extraMembers: extraMembers, countedBy: { annotation.count(contentWarning: contentWarning) })
        } else {
            formatter.writeObject(annotation, into: &writer, extraMembers: extraMembers)
        }
        return annotation.warnings
    }

    /// Writes the crosspost object of `request`'s text (valid UTF-8), as `crosspost --content-warning` would for its
    /// `spoiler_text`, with its `"id"` first.
    private func crosspost(
        _ request: BatchRequest, by crossposter: CrosspostWriter, lineNumber: Int, into writer: inout JSONWriter
    ) -> [HighlightWarning] {
        do {
            try crossposter.write(
                validatedBytes: request.text, contentWarning: request.contentWarning ?? "", members: request.id.map { [("id", $0)] } ?? [],
                by: formatter.crosspostFormatter, into: &writer)
        } catch {
            // Not reached: the targets were checked when the crossposter was made.
            BatchLineFailure(code: .invalidRequest, message: "line \(lineNumber): --targets: \(error)", id: request.id).write(into: &writer)
        }
        return []
    }
}

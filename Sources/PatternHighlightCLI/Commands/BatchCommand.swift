import Dispatch
import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight batch`: one `{"id"?, "text"}` per input line, one annotated object per output line, in
/// input order. A bad line is answered with `{"id"…, "error": {"code", "message"}}` and the batch goes on; a blank
/// line is skipped (no output line).
///
/// With `--jobs 1` the lines are answered in this thread, the output flushed in large chunks. With more, blocks
/// of lines go to one worker per job, each taking the next block when it is free, and their answers are written in
/// input order; at most two blocks per job are read and not yet written, so memory stays bounded whatever the
/// input size.
///
/// What the custom patterns missed is told once on stderr when the batch ends (``RunWarnings``), one line per kind;
/// a pattern that keeps hitting the regex limits is turned off for the rest of the batch
/// (`Highlighter.sharingPatternLimits()`), so such lines cost no more than the others. It is turned off in input
/// order, whatever the number of jobs: a line runs every pattern that the lines before it did not hit the limits of
/// ``PatternLimitLedger/limitHitsPerRun`` times (``RunTextPlace``). A job that answered a line before the lines
/// before it were answered, and ran a pattern they turned off after all, answers it again when its block is written.
enum BatchCommand {
    /// Lines per block handed to a job, and the bytes after which a block is closed early.
    static let blockLines = 256
    static let blockBytes = 1 << 20
    /// Output is handed to stdout in chunks of about this size.
    static let outputChunk = 1 << 16
    /// The most jobs `--jobs` takes: far more threads than any machine's cores only cost memory and start-up time.
    static let maximumJobs = 256

    static func run(_ configuration: Configuration, formatter: OutputFormatter) {
        var reader = LineReader(maximumLineLength: configuration.options.maximumLineLength)
        let answerer = BatchAnswerer(configuration: configuration, formatter: formatter)
        let warnings = RunWarnings(noun: "line")
        defer { warnings.report(turnedOff: configuration.highlighter.turnedOffKinds) }
        if configuration.options.jobs == 1 {
            var writer = JSONWriter(chunkSize: outputChunk, sink: { StandardIO.write($0) })
            var lineNumber = 0
            while let line = reader.next() {
                lineNumber += 1
                // Every line before this one is answered: the patterns turned off for it are final.
                let highlighter = configuration.highlighter.scanning(runText: lineNumber)
                warnings.record(answerer.answer(line, lineNumber: lineNumber, by: highlighter, into: &writer), text: lineNumber)
                writer.flushIfFull()
            }
            writer.flush()
            return
        }
        runInParallel(jobs: configuration.options.jobs, reader: &reader, answerer: answerer, warnings: warnings)
    }

    private static func runInParallel(jobs: Int, reader: inout LineReader, answerer: BatchAnswerer, warnings: RunWarnings) {
        // Blocks are written in input order, by one thread at a time, with what the lines before them recorded.
        let committer = BatchAnswerer(configuration: answerer.configuration, formatter: answerer.formatter.withOwnFragments())
        let output = OrderedOutput<BatchBlockAnswer>(capacity: 2 * jobs) { answered in
            answered.write(revisingBy: committer, warnings: warnings)
        }
        let blocks = WorkQueue<(sequence: Int, firstLine: Int, block: LineReader.Block)>()
        let group = DispatchGroup()
        for _ in 0..<jobs {
            // Each worker has its own formatter's fragments (see OutputFormatter.withOwnFragments).
            let answerer = BatchAnswerer(configuration: answerer.configuration, formatter: answerer.formatter.withOwnFragments())
            DispatchQueue.global().async(group: group) {
                while let (sequence, firstLine, block) = blocks.take() {
                    output.deliver(sequence, BatchBlockAnswer(block, firstLine: firstLine, answeredBy: answerer))
                }
            }
        }
        var lineNumber = 0
        var sequence = 0
        while let block = reader.nextBlock(maximumLines: blockLines, maximumBytes: blockBytes) {
            output.waitForRoom()
            blocks.put((sequence, lineNumber + 1, block))
            lineNumber += block.items.count
            sequence += 1
        }
        blocks.close(workers: jobs)
        group.wait()
    }
}

/// Answers batch lines, each with one JSON object and a newline.
struct BatchAnswerer: Sendable {
    let configuration: Configuration
    let formatter: OutputFormatter

    /// Writes the answer to line number `lineNumber`, found by `highlighter` (the configuration's, placed at the
    /// line: `Highlighter.scanning(runText:)`), and returns the warnings of the annotation it wrote, if any.
    func answer(
        _ line: LineReader.Line, lineNumber: Int, by highlighter: Highlighter, into writer: inout JSONWriter
    ) -> [HighlightWarning] {
        // A blank (or whitespace-only) line is no request and gets no output line, as NDJSON readers skip it.
        if StreamCommand.isBlank(line) { return [] }
        defer { writer.newline() }
        let limit = highlighter.maximumTextBytes
        let bytes: [UInt8]
        switch line {
        case .tooLong(let length):
            let message = "line \(lineNumber) is \(length) bytes, over the \(configuration.options.maximumLineLength)-byte limit (--max-line-bytes)"
            return writeError(.lineTooLong, message, id: nil, into: &writer)
        case .line(let content):
            bytes = content
        }
        // The common line, read in one pass; anything it does not take (or text that is too large or not
        // UTF-8) is read again by the full parser below, which gives the line's error.
        if let request = BatchRequest.fastParse(bytes), request.text.count <= limit,
            let annotation = try? highlighter.annotate(utf8: request.text)
        {
            return write(annotation, id: request.id, into: &writer)
        }
        let request: JSONValue
        do {
            request = try JSONValue(parsing: bytes)
        } catch let error where error.reason == .invalidUTF8 {
            guard configuration.options.lossy else {
                let message = "line \(lineNumber) is not valid UTF-8 (byte \(error.byteOffset)); fix the encoding or pass --lossy"
                return writeError(.invalidUTF8, message, id: nil, into: &writer)
            }
            do {
                request = try JSONValue(parsing: TextInput.repairing(bytes).bytes)
            } catch {
                return writeError(.invalidJSON, "line \(lineNumber): \(error)", id: nil, into: &writer)
            }
        } catch {
            return writeError(.invalidJSON, "line \(lineNumber): \(error)", id: nil, into: &writer)
        }
        let id = request["id"]
        guard case .object = request else {
            return writeError(.invalidRequest, "line \(lineNumber) must be a JSON object {\"id\", \"text\"}", id: nil, into: &writer)
        }
        guard let textValue = request["text"] else {
            return writeError(.missingField, "line \(lineNumber): missing \"text\": expected a string", id: id, into: &writer)
        }
        guard let text = textValue.stringValue else {
            return writeError(.invalidRequest, "line \(lineNumber) needs \"text\" as a string", id: id, into: &writer)
        }
        // `spoiler_text`: the content warning, which the mastodon profile counts and others ignore.
        var contentWarning: String?
        if let spoilerValue = request["spoiler_text"] {
            guard let spoiler = spoilerValue.stringValue else {
                return writeError(.invalidRequest, "line \(lineNumber) needs \"spoiler_text\" as a string", id: id, into: &writer)
            }
            contentWarning = spoiler
        }
        if text.utf8.count > limit {
            let message = "line \(lineNumber): \"text\" is \(text.utf8.count) bytes, over the \(limit)-byte limit (--max-bytes)"
            return writeError(.textTooLarge, message, id: id, into: &writer)
        }
        return write(highlighter.annotate(text), id: id, contentWarning: contentWarning, into: &writer)
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

    private func writeError(
        _ code: BatchLineError, _ message: String, id: JSONValue?, into writer: inout JSONWriter
    ) -> [HighlightWarning] {
        writer.beginObject()
        writer.key("id")
        writer.value(id ?? .null)
        writer.key("error")
        writer.beginObject()
        writer.key("code")
        writer.string(code.rawValue)
        writer.key("message")
        writer.string(message)
        writer.endObject()
        writer.endObject()
        return []
    }
}

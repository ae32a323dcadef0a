import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight stream`: live editing. One JSON request per input line, exactly one JSON reply line
/// per request, written as it is made (in chunks, see ``AnnotateCommand/outputChunk``) and flushed at its end; bad requests get an error reply and the
/// stream goes on. A blank (or whitespace-only) line is no request and gets no reply, as in batch
/// (``StreamCommand/isBlank(_:)``). End of input ends the process with exit 0. See ``StreamSession`` for the requests.
///
/// What the custom patterns missed is in each reply's `"warnings"`, and told once on stderr at the end of input
/// (``RunWarnings``), one line per kind; a pattern that keeps hitting the regex limits is turned off for the rest
/// of the stream (`Highlighter.sharingPatternLimits()`).
enum StreamCommand {
    static func run(_ configuration: Configuration) throws(CommandLineError) {
        var session = StreamSession(
            highlighter: configuration.highlighter, units: configuration.options.units,
            theme: configuration.theme, lossy: configuration.options.lossy)
        var reader = LineReader(maximumLineLength: configuration.options.maximumLineLength)
        let warnings = RunWarnings(noun: "request")
        defer { warnings.report(turnedOff: configuration.highlighter.turnedOffKinds) }
        // A reply goes out in chunks as it is made (a `set` of a large text answers with every entity and run)
        // and is flushed whole at its newline.
        var writer = JSONWriter(chunkSize: AnnotateCommand.outputChunk, sink: { StandardIO.write($0) })
        var requestNumber = 0
        while let line = reader.next() {
            if isBlank(line) { continue }
            requestNumber += 1
            switch consume line {
            case .line(let bytes):
                session.handle(consume bytes, into: &writer)
                warnings.record(session.lastWarnings, text: requestNumber)
            case .tooLong(let length):
                StreamSession.writeError(
                    .lineTooLong(length: length, limit: configuration.options.maximumLineLength), id: nil, into: &writer)
            }
            writer.newline()
            writer.flush()
        }
    }

    /// Whether `line` is blank or white space only (JSON's): no request, skipped without a reply by stream and
    /// `stream --targets`, as batch skips it.
    static func isBlank(_ line: borrowing LineReader.Line) -> Bool {
        switch line {
        case .line(let bytes): return bytes.allSatisfy(JSONParser.isWhitespace)
        case .tooLong: return false
        }
    }
}

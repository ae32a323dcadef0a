import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight stream`: live editing. One JSON request per input line, exactly one JSON reply line
/// per request, written (and so flushed) as soon as it is ready; bad requests get an error reply and the
/// stream goes on. End of input ends the process with exit 0. See ``StreamSession`` for the requests.
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
        var requestNumber = 0
        while let line = reader.next() {
            requestNumber += 1
            var reply: [UInt8]
            switch line {
            case .line(let bytes):
                reply = session.handle(bytes)
                warnings.record(session.lastWarnings, text: requestNumber)
            case .tooLong(let length):
                reply = StreamSession.errorReply(.lineTooLong(length: length, limit: configuration.options.maximumLineLength), id: nil)
            }
            reply.append(0x0A)
            StandardIO.write(reply)
        }
    }
}

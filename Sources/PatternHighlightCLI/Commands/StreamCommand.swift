import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight stream`: live editing. One JSON request per input line, exactly one JSON reply line
/// per request, written (and so flushed) as soon as it is ready; bad requests get an error reply and the
/// stream goes on. End of input ends the process with exit 0. See ``StreamSession`` for the requests.
enum StreamCommand {
    static func run(_ configuration: Configuration) throws(CommandLineError) {
        var session = StreamSession(
            highlighter: configuration.highlighter, units: configuration.options.units,
            theme: configuration.theme, lossy: configuration.options.lossy)
        var reader = LineReader(maximumLineLength: configuration.options.maximumLineLength)
        while let line = reader.next() {
            var reply: [UInt8]
            switch line {
            case .line(let bytes):
                reply = session.handle(bytes)
            case .tooLong(let length):
                reply = StreamSession.errorReply(.lineTooLong(length: length, limit: configuration.options.maximumLineLength), id: nil)
            }
            reply.append(0x0A)
            StandardIO.write(reply)
        }
    }
}

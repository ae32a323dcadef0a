import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight stream --targets P,…`: live editing of one draft for several platforms
/// (``CrosspostStreamSession``), one reply line per request line, flushed after each.
enum CrosspostStreamCommand {
    static func run(_ configuration: Configuration) throws(CommandLineError) {
        let options = configuration.options
        let directory = try options.mentionDirectory()
        let targets = try options.targetHighlighters()
        var session: CrosspostStreamSession
        do {
            session = try CrosspostStreamSession(
                targets: targets, units: options.units, directory: directory,
                contentWarning: options.contentWarning ?? "", contentWarningPrefix: options.contentWarningPrefix, lossy: options.lossy)
        } catch {
            throw .invalidTargets(error)
        }
        var reader = LineReader(maximumLineLength: options.maximumLineLength)
        var writer = JSONWriter(chunkSize: AnnotateCommand.outputChunk, sink: { StandardIO.write($0) })
        while let line = reader.next() {
            if StreamCommand.isBlank(line) { continue }
            switch consume line {
            case .line(let bytes):
                session.handle(bytes, into: &writer)
            case .tooLong(let length):
                StreamSession.writeError(.lineTooLong(length: length, limit: options.maximumLineLength), id: nil, into: &writer)
            }
            writer.newline()
            writer.flush()
        }
    }
}

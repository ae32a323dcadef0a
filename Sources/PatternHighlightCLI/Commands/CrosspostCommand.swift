import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight crosspost --targets P,…`: one draft on stdin; every target's count, verdict, entities, thread and
/// posts, and the warnings, as one JSON object on stdout (`Crosspost`).
enum CrosspostCommand {
    static func run(_ configuration: Configuration, formatter: OutputFormatter) throws(CommandLineError) {
        let options = configuration.options
        let highlighters = options.targetHighlighters
        let directory = try options.mentionDirectory()
        let limit = highlighters.map(\.maximumTextBytes).min() ?? options.maximumTextBytes
        let bytes = try configuration.acceptText(StandardIO.readAll(limit: limit))
        do {
            try TextInput.validate(bytes)
        } catch {
            throw .invalidInput(error)
        }
        let crosspost: Crosspost
        do {
            crosspost = try Crosspost(
                validatedBytes: bytes, targets: highlighters, directory: directory, spoilerText: options.spoilerText ?? "",
                contentWarningPrefix: options.contentWarningPrefix)
        } catch {
            throw .invalidTargets(error)
        }
        var writer = JSONWriter(chunkSize: AnnotateCommand.outputChunk, sink: { StandardIO.write($0) })
        formatter.annotationFormatter.writeCrosspost(crosspost, into: &writer)
        writer.newline()
        writer.flush()
    }
}

import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight crosspost --targets P,…`: one draft on stdin; every target's count, verdict, entities, thread and
/// posts, and the warnings, as one JSON object on stdout (`Crosspost`).
enum CrosspostCommand {
    static func run(_ configuration: Configuration, formatter: OutputFormatter) throws(CommandLineError) {
        let options = configuration.options
        let highlighters = options.targetHighlighters
        let directory = try options.mentionDirectory()
        // Every target has the size limit of --max-bytes, which acceptText applies (and, under --lossy, repairs
        // the bytes); otherwise they are checked here, the cross-post taking valid UTF-8.
        let bytes = try configuration.acceptText(StandardIO.readText(limit: options.maximumTextBytes))
        if !options.lossy {
            do {
                try TextInput.validate(bytes)
            } catch {
                throw .invalidInput(error)
            }
        }
        let crosspost: Crosspost
        do {
            crosspost = try Crosspost(
                validatedBytes: bytes, targets: highlighters, directory: directory, contentWarning: options.contentWarning ?? "",
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

import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight crosspost --targets P,…`: one draft on stdin; every target's count, verdict, entities, thread and
/// posts, and the warnings, as one JSON object on stdout (`Crosspost`, written by ``CrosspostWriter``).
enum CrosspostCommand {
    static func run(_ configuration: Configuration, formatter: OutputFormatter) throws(CommandLineError) {
        let options = configuration.options
        let crossposter = try CrosspostWriter(options: options)
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
        var writer = JSONWriter(chunkSize: AnnotateCommand.outputChunk, sink: { StandardIO.write($0) })
        do {
            try crossposter.write(
                validatedBytes: bytes, contentWarning: options.contentWarning ?? "", by: formatter.crosspostFormatter, into: &writer)
        } catch {
            throw .invalidTargets(error)
        }
        writer.newline()
        writer.flush()
    }
}

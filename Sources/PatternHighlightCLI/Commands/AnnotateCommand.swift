import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight [annotate]`: one document on stdin, one annotated object (or rendered text) on stdout.
enum AnnotateCommand {
    /// JSON goes to stdout in chunks of about this size.
    static let outputChunk = 1 << 18

    static func run(_ configuration: Configuration, formatter: OutputFormatter) throws(CommandLineError) {
        let annotation = try annotateStandardInput(configuration)
        guard formatter.isJSON else {
            var output = formatter.render(annotation)
            if output.last != 0x0A { output.append(0x0A) }
            return StandardIO.write(output)
        }
        // Written in chunks as it is produced: the document's JSON is never held whole.
        var writer = JSONWriter(chunkSize: outputChunk, sink: { StandardIO.write($0) })
        let count = ConcurrentCount(annotation)
        formatter.writeObject(annotation, into: &writer, countedBy: { count.value() })
        writer.newline()
        writer.flush()
    }

    /// The whole of stdin (within `--max-bytes`, repaired under `--lossy`) annotated, its warnings reported on stderr:
    /// what annotate and split start from.
    static func annotateStandardInput(_ configuration: Configuration) throws(CommandLineError) -> Annotation {
        let limit = configuration.highlighter.maximumTextBytes
        let bytes = try configuration.acceptText(StandardIO.readText(limit: limit))
        let annotation: Annotation
        do {
            annotation = try configuration.highlighter.annotate(utf8: bytes)
        } catch {
            throw .invalidInput(error)
        }
        WarningReporter.report(annotation.warnings)
        return annotation
    }
}

import PatternHighlight

/// `pattern-highlight [annotate]`: one document on stdin, one annotated object (or rendered text) on stdout.
enum AnnotateCommand {
    static func run(_ configuration: Configuration, formatter: OutputFormatter) throws(CommandLineError) {
        let limit = configuration.highlighter.maximumTextBytes
        let bytes = try configuration.acceptText(StandardIO.readAll(limit: limit))
        let annotation: Annotation
        do {
            annotation = try configuration.highlighter.annotate(utf8: bytes)
        } catch {
            throw .invalidInput(error)
        }
        WarningReporter.report(annotation.warnings)
        var output = formatter.render(annotation)
        if formatter.isJSON || output.last != 0x0A { output.append(0x0A) }
        StandardIO.write(output)
    }
}

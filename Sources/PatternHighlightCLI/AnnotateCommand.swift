import PatternHighlight

/// `pattern-highlight [annotate]`: one document on stdin, one annotated object on stdout.
enum AnnotateCommand {
    static func run(_ configuration: Configuration) throws(CommandLineError) {
        let bytes = try configuration.acceptText(StandardIO.readAll())
        let annotation: Annotation
        do {
            annotation = try configuration.highlighter.annotate(utf8: bytes)
        } catch {
            throw .invalidInput(error)
        }
        var output = try OutputFormatter(configuration: configuration, mode: "annotate").format(annotation)
        output.append(0x0A)
        StandardIO.write(output)
    }
}

import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight split`: one text on stdin, the posts of a thread on stdout (`Annotation.split`).
enum SplitCommand {
    static func run(_ configuration: Configuration, formatter: OutputFormatter) throws(CommandLineError) {
        let annotation = try AnnotateCommand.annotateStandardInput(configuration)
        let thread: ThreadSplit
        do {
            thread = try annotation.split(
                maxGraphemes: configuration.options.maxGraphemes, contentWarning: configuration.options.contentWarning ?? "")
        } catch .unpostableCharacter(let offset, _) {
            throw .unpostableCharacter(UnpostableCharacter(at: offset, in: annotation.utf8, highlighter: configuration.highlighter))
        } catch {
            throw .unsplittable(error)
        }
        let units = configuration.options.units
        for entity in thread.cutEntities {
            let range = annotation.range(ofBounds: entity.range, in: units)
            StandardIO.printError(
                "warning: the \(entity.kind) at \(range.lowerBound)..<\(range.upperBound) (\(units.rawValue)) is over the limit on its own, so it was cut between two parts")
        }
        var writer = JSONWriter(chunkSize: AnnotateCommand.outputChunk, sink: { StandardIO.write($0) })
        if let posts = configuration.options.format.writer(for: annotation.profile), posts.writesThreads {
            posts.writeThread(thread, profile: annotation.profile, into: &writer)
        } else {
            ThreadJSONFormatter(units: units).write(thread, profile: annotation.profile.id, into: &writer)
        }
        writer.newline()
        writer.flush()
    }
}

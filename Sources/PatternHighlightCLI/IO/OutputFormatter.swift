import PatternHighlight
import PatternHighlightFormats

/// Renders an annotation in the format `--format` asks for.
struct OutputFormatter: Sendable {
    let format: CommandLineOptions.OutputFormat
    let theme: Theme
    /// Mention DIDs for `--format facets`.
    /// `NO_COLOR` (any non-empty value) turns ANSI colour off; the text is still neutralised.
    let usesColor: Bool
    /// The `--format json` writer, made once (its per-kind fragments with it).
    private(set) var annotationFormatter: AnnotationJSONFormatter
    /// The crosspost object's writer (`crosspost`, `batch --targets`), on the `--format json` writer's fragments.
    var crosspostFormatter: CrosspostJSONFormatter { CrosspostJSONFormatter(sharingFragmentsOf: annotationFormatter) }

    /// - Parameter noColor: the `NO_COLOR` environment variable, if set.
    init(configuration: Configuration, noColor: String?) {
        format = configuration.options.format
        theme = configuration.theme
        annotationFormatter = AnnotationJSONFormatter(
            units: configuration.options.units, theme: configuration.theme, includesRuns: configuration.options.includesRuns)
        usesColor = (noColor ?? "").isEmpty
    }

    /// This formatter with prepared JSON fragments of its own, for one thread of a parallel batch: threads that
    /// share one formatter contend for the reference counts of its fragments on every object they write.
    func withOwnFragments() -> OutputFormatter {
        var copy = self
        copy.annotationFormatter = AnnotationJSONFormatter(
            units: annotationFormatter.units, theme: theme, includesRuns: annotationFormatter.includesRuns)
        return copy
    }

    /// Whether the format is a JSON object (json, a profile's format) rather than text (ansi, html).
    var isJSON: Bool { format != .ansi && format != .html }

    /// The rendered annotation, without a trailing newline.
    func render(_ annotation: Annotation) -> [UInt8] {
        switch format {
        case .json, .declared:
            var writer = JSONWriter()
            writeObject(annotation, into: &writer)
            return writer.bytes
        case .ansi:
            return ANSIFormatter(theme: theme, usesColor: usesColor).format(annotation)
        case .html:
            return HTMLFormatter(theme: theme).format(annotation)
        }
    }

    /// Writes a JSON format's object, with `extraMembers` first (a batch line's `id`); text formats are wrapped as
    /// `{"id"…, "ansi"|"html": "…"}` so that batch output stays one JSON object per line.
    func writeObject(
        _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)] = [],
        countedBy count: (() -> TextCount)? = nil
    ) {
        switch format {
        case .json:
            if let count {
                annotationFormatter.write(annotation, into: &writer, extraMembers: extraMembers, countedBy: count)
            } else {
                annotationFormatter.write(annotation, into: &writer, extraMembers: extraMembers)
            }
        case .declared:
            // The options allow a declared format only under a profile that declares it, whose writer is registered.
            format.writer(for: annotation.profile)?.write(annotation, into: &writer, extraMembers: extraMembers)
        case .ansi, .html:
            writer.beginObject()
            writer.members(extraMembers)
            writer.key(format.name)
            writer.string(String(decoding: render(annotation), as: UTF8.self))
            writer.endObject()
        }
    }
}

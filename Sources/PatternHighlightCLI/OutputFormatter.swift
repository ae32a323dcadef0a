import PatternHighlight

/// Renders an annotation in the format `--format` asks for.
struct OutputFormatter {
    let configuration: Configuration

    init(configuration: Configuration, mode: String) throws(CommandLineError) {
        switch configuration.options.format {
        case .json: break
        default: throw .formatNotAvailable(format: configuration.options.format.rawValue, mode: mode)
        }
        self.configuration = configuration
    }

    /// The rendered annotation, without a trailing newline.
    func format(_ annotation: Annotation) -> [UInt8] {
        AnnotationJSONFormatter(units: configuration.options.units, theme: configuration.theme).format(annotation)
    }
}

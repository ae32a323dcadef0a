import PatternHighlight

/// The writers of the formats profiles declare: each platform's folder of this module defines its own, this list is
/// the one place that registers the built-in ones, and ``register(_:)`` adds others.
package enum ProfileFormatWriters {
    private static let registry = Locked<[any ProfileFormatWriter]>(BlueskyFormatWriters.all)

    /// The writer of the format called `name`, or `nil`.
    package static func named(_ name: String) -> (any ProfileFormatWriter)? {
        registry.withLock { writers in writers.first { $0.format == name } }
    }

    /// Registers a writer (replacing one of the same format).
    package static func register(_ writer: any ProfileFormatWriter) {
        registry.withLock { writers in
            writers.removeAll { $0.format == writer.format }
            writers.append(writer)
        }
    }
}

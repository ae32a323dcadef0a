extension PatternMatchCounter {
    /// The `simple` profile's patterns (kind and PCRE2 source), in priority order: the naive floor's.
    package static var simplePatterns: [(kind: EntityKind, pattern: String)] { SimpleRecognizer.patterns }
}

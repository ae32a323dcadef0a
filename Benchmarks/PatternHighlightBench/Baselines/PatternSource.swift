import PatternHighlight

/// The pattern sources the baselines run, read from the library so that they cannot drift from the profile.
enum PatternSource {
    /// The `simple` profile's patterns (hashtag, mention, url), in priority order.
    static var simple: [(kind: EntityKind, pattern: String)] { PatternMatchCounter.simplePatterns }
}

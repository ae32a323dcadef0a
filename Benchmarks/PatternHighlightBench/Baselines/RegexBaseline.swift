/// One way of running the three `simple` patterns over a whole text and counting matches per kind.
protocol RegexBaseline {
    /// Stable key for the JSON (`pcre2`, `nsregularexpression`, `swift-regex`).
    var key: String { get }
    /// What the table calls it.
    var name: String { get }
    /// Untimed preparation: compile, convert the corpus to the representation the engine reads.
    mutating func prepare(_ bytes: [UInt8]) throws
    /// The timed part: scan the prepared text once, matches per kind (hashtag, mention, url).
    func countMatches() -> [Int]
}

/// The `simple` patterns as one alternation with one numbered group per kind, for engines that take
/// ICU-style syntax (Foundation, Swift `Regex`). Same sources and order as the profile's.
enum SimpleAlternation {
    static var pattern: String {
        PatternSource.simple.map { "(\($0.pattern))" }.joined(separator: "|")
    }
}

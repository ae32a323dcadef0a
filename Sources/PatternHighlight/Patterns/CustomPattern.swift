/// A user-defined kind: every match of `regex` (PCRE2 syntax, UTF and Unicode properties on) is an entity of
/// `kind` whose value is the matched text.
///
/// Custom matches are found after the profile's entities and never overlap them: the earlier start wins,
/// and the built-in entity wins a tie. They never cross a paragraph break (`^` and `$` see paragraph bounds).
///
/// ```swift
/// let issues = CustomPattern(kind: "issue", regex: #"#\d+"#)
/// let highlighter = try Highlighter(profile: .twitter, customPatterns: [issues])
/// ```
public struct CustomPattern: Hashable, Sendable {
    /// The kind reported for a match; letters, digits, `-` and `_`.
    public var kind: EntityKind
    /// The PCRE2 pattern.
    public var regex: String

    public init(kind: EntityKind, regex: String) {
        self.kind = kind
        self.regex = regex
    }
}

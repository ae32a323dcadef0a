/// Why a set of patterns could not be built.
public enum PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// PCRE2 refused the pattern of `kind`; `offset` is PCRE2's error offset in UTF-8 bytes of the pattern.
    case invalidPattern(kind: EntityKind, message: String, offset: Int)
    /// The kind name is empty or not made of letters, digits, `-` and `_`.
    case invalidKindName(String)
    /// Two patterns define the same kind.
    case duplicateKind(EntityKind)
    /// A pattern's kind is one the profile already reports (`mention`, for example).
    case builtInKind(EntityKind, profile: Profile.ID)
    /// A pattern's kind is one the library reports under an option (``EntityKind/shortcode``,
    /// ``EntityKind/link``), whether or not the highlighter has that option.
    case optionalBuiltInKind(EntityKind)
    /// The pattern of `kind` is empty: it would match nothing a reader could see.
    case emptyPattern(kind: EntityKind)
    /// The pattern file is not a JSON list of `{"kind", "regex", "color"?}` objects.
    case malformedPatternFile(String)

    public var description: String {
        switch self {
        case .invalidPattern(let kind, let message, let offset):
            return "pattern for kind '\(kind)' does not compile: \(message) at offset \(offset)"
        case .invalidKindName(let name):
            return "kind name '\(name)' is not allowed: use letters, digits, '-' and '_' only"
        case .duplicateKind(let kind):
            return "kind '\(kind)' is defined twice: give each pattern its own kind"
        case .builtInKind(let kind, let profile):
            return "kind '\(kind)' collides with the \(profile) profile's built-in kind of that name: give the pattern another kind"
        case .optionalBuiltInKind(let kind):
            let option = kind == .link ? "markdownLinks" : "shortcodes"
            return "kind '\(kind)' is a built-in kind (Highlighter.Options.\(option) reports it): give the pattern another kind"
        case .emptyPattern(let kind):
            return "pattern for kind '\(kind)' is empty: give a regex that matches the text to highlight"
        case .malformedPatternFile(let reason):
            return "pattern file is not valid: \(reason); expected a JSON list of {\"kind\", \"regex\", \"color\"?}"
        }
    }
}

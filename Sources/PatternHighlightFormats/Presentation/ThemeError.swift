import PatternHighlight

/// Why a theme could not be loaded.
public enum ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The theme is not a JSON object.
    case notAnObject
    /// The JSON could not be parsed.
    case malformedJSON(String)
    /// The entry for `kind` is wrong; `reason` says how.
    case invalidStyle(kind: String, reason: String)

    public var description: String {
        switch self {
        case .notAnObject:
            return "theme must be a JSON object mapping kind to style, e.g. {\"mention\": {\"color\": \"#5856D6\"}}"
        case .malformedJSON(let reason):
            return "theme is not valid JSON: \(reason)"
        case .invalidStyle(let kind, let reason):
            return "theme entry '\(kind)': \(reason)"
        }
    }
}

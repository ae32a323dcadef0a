import PatternHighlight

/// Why a theme could not be loaded.
public enum ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The theme is not a JSON object.
    case notAnObject
    /// The JSON could not be parsed.
    case malformedJSON(String)
    /// The entry for `kind` is wrong; `reason` says how.
    case invalidStyle(kind: String, reason: String)
    /// The theme names `kind`, which is none of the `known` kinds (a misspelling, such as `hashtags`, or a custom
    /// kind whose pattern is not loaded).
    case unknownKind(String, known: [EntityKind])

    public var description: String {
        switch self {
        case .notAnObject:
            return "theme must be a JSON object mapping kind to style, e.g. {\"mention\": {\"color\": \"#5856D6\"}}"
        case .malformedJSON(let reason):
            return "theme is not valid JSON: \(reason)"
        case .invalidStyle(let kind, let reason):
            return "theme entry '\(kind)': \(reason)"
        case .unknownKind(let kind, let known):
            let names = known.map(\.rawValue)
            var message = "theme entry '\(kind)' names no kind that can occur here; the kinds are \(names.joined(separator: ", "))"
            if let closest = Self.closest(to: kind, in: names) { message += " (did you mean '\(closest)'?)" }
            return message + "; a custom kind needs its pattern (--patterns)"
        }
    }

    /// The name of `names` that `kind` most likely misspells: the nearest by edit distance, ignoring case, when it is
    /// at most a third of the name's length away.
    private static func closest(to kind: String, in names: [String]) -> String? {
        let typed = Array(kind.lowercased())
        let scored = names.map { name in (name, Self.editDistance(typed, Array(name.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, best.0.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

import PatternHighlight

/// The `--patterns FILE` format: a JSON list of `{"kind": …, "regex": …, "color": "#RRGGBB"?}`.
///
/// ```json
/// [{"kind": "issue", "regex": "#\\d+", "color": "#8E8E93"}, {"kind": "emoji", "regex": ":[a-z_]+:"}]
/// ```
public struct CustomPatternFile: Sendable, Hashable {
    /// The patterns, in file order (earlier ones win ties).
    public var patterns: [CustomPattern]
    /// Colours given in the file, to lay over the theme.
    public var styles: [EntityKind: Style]

    /// Parses the file's JSON.
    /// - Throws: `PatternError.malformedPatternFile(_:)` saying which entry is wrong.
    public init(json data: [UInt8]) throws(PatternError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data)
        } catch {
            throw .malformedPatternFile(error.description)
        }
        guard case .array(let entries) = document else { throw .malformedPatternFile("the top level is not a list") }
        var patterns: [CustomPattern] = []
        var styles: [EntityKind: Style] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .object(let fields) = entry else { throw .malformedPatternFile("entry \(index) is not an object") }
            for field in fields where !["kind", "regex", "color"].contains(field.key) {
                throw .malformedPatternFile("entry \(index) has unknown field '\(field.key)'")
            }
            guard let kind = entry["kind"]?.stringValue else {
                throw .malformedPatternFile("entry \(index) needs \"kind\" as a string")
            }
            guard let regex = entry["regex"]?.stringValue else {
                throw .malformedPatternFile("entry \(index) ('\(kind)') needs \"regex\" as a string")
            }
            if let colorValue = entry["color"] {
                guard let text = colorValue.stringValue, let color = HexColor(hex: text) else {
                    throw .malformedPatternFile("entry \(index) ('\(kind)'): \"color\" must be \"#RRGGBB\"")
                }
                styles[EntityKind(kind)] = Style(color: color)
            }
            patterns.append(CustomPattern(kind: EntityKind(kind), regex: regex))
        }
        self.patterns = patterns
        self.styles = styles
    }
}

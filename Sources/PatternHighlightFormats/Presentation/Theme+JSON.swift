import PatternHighlight

/// Loading a theme from a theme file.
///
/// The file is a JSON object from kind to `{"color": "#RRGGBB", "darkColor": "#RRGGBB"?, "underline": Bool?}`.
/// Kinds the file does not name keep the standard theme's style. Given the kinds that can occur
/// (``init(json:knownKinds:)``), a kind the file names that is none of them (a misspelt `"hashtags"`) is an error.
///
/// ```json
/// {"mention": {"color": "#FF2D55", "darkColor": "#FF375F"}, "issue": {"color": "#8E8E93", "underline": true}}
/// ```
extension Theme {
    /// The standard theme overridden by the JSON object in `data`.
    /// - Throws: ``ThemeError`` naming the entry that is wrong.
    public init(json data: [UInt8]) throws(ThemeError) {
        try self.init(json: data, knownKinds: nil)
    }

    /// The standard theme overridden by the JSON object in `data`, which may name only `knownKinds` (for example a
    /// highlighter's profile kinds and custom kinds): a theme that names another kind is refused, so that a misspelt
    /// kind does not leave the real one in its standard style without a word.
    ///
    /// ```swift
    /// try Theme(json: Array(#"{"hashtags": {"color": "#FF0000"}}"#.utf8), knownKinds: Profile.twitter.kinds)
    /// // throws ThemeError.unknownKind("hashtags", known: [mention, hashtag, url, cashtag])
    /// ```
    /// - Throws: ``ThemeError`` naming the entry that is wrong; ``ThemeError/unknownKind(_:known:)`` for a kind that
    ///   is not in `knownKinds`.
    public init(json data: [UInt8], knownKinds: [EntityKind]) throws(ThemeError) {
        try self.init(json: data, knownKinds: Optional(knownKinds))
    }

    private init(json data: [UInt8], knownKinds: [EntityKind]?) throws(ThemeError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data)
        } catch {
            throw .malformedJSON(error.description)
        }
        guard case .object(let entries) = document else { throw .notAnObject }
        var styles = Theme.standard.styles
        for (kind, entry) in entries {
            if let knownKinds, !knownKinds.contains(EntityKind(kind)) { throw .unknownKind(kind, known: knownKinds) }
            styles[EntityKind(kind)] = try Self.style(from: entry, kind: kind)
        }
        self.init(styles: styles)
    }

    /// Parses one `{"color", "darkColor"?, "underline"?}` object.
    static func style(from entry: JSONValue, kind: String) throws(ThemeError) -> Style {
        guard case .object(let fields) = entry else {
            throw .invalidStyle(kind: kind, reason: "expected an object such as {\"color\": \"#RRGGBB\"}")
        }
        for field in fields where !["color", "darkColor", "underline"].contains(field.key) {
            throw .invalidStyle(kind: kind, reason: "unknown field '\(field.key)' (known: color, darkColor, underline)")
        }
        guard let colorText = entry["color"]?.stringValue, let color = HexColor(hex: colorText) else {
            throw .invalidStyle(kind: kind, reason: "\"color\" must be a string \"#RRGGBB\"")
        }
        var darkColor: HexColor?
        if let darkValue = entry["darkColor"] {
            guard let darkText = darkValue.stringValue, let parsed = HexColor(hex: darkText) else {
                throw .invalidStyle(kind: kind, reason: "\"darkColor\" must be a string \"#RRGGBB\"")
            }
            darkColor = parsed
        }
        var underline = false
        if let underlineValue = entry["underline"] {
            guard let flag = underlineValue.boolValue else {
                throw .invalidStyle(kind: kind, reason: "\"underline\" must be true or false")
            }
            underline = flag
        }
        return Style(color: color, darkColor: darkColor, underline: underline)
    }
}

/// The constraint stage: maps each kind to its presentation. Detection never sees a colour.
///
/// Load one from JSON: an object from kind to `{"color": "#RRGGBB", "darkColor": "#RRGGBB"?, "underline": Bool?}`.
/// Kinds the file does not name keep the standard theme's style.
///
/// ```json
/// {"mention": {"color": "#FF2D55", "darkColor": "#FF375F"}, "issue": {"color": "#8E8E93", "underline": true}}
/// ```
public struct Theme: Sendable, Hashable {
    /// Style by kind.
    public var styles: [EntityKind: Style]

    public init(styles: [EntityKind: Style]) {
        self.styles = styles
    }

    /// The default theme: hashtag purple, mention indigo, URL blue and underlined, cashtag green.
    public static let standard = Theme(styles: [
        .hashtag: Style(color: HexColor(red: 0xAF, green: 0x52, blue: 0xDE), darkColor: HexColor(red: 0xBF, green: 0x5A, blue: 0xF2)),
        .mention: Style(color: HexColor(red: 0x58, green: 0x56, blue: 0xD6), darkColor: HexColor(red: 0x5E, green: 0x5C, blue: 0xE6)),
        .url: Style(color: HexColor(red: 0x00, green: 0x7A, blue: 0xFF), darkColor: HexColor(red: 0x0A, green: 0x84, blue: 0xFF), underline: true),
        .cashtag: Style(color: HexColor(red: 0x34, green: 0xC7, blue: 0x59), darkColor: HexColor(red: 0x30, green: 0xD1, blue: 0x58)),
    ])

    /// The style for `kind`, or `nil` when the theme leaves it unstyled.
    public func style(for kind: EntityKind) -> Style? { styles[kind] }

    /// The standard theme overridden by the JSON object in `data`.
    /// - Throws: ``ThemeError`` naming the entry that is wrong.
    public init(json data: [UInt8]) throws(ThemeError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data)
        } catch {
            throw .malformedJSON(error.description)
        }
        guard case .object(let entries) = document else { throw .notAnObject }
        var styles = Theme.standard.styles
        for (kind, entry) in entries {
            styles[EntityKind(kind)] = try Self.style(from: entry, kind: kind)
        }
        self.styles = styles
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

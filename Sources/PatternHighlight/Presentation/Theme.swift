/// The constraint stage: maps each kind to its presentation. Detection never sees a colour.
///
/// Build one from ``standard`` by changing ``styles``; the PatternHighlightFormats module also loads one from a
/// theme file.
public struct Theme: Sendable, Hashable {
    /// Style by kind.
    public var styles: [EntityKind: Style]
    /// How near-miss hints (``Hint``) are presented: grey and underlined by default (a composer draws the line
    /// dotted, apart from a link's); `nil` leaves them unstyled.
    public var hintStyle: Style? = Style(color: HexColor(red: 0x8E, green: 0x8E, blue: 0x93), underline: true)

    public init(styles: [EntityKind: Style]) {
        self.styles = styles
    }

    /// The default theme: hashtag purple, mention indigo, URL blue and underlined, cashtag green, shortcode orange,
    /// markdown link blue and underlined like a URL.
    public static let standard = Theme(styles: [
        .hashtag: Style(color: HexColor(red: 0xAF, green: 0x52, blue: 0xDE), darkColor: HexColor(red: 0xBF, green: 0x5A, blue: 0xF2)),
        .mention: Style(color: HexColor(red: 0x58, green: 0x56, blue: 0xD6), darkColor: HexColor(red: 0x5E, green: 0x5C, blue: 0xE6)),
        .url: Style(color: HexColor(red: 0x00, green: 0x7A, blue: 0xFF), darkColor: HexColor(red: 0x0A, green: 0x84, blue: 0xFF), underline: true),
        .cashtag: Style(color: HexColor(red: 0x34, green: 0xC7, blue: 0x59), darkColor: HexColor(red: 0x30, green: 0xD1, blue: 0x58)),
        .shortcode: Style(color: HexColor(red: 0xFF, green: 0x95, blue: 0x00), darkColor: HexColor(red: 0xFF, green: 0x9F, blue: 0x0A)),
        .link: Style(color: HexColor(red: 0x00, green: 0x7A, blue: 0xFF), darkColor: HexColor(red: 0x0A, green: 0x84, blue: 0xFF), underline: true),
    ])

    /// The style for `kind`, or `nil` when the theme leaves it unstyled.
    public func style(for kind: EntityKind) -> Style? { styles[kind] }
}

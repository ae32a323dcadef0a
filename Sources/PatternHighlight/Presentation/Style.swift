/// How one kind is presented: a colour, an optional colour for dark appearance, and an underline.
public struct Style: Hashable, Sendable {
    /// The colour in light appearance.
    public var color: HexColor
    /// The colour in dark appearance; `nil` means use ``color``.
    public var darkColor: HexColor?
    /// Whether the text is underlined.
    public var underline: Bool

    public init(color: HexColor, darkColor: HexColor? = nil, underline: Bool = false) {
        self.color = color
        self.darkColor = darkColor
        self.underline = underline
    }
}

/// How a count prints: its public figures (`15 graphemes, valid; weightedLength 15, permillage 53, …`), not its
/// storage.
extension TextCount: CustomStringConvertible, CustomDebugStringConvertible {
    /// The graphemes, the length in each unit, whether the text is valid, then the platform's own figures as the
    /// command line's JSON names them (offsets in UTF-8 bytes): `15 graphemes (15 UTF-8 bytes, 15 UTF-16 units,
    /// 15 scalars), valid; weightedLength 15, permillage 53, displayRangeStart 0, …`.
    public var description: String {
        var text = "\(graphemes) grapheme\(graphemes == 1 ? "" : "s") (\(length.utf8) UTF-8 bytes, "
            + "\(length.utf16) UTF-16 units, \(length.scalars) scalars), \(valid ? "valid" : "not valid")"
        var figures: [String] = []
        forEachPlatformFigure(in: .utf8) { name, figure in
            switch figure {
            case .integer(let value): figures.append("\(name) \(value)")
            case .boolean(let value): figures.append("\(name) \(value)")
            }
        }
        if !figures.isEmpty { text += "; " + figures.joined(separator: ", ") }
        return text
    }

    /// `TextCount(` ``description`` `)`.
    public var debugDescription: String { "TextCount(\(description))" }
}

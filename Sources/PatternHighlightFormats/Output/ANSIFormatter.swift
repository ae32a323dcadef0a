import PatternHighlight

/// Renders an annotation for a terminal: the text with each entity in its theme colour (24-bit escapes).
///
/// The input can never drive the terminal: every control character of the text except line feed and tab
/// (ESC above all, and C1 controls) is replaced by a visible stand-in (U+241B for ESC, U+FFFD for C1), and so is
/// every bidirectional control (U+202E RIGHT-TO-LEFT OVERRIDE and the others, which would make the terminal show a
/// line reversed): it is written as its code point, `<U+202E>`.
///
/// An entity with a `HostWarning` (a look-alike host) is followed by its host's other form in brackets, uncoloured:
/// the ASCII form after a host written in Unicode (`https://аррӏе.com [xn--80ak6aa92e.com]`), the Unicode form after
/// one written in Punycode (`https://xn--80ak6aa92e.com [аррӏе.com]`).
public struct ANSIFormatter: Sendable {
    /// Where entity colours come from.
    public var theme: Theme
    /// Whether to emit colour at all (`false` for `NO_COLOR`); the text is neutralised either way.
    public var usesColor: Bool

    public init(theme: Theme = .standard, usesColor: Bool = true) {
        self.theme = theme
        self.usesColor = usesColor
    }

    /// The rendered text (UTF-8), ending with a reset when colour was used.
    public func format(_ annotation: Annotation) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(annotation.utf8.count + annotation.entities.count * 24)
        for run in annotation.runs {
            let style = run.kind.flatMap { theme.style(for: $0) }
            if usesColor, let style {
                output += Array("\u{1B}[38;2;\(style.color.red);\(style.color.green);\(style.color.blue)m".utf8)
                if style.underline { output += Array("\u{1B}[4m".utf8) }
            }
            Self.appendNeutralised(annotation.utf8[run.range], to: &output)
            if usesColor && style != nil { output += Array("\u{1B}[0m".utf8) }
            if let warning = run.entity?.hostWarning {
                let form = warning.form(notShownIn: String(decoding: annotation.utf8[run.range], as: UTF8.self))
                Self.appendNeutralised(ArraySlice(" [\(form)]".utf8), to: &output)
            }
            if let facade = run.entity?.facade {
                Self.appendNeutralised(ArraySlice(" [\(LinkFacadeText.describe(facade))]".utf8), to: &output)
            }
        }
        return output
    }

    /// Appends `text` (valid UTF-8), replacing control characters (except LF and tab) and bidi controls with visible
    /// stand-ins.
    static func appendNeutralised(_ text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte < 0x20 && byte != 0x0A && byte != 0x09 {
                if byte == 0x0D && index + 1 < text.endIndex && text[index + 1] == 0x0A {
                    index += 1  // CRLF prints as a plain line break
                    continue
                }
                output += Array(String(Unicode.Scalar(0x2400 + UInt32(byte))!).utf8)  // ␀…␟ control pictures
            } else if byte == 0x7F {
                output += Array("\u{2421}".utf8)  // ␡
            } else if byte == 0xC2 && index + 1 < text.endIndex && (0x80...0x9F).contains(text[index + 1]) {
                output += Array("\u{FFFD}".utf8)  // C1 control (CSI and friends)
                index += 1
            } else if let length = bidiControlLength(in: text, at: index) {
                let scalar = String(decoding: text[index..<(index + length)], as: UTF8.self).unicodeScalars.first!.value
                let hex = String(scalar, radix: 16, uppercase: true)
                output += Array("<U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)>".utf8)
                index += length
                continue
            } else {
                output.append(byte)
            }
            index += 1
        }
    }

    /// The length of the bidi control (`SpoofingCharacters.isBidiControl`) that starts at `index`, if one does: two
    /// bytes after `D8`, three after `E2`; any other byte is settled without decoding.
    private static func bidiControlLength(in text: ArraySlice<UInt8>, at index: Int) -> Int? {
        let byte = text[index]
        let length: Int
        switch byte {
        case 0xD8: length = 2
        case 0xE2: length = 3
        default: return nil
        }
        guard text.endIndex - index >= length else { return nil }
        var scalar = UInt32(byte & (length == 2 ? 0x1F : 0x0F))
        for offset in 1..<length { scalar = scalar << 6 | UInt32(text[index + offset] & 0x3F) }
        return SpoofingCharacters.isBidiControl(scalar) ? length : nil
    }
}

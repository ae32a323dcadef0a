import PatternHighlight

/// A character that split cannot put in any post (`SplitError.unpostableCharacter`), named by its scalars: the
/// profile's count refuses it even alone (a U+FEFF inside the text, for example). A content warning that leaves no
/// room is an error of its own (`SplitError.contentWarningTooLong`), found before any character is weighed.
public struct UnpostableCharacter: Sendable, CustomStringConvertible {
    /// The character's scalars, `U+FEFF`.
    public let scalars: [Unicode.Scalar]
    /// Where it starts in the text, in UTF-8 bytes.
    public let byteOffset: Int
    /// The profile whose count refuses it.
    public let profile: String

    /// The character at `byteOffset` in `text` (valid UTF-8), under `highlighter`'s profile.
    init(at byteOffset: Int, in text: [UInt8], highlighter: Highlighter) {
        let rest = text[min(byteOffset, text.count)..<min(byteOffset + 4096, text.count)]
        let character = String(decoding: rest, as: UTF8.self).first.map(String.init) ?? ""
        scalars = Array(character.unicodeScalars)
        self.byteOffset = byteOffset
        profile = highlighter.profile.name
    }

    public var description: String {
        let shown = scalars.prefix(6).map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        var name = shown.joined(separator: " ")
        if scalars.count > shown.count { name += " … (\(scalars.count) scalars)" }
        let subject = "the character \(name) at UTF-8 offset \(byteOffset) cannot be posted under the \(profile) profile"
        let mark = scalars == ["\u{FEFF}"]
            ? " (a zero width no-break space: only one that begins the input is skipped, as a byte-order mark)" : ""
        return subject + ", whose count refuses it even alone\(mark): remove it"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

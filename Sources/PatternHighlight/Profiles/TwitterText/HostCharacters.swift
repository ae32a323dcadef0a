/// What a URL host's labels may consist of: anything but twitter-text's punctuation, spaces, controls, invalid
/// and directional characters, which its ports spell differently in ASCII. The JavaScript reference's
/// (``javaScript``) is the grammar's own; a profile built on another port declares that port's in its folder.
struct HostCharacters: Sendable {
    /// Whether ASCII is narrowed to letters, digits and `\` (the Ruby gem's `DOMAIN_VALID_CHARS`: its punctuation
    /// string loses the backslash to Ruby's quoting, and it excludes `"`, the backtick and every control).
    let asciiIsAlphanumericOrBackslash: Bool

    /// The JavaScript reference's (``GrammarCharacters/isDomainCharacter(_:)``): `"`, the backtick, the other ASCII
    /// controls and DEL are domain characters; `\` is not.
    static let javaScript = HostCharacters(asciiIsAlphanumericOrBackslash: false)

    /// Whether `value` may be part of a label.
    @inline(__always)
    func isDomainCharacter(_ value: UInt32) -> Bool {
        if asciiIsAlphanumericOrBackslash && value < 0x80 { return GrammarCharacters.isASCIIAlphanumeric(value) || value == 0x5C }
        return GrammarCharacters.isDomainCharacter(value)
    }

    /// Whether `value` may be part of a label's run: a domain character, `-` or `_`.
    @inline(__always)
    func isLabelCharacter(_ value: UInt32) -> Bool {
        value == 0x2D || value == 0x5F || isDomainCharacter(value)
    }
}

/// The mention, hashtag, cashtag or shortcode being typed at a caret: what an autocomplete menu needs.
///
/// In `"hi @jo|hn"` (caret at `|`) the token is the mention `@john` and the query is `"jo"`. A lone `@` or `#`
/// before the caret is a token with an empty query; a cashtag needs a ticker the profile highlights (`$A|`), a
/// shortcode two name characters (`:sm|`). See ``HighlightDocument/activeToken(at:in:)``.
public struct ActiveToken: Hashable, Sendable {
    /// ``EntityKind/mention``, ``EntityKind/hashtag``, ``EntityKind/cashtag`` or ``EntityKind/shortcode``.
    public let kind: EntityKind
    /// From the sigil to the end of the name characters around the caret (a shortcode's closing `:` included when
    /// there is one), in UTF-8 bytes.
    public let range: Range<Int>
    /// The text after the sigil up to the caret.
    public let query: String

    public init(kind: EntityKind, range: Range<Int>, query: String) {
        self.kind = kind
        self.range = range
        self.query = query
    }

    /// Whether `scalar` may be part of the name after a `kind` sigil: ASCII letters, digits, `_`, `.` and `-`
    /// for mentions (screen names and domain handles); Unicode letters, marks, decimal digits and `_` for
    /// hashtags.
    static func isNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool {
        if kind == .mention {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-": return true
            default: return false
            }
        }
        if scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` is a `kind` sigil: `@`/`＠` for mentions, `#`/`＃` for hashtags.
    static func isSigil(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool {
        if kind == .mention { return scalar == "@" || scalar == "\u{FF20}" }
        if kind == .hashtag { return scalar == "#" || scalar == "\u{FF03}" }
        return false
    }
}

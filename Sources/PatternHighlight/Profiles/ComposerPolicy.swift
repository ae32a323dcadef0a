/// What a platform decides for a composer's autocomplete: which sigils open a caret token (``ActiveToken``), what may
/// precede them, which characters the token's name takes, and whether annotate mode reports a lone trailing sigil.
///
/// A profile's policy adopts this protocol, and may adopt the other focused ones a platform picks from, each with
/// defaults: ``LinkCardPolicy`` (preview cards), ``MentionDomainPolicy`` (which domain a mention names, for
/// ``HostWarning``s), ``MarkdownLinkPolicy`` (how markdown links are posted) and ``CrosspostPolicy`` (being a
/// cross-post target).
public protocol ComposerPolicy: Sendable {
    /// The kinds whose sigil opens a caret token, in the order they are tried: the profile's triggers.
    /// ``EntityKind/mention`` and ``EntityKind/hashtag`` follow this policy's rules below; ``EntityKind/cashtag``
    /// is a token exactly where the profile found a cashtag; ``EntityKind/shortcode`` counts only for a highlighter
    /// built with ``Highlighter/Options/shortcodes``. Another kind of a platform's own follows the rules below too.
    var tokenKinds: [EntityKind] { get }

    /// Whether a lone `@` or `#` at the very end of a text is reported as a partial entity in annotate mode. Default
    /// `false`.
    var reportsTrailingSigil: Bool { get }

    /// Whether a `kind` sigil at `offset` may start an entity, judged only by what precedes it in
    /// `bytes[paragraphStart..<offset]` (the profile's preceding-character rule).
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool

    /// Whether `scalar` may be part of the name after a `kind` sigil in the caret token, so that the token is what
    /// the profile would highlight. Default: ASCII letters, digits, `_`, `.` and `-` after a mention's sigil;
    /// Unicode letters, marks, decimal digits and `_` after any other.
    func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool

    /// Where the name of a `kind` token that the caret at `caret` ends starts in `bytes` (the scalar before it is
    /// then the sigil, if any). Default: back over ``isTokenNameScalar(_:of:)`` scalars. A profile whose names
    /// hold their own `@` (`user@domain`) finds the sigil another way.
    func tokenNameStart(_ kind: EntityKind, in bytes: [UInt8], before caret: Int) -> Int
}

extension ComposerPolicy {
    /// `false`: a lone trailing sigil is not reported.
    public var reportsTrailingSigil: Bool { false }

    /// ASCII letters, digits, `_`, `.` and `-` after a mention's sigil; Unicode letters, marks, decimal digits and
    /// `_` after any other.
    public func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool {
        ActiveToken.isNameScalar(scalar, of: kind)
    }

    /// Back from `caret` over ``isTokenNameScalar(_:of:)`` scalars.
    public func tokenNameStart(_ kind: EntityKind, in bytes: [UInt8], before caret: Int) -> Int {
        var nameStart = caret
        while let previous = UTF8Scalars.unicodeScalar(in: bytes, before: nameStart, lowerBound: 0),
            isTokenNameScalar(previous.scalar, of: kind)
        {
            nameStart = previous.start
        }
        return nameStart
    }

    /// How the platform posts a markdown link: its ``MarkdownLinkPolicy``'s, else as written.
    var markdownLinkPosting: MarkdownLinkPosting {
        (self as? any MarkdownLinkPolicy)?.markdownLinkPosting ?? .asWritten
    }
}

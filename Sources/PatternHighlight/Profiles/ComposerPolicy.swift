/// What a profile decides for a composer beyond detection: which sigils open an autocomplete token
/// (``ActiveToken``), what may precede them, which characters the token's name takes, and whether annotate mode
/// reports a lone trailing sigil.
protocol ComposerPolicy: Sendable {
    /// The kinds whose sigil opens a caret token, in the order they are tried: the profile's triggers.
    /// ``EntityKind/mention`` and ``EntityKind/hashtag`` follow this policy's rules below; ``EntityKind/cashtag``
    /// is a token exactly where the profile found a cashtag; ``EntityKind/shortcode`` follows ``ShortcodeRule`` and
    /// counts only for a highlighter built with ``Highlighter/Options/shortcodes``.
    var tokenKinds: [EntityKind] { get }

    /// Whether a lone `@` or `#` at the very end of a text is reported as a partial entity in annotate mode.
    var reportsTrailingSigil: Bool { get }

    /// Whether a `kind` sigil (`@`/`＠` for mentions, `#`/`＃` for hashtags) at `offset` may start an entity,
    /// judged only by what precedes it in `bytes[paragraphStart..<offset]` (the profile's preceding-character
    /// rule).
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool

    /// Whether `scalar` may be part of the name after a `kind` sigil in the caret token, so that the token is what
    /// the profile would highlight. Default: ``ActiveToken/isNameScalar(_:of:)``.
    func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool

    /// Where the name of a `kind` token that the caret at `caret` ends starts in `bytes` (the scalar before it is
    /// then the sigil, if any). Default: back over ``isTokenNameScalar(_:of:)`` scalars. A profile whose names
    /// hold their own `@` (Mastodon's `user@domain`) finds the sigil another way.
    func tokenNameStart(_ kind: EntityKind, in bytes: [UInt8], before caret: Int) -> Int

    /// Which eligible link becomes the text's card (``LinkCard``). Default: the first.
    var cardChoice: LinkCardChoice { get }

    /// Whether a URL entity whose value is `url` may become the card. Default: an `http` or `https` URL.
    func offersCard(forURL url: String) -> Bool

    /// Whether `url` is a post on the platform, embedded as a quote instead of a card. Default: `false`.
    func isQuote(_ url: String) -> Bool

    /// The domain a mention whose value is `value` names, whose labels ``HostWarningCheck`` checks (a handle that
    /// is a domain, the domain of `user@domain`), or `nil`. Default: `nil` (a mention names no domain).
    func mentionDomain(_ value: String) -> Substring?

    /// How the platform posts a markdown link (``Highlighter/Options/markdownLinks``). Default: as written.
    var markdownLinkPosting: MarkdownLinkPosting { get }
    /// The platform's cross-post plug-in (``CrosspostPlatform``), or `nil` (the default): a profile without one
    /// cannot be a cross-post target.
    var crosspost: (any CrosspostPlatform)? { get }
}

extension ComposerPolicy {
    var reportsTrailingSigil: Bool { false }
    var cardChoice: LinkCardChoice { .first }
    func offersCard(forURL url: String) -> Bool { LinkCardURL(url)?.isWeb ?? false }
    func isQuote(_ url: String) -> Bool { false }
    func mentionDomain(_ value: String) -> Substring? { nil }
    var markdownLinkPosting: MarkdownLinkPosting { .asWritten }
    func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool { ActiveToken.isNameScalar(scalar, of: kind) }

    func tokenNameStart(_ kind: EntityKind, in bytes: [UInt8], before caret: Int) -> Int {
        var nameStart = caret
        while let previous = UTF8Scalars.unicodeScalar(in: bytes, before: nameStart, lowerBound: 0),
            isTokenNameScalar(previous.scalar, of: kind)
        {
            nameStart = previous.start
        }
        return nameStart
    }

}

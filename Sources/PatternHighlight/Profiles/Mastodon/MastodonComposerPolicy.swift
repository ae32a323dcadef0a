/// The mastodon profile's composer policy: mentions, hashtags and (opted in) shortcodes open a token — Mastodon has
/// no cashtags; a mention's name takes its `@domain` part, so that `@alice@exa` asks for `alice@exa`.
struct MastodonComposerPolicy: ComposerPolicy, MarkdownLinkPolicy, MentionDomainPolicy {
    var tokenKinds: [EntityKind] { [.mention, .hashtag, .shortcode] }
    /// A markdown link is posted as `label (url)`: the server links the URL.
    var markdownLinkPosting: MarkdownLinkPosting { .labelThenURL }

    /// Mentions: an ASCII `@` not after `=`, `/` or a `word` character. Hashtags: `#` or `＃` at the paragraph start
    /// or after a `space` character. Other kinds: `false`.
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool {
        guard kind == .mention || kind == .hashtag else { return false }
        if kind == .mention && bytes[offset] != UInt8(ascii: "@") { return false }
        guard let previous = UTF8Scalars.scalar(in: bytes, before: offset, lowerBound: paragraphStart)?.value else { return true }
        if kind == .hashtag { return MastodonCharacters.isSpace(previous) }
        return previous != 0x3D && previous != 0x2F && !MastodonCharacters.isWord(previous)
    }

    /// A mention's name: username characters, `.` and `-`, and the `@` and `word` characters of a domain part;
    /// a hashtag's: `word` characters and separators.
    func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool {
        switch kind {
        case .mention:
            return MastodonCharacters.isUsernameCharacter(scalar.value) || scalar == "." || scalar == "-" || scalar == "@"
                || MastodonCharacters.isWord(scalar.value)
        case .hashtag:
            return MastodonCharacters.isWord(scalar.value) || MastodonCharacters.isHashtagSeparator(scalar.value)
        default:
            return ActiveToken.isNameScalar(scalar, of: kind)
        }
    }

    /// A mention's name may hold one `@`, before its domain: back over domain characters (`word`, `.`, `-`), and
    /// when an `@` with username characters before it and another `@` before those lies there, back to that
    /// first `@`'s name (`@alice@exa` → `alice@exa`); else the name after the last `@`.
    func tokenNameStart(_ kind: EntityKind, in bytes: [UInt8], before caret: Int) -> Int {
        func walkBack(from offset: Int, over accepts: (UInt32) -> Bool) -> Int {
            var start = offset
            while let previous = UTF8Scalars.unicodeScalar(in: bytes, before: start, lowerBound: 0),
                accepts(previous.scalar.value)
            {
                start = previous.start
            }
            return start
        }
        guard kind == .mention else {
            return walkBack(from: caret) { isTokenNameScalar(Unicode.Scalar($0)!, of: kind) }
        }
        let isJoiner: (UInt32) -> Bool = { $0 == 0x2E || $0 == 0x2D }
        let domainStart = walkBack(from: caret) { MastodonCharacters.isWord($0) || isJoiner($0) }
        guard domainStart > 0, bytes[domainStart - 1] == UInt8(ascii: "@") else { return domainStart }
        let userStart = walkBack(from: domainStart - 1) { MastodonCharacters.isUsernameCharacter($0) || isJoiner($0) }
        if userStart < domainStart - 1, userStart > 0, bytes[userStart - 1] == UInt8(ascii: "@") { return userStart }
        return domainStart
    }

    /// The domain of a remote mention (`user@domain`); a local `@user` names none.
    func mentionDomain(_ value: String) -> Substring? {
        guard let at = value.unicodeScalars.lastIndex(of: "@") else { return nil }
        let domain = Substring(value.unicodeScalars[value.unicodeScalars.index(after: at)...])
        return domain.isEmpty ? nil : domain
    }
}

/// The mastodon profile's composer policy: mentions and hashtags open a token; a mention's name takes its
/// `@domain` part, so that `@alice@exa` asks for `alice@exa`.
struct MastodonComposerPolicy: ComposerPolicy {
    var tokenKinds: [EntityKind] { [.mention, .hashtag] }

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
}

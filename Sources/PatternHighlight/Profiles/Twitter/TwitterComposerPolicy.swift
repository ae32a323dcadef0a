/// The twitter profile's composer policy: twitter-text's preceding-character rules and screen-name characters.
/// Triggers: mentions, hashtags, cashtags (`$AAPL`, as the profile highlights them) and (opted in) shortcodes.
struct TwitterComposerPolicy: ComposerPolicy, MarkdownLinkPolicy {
    let rules: TwitterRules
    var tokenKinds: [EntityKind] { [.mention, .hashtag, .cashtag, .shortcode] }
    /// A markdown link is posted as `label (url)`: the platform links the URL.
    var markdownLinkPosting: MarkdownLinkPosting { .labelThenURL }

    init(rules: TwitterRules = .shared) {
        self.rules = rules
    }

    /// twitter-text's preceding-character rule for `kind`'s sigil at `offset` (mentions: not after
    /// `[A-Za-z0-9_!#$%&*@＠]` unless after `RT`/`RT:`; hashtags: not after a letter, digit, `_` or `&`, but after
    /// U+FE0E/U+FE0F; cashtags: only after a space). Other kinds: `false`.
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool {
        let regex: CompiledRegex
        switch kind {
        case .mention: regex = rules.mentionPreceding
        case .hashtag: regex = rules.hashtagPreceding
        case .cashtag: regex = rules.cashtagPreceding
        default: return false
        }
        return regex.withMatcher(over: bytes, range: paragraphStart..<offset) { matcher in
            if case .match = matcher.search(from: offset, anchored: true) { return true }
            return false
        }
    }

    /// A twitter screen name is `[A-Za-z0-9_]` (no `.` or `-`: `@alice.bsky` highlights `@alice`); hashtags as by
    /// default.
    func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool {
        guard kind == .mention else { return ActiveToken.isNameScalar(scalar, of: kind) }
        return scalar.isASCII && GrammarCharacters.isASCIIWordCharacter(UInt8(scalar.value))
    }
}

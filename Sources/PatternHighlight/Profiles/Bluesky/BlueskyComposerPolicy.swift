/// The bluesky profile's composer policy: the facet rules' preceding characters. Triggers: mentions, hashtags,
/// cashtags (`$AAPL`, as the profile highlights them) and (opted in) shortcodes.
struct BlueskyComposerPolicy: ComposerPolicy, MarkdownLinkPolicy, MentionDomainPolicy {
    /// The DIDs the profile's posts give their mentions (``Profile/resolvingMentions(with:)``).
    var mentionDIDs = DIDMap()

    var tokenKinds: [EntityKind] { [.mention, .hashtag, .cashtag, .shortcode] }
    /// A markdown link is posted as the label alone, the URL a link facet on its bytes.
    var markdownLinkPosting: MarkdownLinkPosting { .labelWithLink }

    /// Mentions, links and cashtags may follow the paragraph start, JavaScript whitespace or `(`; hashtags only the
    /// start or whitespace.
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool {
        BlueskyCharacters.opensEntity(in: bytes, at: offset, lowerBound: paragraphStart, afterParenthesis: kind != .hashtag)
    }

    /// A handle is a domain (`alice.bsky.social`).
    func mentionDomain(_ value: String) -> Substring? { Substring(value) }
}

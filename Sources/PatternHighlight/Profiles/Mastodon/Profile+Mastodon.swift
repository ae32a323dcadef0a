extension Profile {
    /// What a Mastodon 4.6.5 server links — mentions (`user` or `user@domain`), hashtags (4.6's rule: after a space
    /// or at a line start), URLs with a scheme (Mastodon's extra schemes, `xmpp:` and `magnet:` included) — counted
    /// as its `StatusLengthValidator` counts: ``CountingRule/mastodon(maxCharacters:urlCharacters:)`` with the
    /// defaults, 500 characters and 23 per URL. No cashtags.
    public static let mastodon = Profile(
        name: "mastodon", kinds: [.mention, .hashtag, .url], recognizer: MastodonRecognizer(),
        counting: .mastodon(), policy: MastodonComposerPolicy())
}

extension Profile.ID {
    /// Mastodon's platform (``Profile/mastodon``, whatever its options).
    public static let mastodon: Profile.ID = "mastodon"
}

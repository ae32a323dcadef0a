extension Profile {
    /// Bluesky's facet detection (the atproto SDK's `detectFacets()`): what a post's facets will link, counted
    /// against the `app.bsky.feed.post` limits. Kinds: mention (value: the handle), url (the URI, `https://` added
    /// to a bare domain), hashtag (the tag without `#`) and cashtag (`$` + the upper-cased ticker).
    public static let bluesky = Profile(
        name: "bluesky", kinds: [.mention, .hashtag, .url, .cashtag], recognizer: BlueskyRecognizer(),
        counting: .bluesky, policy: BlueskyComposerPolicy())
}

extension Profile.ID {
    /// Bluesky's platform (``Profile/bluesky``, whatever its options).
    public static let bluesky: Profile.ID = "bluesky"
}

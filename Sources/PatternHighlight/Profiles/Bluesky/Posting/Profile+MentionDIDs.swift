extension Profile {
    /// The same profile whose posts name each mentioned handle of `dids` by its DID: every ``BlueskyPost`` made under
    /// it (of an annotation, a document, a thread's part or a cross-post target) carries them, so its mention facets
    /// are what `app.bsky.feed.post` takes. A platform whose posts have no facets ignores them.
    ///
    /// ```swift
    /// let profile = Profile.bluesky.resolvingMentions(with: DIDMap(["alice.bsky.social": "did:plc:abc123"]))
    /// let post = BlueskyPost(Highlighter(profile: profile).annotate("hi @alice.bsky.social"))!
    /// post.did(of: post.facets[0])   // "did:plc:abc123"
    /// ```
    public func resolvingMentions(with dids: DIDMap) -> Profile {
        guard var bluesky = policy as? BlueskyComposerPolicy else { return self }
        bluesky.mentionDIDs = dids
        return Profile(name: name, kinds: kinds, recognizer: recognizer, counting: counting, policy: bluesky)
    }

    /// The DIDs this profile's posts give their mentions (empty unless ``resolvingMentions(with:)`` gave some).
    public var mentionDIDs: DIDMap { (policy as? BlueskyComposerPolicy)?.mentionDIDs ?? DIDMap() }
}

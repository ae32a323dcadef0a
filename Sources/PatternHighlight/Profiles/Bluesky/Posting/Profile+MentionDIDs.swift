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

extension Annotation {
    /// The same annotation under its profile resolving `dids` (``Profile/resolvingMentions(with:)``): what a writer
    /// given DIDs apart from the profile (the C API's) posts.
    package func resolvingMentions(with dids: DIDMap) -> Annotation {
        Annotation(
            profile: profile.resolvingMentions(with: dids), validatedBytes: utf8, entities: entities, replyScreenName: replyScreenName,
            warnings: warnings, hints: looksForHints ? hints : nil)
    }
}

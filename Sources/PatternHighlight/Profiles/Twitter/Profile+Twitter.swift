extension Profile {
    /// twitter-text v3's rules: what Twitter links (mentions, lists, hashtags in every script, cashtags, URLs with
    /// and without protocol), counted as `parseTweet` counts under v3. The command line's default.
    public static let twitter = Profile(
        name: "twitter", kinds: [.mention, .hashtag, .url, .cashtag], recognizer: TwitterRecognizer(),
        counting: .twitter(.v3), policy: TwitterComposerPolicy())
}

extension Profile.ID {
    /// Twitter's platform (``Profile/twitter``, whatever its options).
    public static let twitter: Profile.ID = "twitter"
}

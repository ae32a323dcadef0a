extension ProfileRegistration {
    /// The twitter profile, with its counting option `--twitter-config`.
    static let twitter = ProfileRegistration(
        name: "twitter", options: [.twitterConfig],
        help: ProfileHelp(
            count: [
                #"twitter adds parseTweet's "weightedLength", "permillage", "displayRangeStart"/"End", "validRangeStart"/"End""#,
                "(inclusive ends, in --units, under --twitter-config).",
                #"  printf '漢字 hi' | pattern-highlight --twitter-config v2   …"count":{"graphemes":5,"weightedLength":7,…,"valid":true},…"#,
            ],
            card: "the last URL", partLimit: "weightedLength <= max", post: #"{"text"}"#, handleExample: "jack")
    ) { .twitter }
}

extension ProfileOption {
    /// `--twitter-config v1|v2|v3`: the parseTweet configuration the twitter profile counts under. Ignored under
    /// another profile (the command line's contract: a default only twitter reads).
    static let twitterConfig = ProfileOption(
        name: "--twitter-config", placeholder: configurationNames,
        summary: "twitter profile: parseTweet rules for \"count\": v1 140 units; v2 280, CJK weight 2; v3 v2 + emoji as one",
        defaultValue: TwitterCountConfiguration.v3.description, elsewhere: .ignored, expected: configurationNames,
        accepts: { TwitterCountConfiguration.named($0) != nil },
        apply: { profile, text in
            guard let configuration = TwitterCountConfiguration.named(text) else { return profile }
            return profile.counting(.twitter(configuration))
        })

    /// The twitter-text counting configurations, `v1|v2|v3`.
    private static let configurationNames = TwitterCountConfiguration.all.map(\.description).joined(separator: "|")
}

extension ProfileRegistration {
    /// The mastodon profile, with its instance settings `--mastodon-max-characters` and `--mastodon-url-characters`.
    static let mastodon = ProfileRegistration(
        name: "mastodon", options: [.mastodonMaxCharacters, .mastodonURLCharacters],
        help: ProfileHelp(
            count: [
                #"mastodon (Mastodon 4.6.5's server rules) adds "length", what the server counts: graphemes of the content"#,
                "warning and the text, each URL as --mastodon-url-characters and each @user@domain as @user, and",
                #""maxCharacters" (--mastodon-max-characters); "valid" is 0 < length <= maxCharacters. A batch line may carry"#,
                #""spoiler_text" (the content warning), which the mastodon profile counts."#,
                #"  printf '@alice@example.com' | pattern-highlight --profile mastodon   …"count":{"graphemes":18,"length":6,"maxCharacters":500,"valid":true},…"#,
            ],
            card: "the first http(s) URL", partLimit: "length <= maxCharacters", post: #"{"status", "spoiler_text"}"#,
            handleExample: "jack@mastodon.social", domainMention: "@user@domain")
    ) { .mastodon }
}

extension ProfileOption {
    /// `--mastodon-max-characters N`: the instance's `max_characters`, the count's limit. Refused under another
    /// profile.
    static let mastodonMaxCharacters = instanceSetting(
        "--mastodon-max-characters", summary: "the instance's max_characters, the \"count\" limit",
        defaultValue: MastodonCounting.defaultMaxCharacters
    ) { settings, value in (value, settings.urlCharacters) }

    /// `--mastodon-url-characters N`: the instance's `characters_reserved_per_url`, what each URL counts. Refused under
    /// another profile.
    static let mastodonURLCharacters = instanceSetting(
        "--mastodon-url-characters", summary: "the instance's characters_reserved_per_url, what each URL counts",
        defaultValue: MastodonCounting.defaultURLCharacters
    ) { settings, value in (settings.maxCharacters, value) }

    /// An option that sets one of the instance settings the mastodon profile counts under (a positive number):
    /// `set` gives the settings with the value in its place.
    private static func instanceSetting(
        _ name: String, summary: String, defaultValue: Int,
        set: @escaping @Sendable (_ settings: (maxCharacters: Int, urlCharacters: Int), _ value: Int) -> (Int, Int)
    ) -> ProfileOption {
        ProfileOption(
            name: name, placeholder: "N", summary: "mastodon profile: " + summary, defaultValue: String(defaultValue),
            elsewhere: .refused, expected: "a positive number of characters", accepts: { positive($0) != nil },
            apply: { profile, text in
                guard let value = positive(text) else { return profile }
                let (maxCharacters, urlCharacters) = set(MastodonCounting.settings(of: profile), value)
                return profile.counting(.mastodon(maxCharacters: maxCharacters, urlCharacters: urlCharacters))
            })
    }
}

extension MastodonCounting {
    /// A Mastodon server's own defaults, which ``CountingRule/mastodon(maxCharacters:urlCharacters:)`` takes too.
    static let defaultMaxCharacters = 500
    /// See ``defaultMaxCharacters``.
    static let defaultURLCharacters = 23

    /// The instance settings `profile` counts under: its rule's, or the server's defaults under another rule.
    static func settings(of profile: Profile) -> (maxCharacters: Int, urlCharacters: Int) {
        guard let method = profile.counting.method as? MastodonCounting else { return (defaultMaxCharacters, defaultURLCharacters) }
        return (method.maxCharacters, method.urlCharacters)
    }
}

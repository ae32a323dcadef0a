extension ProfileRegistration {
    /// The mastodon profile, with its instance settings `--mastodon-max-characters` and `--mastodon-url-characters`.
    static let mastodon = ProfileRegistration(
        name: "mastodon", options: [.mastodonMaxCharacters, .mastodonURLCharacters]) { .mastodon }
}

extension ProfileOption {
    /// `--mastodon-max-characters N`: the instance's `max_characters`, the count's limit. Refused under another
    /// profile.
    static let mastodonMaxCharacters = ProfileOption(
        name: "--mastodon-max-characters", placeholder: "N",
        summary: "mastodon profile: the instance's max_characters, the \"count\" limit",
        defaultValue: String(MastodonCounting.defaultMaxCharacters), elsewhere: .refused,
        expected: "a positive number of characters", accepts: { positive($0) != nil },
        apply: { profile, text in
            let settings = MastodonCounting.settings(of: profile)
            return profile.counting(.mastodon(maxCharacters: positive(text) ?? settings.maxCharacters, urlCharacters: settings.urlCharacters))
        })

    /// `--mastodon-url-characters N`: the instance's `characters_reserved_per_url`, what each URL counts. Refused under
    /// another profile.
    static let mastodonURLCharacters = ProfileOption(
        name: "--mastodon-url-characters", placeholder: "N",
        summary: "mastodon profile: the instance's characters_reserved_per_url, what each URL counts",
        defaultValue: String(MastodonCounting.defaultURLCharacters), elsewhere: .refused,
        expected: "a positive number of characters", accepts: { positive($0) != nil },
        apply: { profile, text in
            let settings = MastodonCounting.settings(of: profile)
            return profile.counting(.mastodon(maxCharacters: settings.maxCharacters, urlCharacters: positive(text) ?? settings.urlCharacters))
        })
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

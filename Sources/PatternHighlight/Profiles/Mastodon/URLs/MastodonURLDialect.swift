/// What Mastodon's port of twitter-text's URL grammar (the Ruby gem, run by Onigmo) changes in the grammar's parts:
/// the host characters of the gem's `DOMAIN_VALID_CHARS` and Onigmo's case folding of the TLDs. The dialect itself
/// is assembled in ``MastodonURLRules``.
extension HostCharacters {
    /// The Ruby gem's: in ASCII only letters, digits and `\`.
    static let ruby = HostCharacters(asciiIsAlphanumericOrBackslash: true)
}

extension TLDMatcher {
    /// twitter-text's lists under Onigmo's case folding: U+017F and U+212A fold to `s` and `k`, so they too block a
    /// TLD's end.
    static let onigmo = TLDMatcher(foldsCaseAsOnigmo: true)
}

import PatternHighlight

/// Each profile's triggers of the active token (`ComposerPolicy.tokenKinds`): `$` where the profile has cashtags,
/// `:` shortcodes in every profile when the highlighter has `Options.shortcodes`. `|` marks the caret; the expected
/// token is its kind, its text and the query typed so far, or `nil` when no token is active there.
package enum ActiveTokenCases {
    package struct Case: CustomStringConvertible, Sendable {
        package let profile: String
        package let marked: String
        package let expected: (kind: EntityKind, token: String, query: String)?
        package init(_ profile: String, _ marked: String, _ expected: (EntityKind, String, String)?) {
            self.profile = profile
            self.marked = marked
            self.expected = expected
        }
        package var description: String { "\(profile) \(marked.debugDescription)" }
    }

    /// Cases that hold in every profile, with shortcodes on.
    package static let shortcodeCases: [(String, (EntityKind, String, String)?)] = [
        ("hi :sm|", (.shortcode, ":sm", "sm")),
        (":ok_ha|", (.shortcode, ":ok_ha", "ok_ha")),
        ("say :sm|ile: now", (.shortcode, ":smile:", "sm")),
        ("(:ta|", (.shortcode, ":ta", "ta")),
        ("line\n:ta|da", (.shortcode, ":tada", "ta")),
        (":a|", nil),            // one character is not enough
        (":|", nil),
        ("12:30|", nil),         // after a digit
        ("at 12:3|0", nil),
        ("http://x|", nil),      // after a letter
        ("a:bc|", nil),
        ("::ab|", nil),          // after a colon
        ("日本:ab|", nil),        // after a letter of any script
        ("：ab|", nil),           // the full-width colon is no trigger
        (":smile:|", nil),       // the caret after the closing colon
        (":sm ile|", nil),
    ]

    package static let cashtagCases: [Case] = [
        Case("twitter", "buy $AA|PL now", (.cashtag, "$AAPL", "AA")),
        Case("twitter", "$AAPL|", (.cashtag, "$AAPL", "AAPL")),
        Case("twitter", "$|AAPL", (.cashtag, "$AAPL", "")),
        Case("twitter", "$A|", (.cashtag, "$A", "A")),
        Case("twitter", "$|", nil),              // a lone `$` is not a cashtag
        Case("twitter", "costs $5|", nil),       // twitter cashtags are letters
        Case("twitter", "x$AA|", nil),           // twitter: only after a space
        Case("twitter", "$TOOLONG|", nil),       // more than six letters
        Case("bluesky", "buy $AA|PL now", (.cashtag, "$AAPL", "AA")),
        Case("bluesky", "$BRK2|", (.cashtag, "$BRK2", "BRK2")),
        Case("bluesky", "$|", nil),
        Case("bluesky", "$5|", nil),
        Case("bluesky", "$TOOLONG|", nil),       // more than five characters
        Case("mastodon", "buy $AA|PL now", nil), // no cashtags
        Case("simple", "buy $AA|PL now", nil),
        Case("twitter", "hi @jo|", (.mention, "@jo", "jo")),
        Case("mastodon", "cc @alice@exa|", (.mention, "@alice@exa", "alice@exa")),
    ]

    /// The shortcode cases under every built-in profile.
    package static var shortcodesInEveryProfile: [Case] {
        Profile.all.flatMap { profile in shortcodeCases.map { Case(profile.name, $0.0, $0.1) } }
    }

    /// Every case: the cashtag and mention cases, and the shortcode cases under every profile.
    package static var all: [Case] { cashtagCases + shortcodesInEveryProfile }
}

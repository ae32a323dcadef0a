/// A rule set that decides what is an entity: one platform's rules, so that what the composer highlights is
/// exactly what the platform will link.
///
/// ```swift
/// let highlighter = Highlighter(profile: .simple)
/// ```
public struct Profile: Sendable, CustomStringConvertible {
    /// The name used on the command line (`--profile NAME`) and in JSON output.
    public let name: String
    /// The kinds this profile can report.
    public let kinds: [EntityKind]
    /// How a post's length is counted (``Annotation/count``): twitter-text's `parseTweet` under v3 for twitter,
    /// Bluesky's limits for bluesky, graphemes for simple. Choose another twitter configuration with
    /// ``counting(_:)``.
    public let counting: CountingRule
    let recognizer: any EntityRecognizer

    init(name: String, kinds: [EntityKind], counting: CountingRule = .graphemes, recognizer: any EntityRecognizer) {
        self.name = name
        self.kinds = kinds
        self.counting = counting
        self.recognizer = recognizer
    }

    /// The same profile counting with `rule`, for example `Profile.twitter.counting(.twitter(.v2))`.
    public func counting(_ rule: CountingRule) -> Profile {
        Profile(name: name, kinds: kinds, counting: rule, recognizer: recognizer)
    }

    /// twitter-text v3's rules: what Twitter links (mentions, lists, hashtags in every script, cashtags, URLs with
    /// and without protocol); see `specs/twitter-text.md`. The command line's default.
    public static let twitter = Profile(
        name: "twitter", kinds: [.mention, .hashtag, .url, .cashtag], counting: .twitter(.v3), recognizer: TwitterRecognizer())

    /// The naive patterns many composers start from (`#\w+`, `@[\w.-]+`, `https?://…`); see `specs/simple.md`.
    public static let simple = Profile(
        name: "simple", kinds: [.hashtag, .mention, .url], counting: .graphemes, recognizer: SimpleRecognizer())

    /// Bluesky's facet detection (the atproto SDK's `detectFacets()`): what a post's facets will link, see
    /// `specs/bluesky-facets.md`. Kinds: mention (value: the handle), url (the URI, `https://` added to a bare
    /// domain), hashtag (the tag without `#`) and cashtag (`$` + the upper-cased ticker).
    public static let bluesky = Profile(
        name: "bluesky", kinds: [.mention, .hashtag, .url, .cashtag], counting: .bluesky, recognizer: BlueskyRecognizer())

    /// Every built-in profile, by name.
    public static var all: [Profile] { [.twitter, .bluesky, .simple] }

    /// The built-in profiles' names, in ``all``'s order. Reading them makes no profile (the twitter profile's
    /// patterns take milliseconds to compile).
    public static let allNames = ["twitter", "bluesky", "simple"]

    /// The built-in profile called `name`, or `nil`; only that profile is made.
    public static func named(_ name: String) -> Profile? {
        switch name {
        case "twitter": .twitter
        case "bluesky": .bluesky
        case "simple": .simple
        default: nil
        }
    }

    /// Whether the profile detects replies (a leading `@name`); the JSON output then carries `"reply"`.
    public var hasReplies: Bool { recognizer.hasReplies }

    public var description: String { name }
}

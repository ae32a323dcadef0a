/// A rule set that decides what is an entity and how long a post is: one platform's rules, so that what the
/// composer highlights and counts is exactly what the platform will link and accept.
///
/// ```swift
/// let highlighter = Highlighter(profile: .simple)
/// ```
///
/// A profile is assembled from its platform's parts, each in the platform's folder: a recognizer (detection), a
/// counting rule, and a composer policy (autocomplete tokens, and the focused policies it adopts). The built-in ones
/// (``all``, the registered profiles) are described in <doc:Profiles>. A platform of another package
/// makes its own with ``init(name:kinds:recognizer:counting:policy:)`` (<doc:AddingAPlatform>).
public struct Profile: Sendable, CustomStringConvertible {
    /// The name used on the command line (`--profile NAME`) and in JSON output.
    public let name: String
    /// The kinds this profile can report.
    public let kinds: [EntityKind]
    /// How a post's length is counted (``Annotation/count``). Choose another with ``counting(_:)``.
    public let counting: CountingRule
    /// Whether the profile reports markdown links (``EntityKind/link``), and so counts and posts each as the
    /// platform posts it (``PostedText``).
    public let hasMarkdownLinks: Bool
    let recognizer: any EntityRecognizer
    let policy: any ComposerPolicy
    /// The focused policies `policy` adopts, found once (one reference: a profile is copied with every highlighter).
    let focusedPolicies: FocusedPolicies

    /// A platform's profile: `name` (`--profile NAME`, the JSON's `"profile"`), the `kinds` it reports, its
    /// `recognizer`, its `counting` rule (``CountingRule/init(_:)`` over the platform's ``CountingMethod``) and its
    /// `policy` (``ComposerPolicy``, and whichever focused policies it adopts).
    public init(
        name: String, kinds: [EntityKind], recognizer: any EntityRecognizer, counting: CountingRule,
        policy: any ComposerPolicy
    ) {
        self.name = name
        self.kinds = kinds
        self.recognizer = recognizer
        self.counting = counting
        self.policy = policy
        self.focusedPolicies = FocusedPolicies(policy)
        self.hasMarkdownLinks = kinds.contains(.link)
    }

    /// The same profile counting with `rule`, for example `Profile.twitter.counting(.twitter(.v2))`.
    public func counting(_ rule: CountingRule) -> Profile {
        Profile(name: name, kinds: kinds, recognizer: recognizer, counting: rule, policy: policy)
    }

    /// Whether the profile detects replies (a leading `@name`); the JSON output then carries `"reply"`.
    public var hasReplies: Bool { recognizer.detectsReplies }

    public var description: String { name }
}

extension Profile {
    /// The policy's card rules (``LinkCardPolicy``), else the defaults.
    var cardPolicy: any LinkCardPolicy { focusedPolicies.cards }

    /// The policy's rule for the domain a mention names (``MentionDomainPolicy``), when it has one.
    var mentionDomains: (any MentionDomainPolicy)? { focusedPolicies.mentionDomains }
}

/// What `--help` says of one platform, by topic: a ``ProfileRegistration`` declares it, and the command line's help
/// assembles each topic's paragraph from the registered profiles' sentences after its own generic ones, so that
/// shared text names no platform. Every topic is optional: a platform that says nothing of one is left out of it
/// (what the command line can read from the profile itself, such as its active-token kinds, how it posts a markdown
/// link or whether its count has a limit, it says without help).
///
/// A phrase completes a sentence after the profile's name (`card: "the last URL"` reads "twitter the last URL");
/// profiles with the same phrase share it ("mastodon and simple the first http(s) URL").
///
/// ```swift
/// ProfileHelp(card: "the first http(s) URL", post: #"{"body", "tags", "warning"}"#, handleExample: "ana_b")
/// ```
public struct ProfileHelp: Sendable {
    /// What the help says of the profile's count (the members it adds to the JSON's `"count"`, what `"valid"` means
    /// there), in lines of at most 120 characters, examples (`  printf '…' | pattern-highlight …   OUTPUT`) included.
    public let count: [String]
    /// Which link becomes the preview card (`"card"`), as a phrase: `the last URL`.
    public let card: String?
    /// What makes each part of a split valid, as a phrase: `weightedLength <= max`. A profile whose count has no
    /// limit needs none: the help says it needs `--max-graphemes`.
    public let partLimit: String?
    /// Sentences the split paragraph adds for this profile (what its parts carry beyond the shared members).
    public let split: String?
    /// The record a client sends for one post (a cross-post part's `"post"`), as a phrase: `{"text", "facets"}`.
    public let post: String?
    /// A handle in the platform's form, for the `--mentions` examples: `jack.bsky.social`.
    public let handleExample: String?
    /// What of the platform's mentions names a domain whose host is checked (`"hostWarning"`), as a phrase:
    /// `@user@domain`.
    public let domainMention: String?

    /// Help with the sentences given, by topic; none by default.
    public init(
        count: [String] = [], card: String? = nil, partLimit: String? = nil, split: String? = nil, post: String? = nil,
        handleExample: String? = nil, domainMention: String? = nil
    ) {
        self.count = count
        self.card = card
        self.partLimit = partLimit
        self.split = split
        self.post = post
        self.handleExample = handleExample
        self.domainMention = domainMention
    }
}

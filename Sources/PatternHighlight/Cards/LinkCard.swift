/// The link a platform would make a preview card from: which link of the text, whether it looks finished, and
/// whether the platform embeds it as a quoted post instead.
///
/// A composer fetches a preview once ``isSettled`` becomes true, not on every keystroke of a half-typed address:
///
/// ```swift
/// let highlighter = Highlighter(profile: .bluesky)
/// highlighter.annotate("read https://example.com/post").card?.isSettled   // false: still being typed
/// highlighter.annotate("read https://example.com/post ").card?.isSettled  // true
/// ```
///
/// Which link is chosen, and whether it is a quote, is the profile's ``LinkCardPolicy``; <doc:Posting#Link-cards>
/// gives each built-in platform's.
public struct LinkCard: Sendable, Hashable {
    /// Where the link is, in UTF-8 bytes of the text.
    public let range: Range<Int>
    /// The link's URL: the entity's value, as the profile normalises it (a scheme added to a bare domain, for one).
    public let url: String
    /// Whether the link is followed by whitespace, or by punctuation and then whitespace or the end of the text:
    /// it looks finished.
    public let isSettled: Bool
    /// Whether the URL is a post on the profile's platform, which the platform embeds as a quote rather than a card.
    public let isQuote: Bool

    /// A card candidate for the link at `range` with `url`.
    public init(range: Range<Int>, url: String, isSettled: Bool, isQuote: Bool) {
        self.range = range
        self.url = url
        self.isSettled = isSettled
        self.isQuote = isQuote
    }
}

/// What an entity is: one of the built-in kinds or a user-defined one.
///
/// Detection deals only in kinds; how a kind looks is the ``Theme``'s business.
public struct EntityKind: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// `@name`.
    public static let mention = EntityKind("mention")
    /// `#tag`.
    public static let hashtag = EntityKind("hashtag")
    /// `https://…` or a bare domain, as the profile decides.
    public static let url = EntityKind("url")
    /// `$TICKER`.
    public static let cashtag = EntityKind("cashtag")
    /// `:name:`, an emoji shortcode: reported only by a highlighter built with ``Highlighter/Options/shortcodes``.
    public static let shortcode = EntityKind("shortcode")
    /// `[label](https://…)`, a markdown link: reported only by a highlighter built with
    /// ``Highlighter/Options/markdownLinks``.
    public static let link = EntityKind("link")

    /// The kinds the built-in profiles know, in the order they are documented (``shortcode`` and ``link``, opt-ins, are
    /// not among them).
    public static let builtIn: [EntityKind] = [.mention, .hashtag, .url, .cashtag]

    public var description: String { rawValue }
    public static func < (lhs: EntityKind, rhs: EntityKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Which of a text's links becomes its preview card (``LinkCard``) on a platform: a focused part of a profile's
/// policy (``ComposerPolicy``) that a platform adopts when its cards differ from the defaults (the first `http` or
/// `https` link, never a quote).
public protocol LinkCardPolicy: Sendable {
    /// Which eligible link becomes the text's card. Default: the first.
    var cardChoice: LinkCardChoice { get }

    /// Whether a URL entity whose value is `url` may become the card. Default: an `http` or `https` URL.
    func offersCard(forURL url: String) -> Bool

    /// Whether `url` is a post on the platform, embedded as a quote instead of a card. Default: `false`.
    func isQuote(_ url: String) -> Bool
}

extension LinkCardPolicy {
    /// The first eligible link.
    public var cardChoice: LinkCardChoice { .first }

    /// An `http` or `https` URL.
    public func offersCard(forURL url: String) -> Bool { LinkCardURL(url)?.isWeb ?? false }

    /// `false`: no link is a quote.
    public func isQuote(_ url: String) -> Bool { false }
}

/// The card rules of a policy that adopts no ``LinkCardPolicy``: the defaults.
struct DefaultLinkCardPolicy: LinkCardPolicy {}

/// Bluesky's card: the first link whose URI has a `//` and a plausible host; a post URL on `bsky.app` is a quote.
extension BlueskyComposerPolicy: LinkCardPolicy {
    func offersCard(forURL url: String) -> Bool {
        guard url.contains("//"), let parsed = LinkCardURL(url) else { return false }
        return parsed.hasPlausibleHost
    }

    /// `https://bsky.app/profile/<handle or DID>/post/<record key>`.
    func isQuote(_ url: String) -> Bool {
        guard let parsed = LinkCardURL(url), parsed.isWeb, parsed.host == "bsky.app" || parsed.host == "www.bsky.app" else {
            return false
        }
        return parsed.pathMatches([
            { $0 == "profile" },
            { $0.hasPrefix("did:") || $0.contains(".") },
            { $0 == "post" },
            { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._~:-".contains($0)) } },
        ])
    }
}

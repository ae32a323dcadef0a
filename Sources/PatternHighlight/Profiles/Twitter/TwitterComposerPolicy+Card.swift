/// Twitter's card: the last URL of the post (with or without a scheme); a status URL on `twitter.com` or `x.com`
/// is a quote.
extension TwitterComposerPolicy: LinkCardPolicy {
    var cardChoice: LinkCardChoice { .last }

    /// The hosts whose status URLs are quotes.
    private static let statusHosts: Set<String> = [
        "twitter.com", "www.twitter.com", "mobile.twitter.com", "x.com", "www.x.com", "mobile.x.com",
    ]

    func offersCard(forURL url: String) -> Bool { LinkCardURL(url) != nil }

    /// `twitter.com/<screen name>/status/<id>` or the same on `x.com` (also `www.` and `mobile.`), any scheme or none.
    func isQuote(_ url: String) -> Bool {
        guard let parsed = LinkCardURL(url), parsed.scheme == nil || parsed.isWeb else { return false }
        guard Self.statusHosts.contains(parsed.host) else { return false }
        return parsed.pathMatches([
            { (1...15).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } },
            { $0 == "status" || $0 == "statuses" },
            { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } },
        ])
    }
}

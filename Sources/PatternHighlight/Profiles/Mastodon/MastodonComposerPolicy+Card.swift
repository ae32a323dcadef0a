/// Mastodon's card: the first `http` or `https` URL (the default); a status URL of any instance,
/// `https://<host>/@<user>/<id>`, is a quote.
extension MastodonComposerPolicy: LinkCardPolicy {
    func isQuote(_ url: String) -> Bool {
        guard let parsed = LinkCardURL(url), parsed.isWeb, parsed.hasPlausibleHost else { return false }
        return parsed.pathMatches([
            { user in
                guard user.first == "@" else { return false }
                let name = user.dropFirst().split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
                return !name[0].isEmpty && name[0].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                    && (name.count == 1 || !name[1].isEmpty)
            },
            { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } },
        ])
    }
}

/// A link's URL taken apart as far as choosing a card needs: scheme, host and path segments. Not a URL parser:
/// it reads a URL the profile already detected.
struct LinkCardURL: Equatable {
    /// The scheme, lower-cased, or `nil` when the URL has none (a bare domain).
    let scheme: String?
    /// The host, lower-cased, without user information or port.
    let host: String
    /// The path's segments between `/`, empty ones left out; query and fragment are not part of them.
    let pathSegments: [Substring]

    /// `url` taken apart, or `nil` when it has a scheme but no `//` authority (`xmpp:`, `magnet:`) or no host.
    init?(_ url: String) {
        var rest = Substring(url)
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://"),
            rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        {
            scheme = rest[..<colon].lowercased()
            rest = rest[rest.index(colon, offsetBy: 3)...]
        } else if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("."), !rest[..<colon].contains("/") {
            return nil
        } else {
            scheme = nil
        }
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let bracket = authority.firstIndex(of: "]") {
            authority = authority[...bracket]
        } else if let colon = authority.firstIndex(of: ":") {
            authority = authority[..<colon]
        }
        guard !authority.isEmpty else { return nil }
        host = authority.lowercased()
        let pathEnd = rest[authorityEnd...].firstIndex(where: { $0 == "?" || $0 == "#" }) ?? rest.endIndex
        pathSegments = rest[authorityEnd..<pathEnd].split(separator: "/")
    }

    /// Whether the scheme is `http` or `https`.
    var isWeb: Bool { scheme == "http" || scheme == "https" }

    /// Whether the host looks like a real one: dot-separated labels, none empty, a last label of two or more letters
    /// (or an IP address in brackets).
    var hasPlausibleHost: Bool {
        if host.hasPrefix("[") { return host.hasSuffix("]") }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let last = labels.last else { return false }
        return last.count >= 2 && last.allSatisfy(\.isLetter) || labels.allSatisfy { $0.allSatisfy(\.isNumber) } && labels.count == 4
    }

    /// Whether the path is `segments` exactly, each matched by its predicate.
    func pathMatches(_ segments: [(Substring) -> Bool]) -> Bool {
        pathSegments.count == segments.count && zip(pathSegments, segments).allSatisfy { $1($0) }
    }
}

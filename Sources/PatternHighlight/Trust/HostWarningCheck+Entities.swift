/// Where ``HostWarning``s are set: on the entities a scan found, before anyone sees them.
extension HostWarningCheck {
    /// Sets ``Entity/hostWarning`` on each URL and domain mention of `entities` (found in `bytes`) whose host is
    /// flagged. `policies` tell which domain a mention's value names (``MentionDomainPolicy/mentionDomain(_:)``);
    /// without it, a mention names none.
    ///
    /// - Complexity: O(total length of the URL and mention entities); an entity whose text is ASCII is settled by
    ///   one word-wise test of its bytes and a look for `xn--` (a host in Punycode).
    static func mark(_ entities: inout [Entity], in bytes: [UInt8], policies: FocusedPolicies) {
        for index in entities.indices {
            let kind = entities[index].kind
            guard kind == .url || kind == .mention else { continue }
            let range = entities[index].range
            guard !ByteWords.isASCII(bytes, range) || DomainToUnicode.mayHoldACELabel(bytes, range) else { continue }
            let value = entities[index].value
            guard let host = kind == .url ? host(ofURL: value) : policies.mentionDomains?.mentionDomain(value) else { continue }
            entities[index].hostWarning = warning(forHost: host)
        }
    }

    /// The host of a URL value: after `scheme://` (or from the start, for a bare domain), without user
    /// information and port, up to the path, query or fragment. `nil` for a scheme without `//` (`mailto:`) and
    /// for an IPv6 literal.
    static func host(ofURL url: String) -> Substring? {
        let scalars = url.unicodeScalars
        let schemeEnd = scalars.firstIndex { !(("0"..."9").contains($0) || ("a"..."z").contains($0)
            || ("A"..."Z").contains($0) || $0 == "+" || $0 == "-" || $0 == ".") }
        var start = scalars.startIndex
        if let colon = schemeEnd, scalars[colon] == ":" {
            let rest = scalars[scalars.index(after: colon)...]
            if rest.starts(with: "//".unicodeScalars) {
                start = scalars.index(colon, offsetBy: 3)
            } else if !rest.prefix(while: { $0 != "/" }).allSatisfy({ ("0"..."9").contains($0) }) || rest.first == "/" {
                return nil  // "mailto:…", "xmpp:…"; "example.com:8080" is a host and a port
            }
        }
        var authority = scalars[start...]
        if let end = authority.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" }) {
            authority = authority[..<end]
        }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        guard let first = authority.first, first != "[" else { return nil }
        if let colon = authority.firstIndex(of: ":") { authority = authority[..<colon] }
        return authority.isEmpty ? nil : Substring(authority)
    }
}

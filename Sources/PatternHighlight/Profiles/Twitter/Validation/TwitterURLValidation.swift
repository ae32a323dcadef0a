/// twitter-text's `isValidUrl` (`validateUrl*` in its JavaScript reference): the URL is cut into scheme,
/// authority, path, query and fragment, and each part must match its RFC 3986 grammar as a whole.
///
/// Letters are spelled `[A-Za-z]` (the reference is case-insensitive without Unicode case folding), `$` is `\z`
/// and `.` excludes the line terminators JavaScript's does.
enum TwitterURLValidation {
    private static let unreserved = #"[A-Za-z\x{400}-\x{4FF}0-9\-._~]"#
    private static let percentEncoded = "%[0-9A-Fa-f]{2}"
    private static let subDelimiters = "[!$&'()*+,;=]"
    private static let pathCharacter = "(?:" + unreserved + "|" + percentEncoded + "|" + subDelimiters + "|[:|@])"
    private static let userInfo = "(?:" + unreserved + "|" + percentEncoded + "|" + subDelimiters + "|:)*"
    private static let decimalOctet = "(?:[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])"
    private static let ip = "(?:" + decimalOctet + #"(?:\."# + decimalOctet + "){3}|" + #"\[[A-Fa-f0-9:.]+\])"#
    private static let asciiDomain = #"(?:(?:[A-Za-z0-9](?:[A-Za-z0-9_\-]*[A-Za-z0-9])?\.)*"#
        + #"(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)[A-Za-z](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)"#
    private static let nonASCII = #"[^\x{00}-\x{7F}]"#
    private static let unicodeDomain = "(?:(?:(?:[A-Za-z0-9]|\(nonASCII))(?:(?:[A-Za-z0-9_\\-]|\(nonASCII))*(?:[A-Za-z0-9]|\(nonASCII)))?\\.)*"
        + "(?:(?:[A-Za-z0-9]|\(nonASCII))(?:(?:[A-Za-z0-9\\-]|\(nonASCII))*(?:[A-Za-z0-9]|\(nonASCII)))?\\.)"
        + "(?:[A-Za-z]|\(nonASCII))(?:(?:[A-Za-z0-9\\-]|\(nonASCII))*(?:[A-Za-z0-9]|\(nonASCII)))?)"

    private static func compile(_ pattern: String) -> CompiledRegex {
        do {
            return try CompiledRegex(pattern, options: [.unicodeProperties])
        } catch {
            fatalError("built-in URL validation pattern must compile: \(error)")
        }
    }

    /// `validateUrlUnencoded`: scheme, authority, path, query, fragment (groups 1–5).
    private static let parts = compile(#"\A(?:([^:/?#]+)://)?([^/?#]*)([^?#]*)(?:\?([^#]*))?(?:#([^\n\r\x{2028}\x{2029}]*))?\z"#)
    private static let scheme = compile("[A-Za-z][A-Za-z0-9+\\-.]*")
    private static let path = compile("(?:/" + pathCharacter + "*)*")
    private static let queryOrFragment = compile("(?:" + pathCharacter + "|/|\\?)*")
    private static let unicodeAuthority = compile("(?:" + userInfo + "@)?(?:" + ip + "|" + unicodeDomain + ")(?::[0-9]{1,5})?")
    private static let asciiAuthority = compile("(?:" + userInfo + "@)?(?:" + ip + "|" + asciiDomain + ")(?::[0-9]{1,5})?")

    static func isValid(_ url: String, unicodeDomains: Bool, requireProtocol: Bool) -> Bool {
        let bytes = Array(url.utf8)
        guard !bytes.isEmpty else { return false }
        let groups: [Range<Int>?]? = parts.withMatcher(over: bytes, range: 0..<bytes.count) { matcher in
            guard case .match = matcher.search(from: 0, anchored: true) else { return nil }
            return (1...5).map { matcher.group($0) }
        }
        guard let groups else { return false }
        let (schemePart, authority, pathPart, query, fragment) = (groups[0], groups[1]!, groups[2]!, groups[3], groups[4])
        if requireProtocol {
            guard let schemePart, wholly(scheme, bytes, schemePart) else { return false }
            let name = String(decoding: bytes[schemePart], as: UTF8.self).lowercased()
            guard name == "http" || name == "https" else { return false }
        }
        guard wholly(path, bytes, pathPart), query.map({ wholly(queryOrFragment, bytes, $0) }) ?? true,
            fragment.map({ wholly(queryOrFragment, bytes, $0) }) ?? true
        else { return false }
        return wholly(unicodeDomains ? unicodeAuthority : asciiAuthority, bytes, authority)
    }

    /// The reference's `isValidMatch`: the first match in `bytes[part]` is all of it (an empty part passes only
    /// when the pattern matches empty text).
    private static func wholly(_ regex: CompiledRegex, _ bytes: [UInt8], _ part: Range<Int>) -> Bool {
        regex.withMatcher(over: bytes, range: part) { matcher in
            if case .match(let found) = matcher.search(from: part.lowerBound) { return found == part }
            return false
        }
    }
}

/// A link's URL taken apart as far as choosing a card needs: scheme, host and path segments. Not a URL parser:
/// it reads a URL the profile already detected. Its delimiters are ASCII, so it reads the URL's UTF-8 bytes, one
/// pass, not its characters (a card is chosen for every annotated text).
struct LinkCardURL: Equatable {
    /// The scheme, lower-cased, or `nil` when the URL has none (a bare domain).
    let scheme: String?
    /// The host, lower-cased, without user information or port.
    let host: String
    /// The path's segments between `/`, empty ones left out; query and fragment are not part of them.
    let pathSegments: [Substring]

    /// `url` taken apart, or `nil` when it has a scheme but no `//` authority (`xmpp:`, `magnet:`) or no host.
    init?(_ url: String) {
        let bytes = url.utf8
        func byte(_ ascii: Unicode.Scalar) -> UInt8 { UInt8(ascii: ascii) }
        var rest = bytes.startIndex
        if let colon = bytes.firstIndex(of: byte(":")) {
            let afterColon = bytes[bytes.index(after: colon)...]
            if afterColon.starts(with: "//".utf8), bytes[..<colon].allSatisfy(Self.isSchemeByte) {
                scheme = url[..<colon].lowercased()
                rest = bytes.index(colon, offsetBy: 3)
            } else if !bytes[..<colon].contains(byte(".")) && !bytes[..<colon].contains(byte("/")) {
                return nil
            } else {
                scheme = nil
            }
        } else {
            scheme = nil
        }
        let afterScheme = bytes[rest...]
        let authorityEnd = afterScheme.firstIndex { $0 == byte("/") || $0 == byte("?") || $0 == byte("#") } ?? bytes.endIndex
        var authority = bytes[rest..<authorityEnd]
        if let at = authority.lastIndex(of: byte("@")) { authority = authority[authority.index(after: at)...] }
        if authority.first == byte("["), let bracket = authority.firstIndex(of: byte("]")) {
            authority = authority[...bracket]
        } else if let colon = authority.firstIndex(of: byte(":")) {
            authority = authority[..<colon]
        }
        guard !authority.isEmpty else { return nil }
        host = url[authority.startIndex..<authority.endIndex].lowercased()
        let path = bytes[authorityEnd...]
        let pathEnd = path.firstIndex { $0 == byte("?") || $0 == byte("#") } ?? bytes.endIndex
        var segments: [Substring] = []
        var segmentStart = authorityEnd
        var index = authorityEnd
        while index < pathEnd {
            if bytes[index] == byte("/") {
                if segmentStart < index { segments.append(url[segmentStart..<index]) }
                segmentStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if segmentStart < pathEnd { segments.append(url[segmentStart..<pathEnd]) }
        pathSegments = segments
    }

    /// A byte a scheme may hold: an ASCII letter or digit, `+`, `-` or `.`.
    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
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

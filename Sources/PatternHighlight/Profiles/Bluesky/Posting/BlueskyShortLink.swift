/// The short form the official Bluesky app shows and posts for a link's visible text: the text parsed as a WHATWG
/// URL (`WHATWGURLSubset`), then the host (and a port that is not the default) followed by the path part — path,
/// `?query`, `#fragment`, each only when not empty, the path only when not `/` — cut to its first 13 characters and
/// `...` when it is longer than 15.
///
/// Text that does not parse as an `http` or `https` URL (a bare domain, a rejected host) is its own short form.
public enum BlueskyShortLink {
    /// The longest path part kept whole.
    public static let maximumPathLength = 15
    /// How many characters of a longer path part are kept before `...`.
    public static let keptPathLength = 13

    /// The short form of a link whose visible text is `text`.
    ///
    /// ```swift
    /// BlueskyShortLink.shortForm(of: "https://EXAMPLE.com:443/search?q=swift#results")   // "example.com/search?q=swi..."
    /// BlueskyShortLink.shortForm(of: "example.com/a/very/long/path")                     // unchanged: no scheme
    /// ```
    public static func shortForm(of text: String) -> String {
        guard let url = WHATWGURLSubset(parsing: text) else { return text }
        var host = url.host
        if let port = url.port { host += ":\(port)" }
        var pathPart = url.path == "/" ? "" : url.path
        if let query = url.query, !query.isEmpty { pathPart += "?" + query }
        if let fragment = url.fragment, !fragment.isEmpty { pathPart += "#" + fragment }
        // Every part is ASCII here, so characters are bytes.
        guard pathPart.utf8.count > maximumPathLength else { return host + pathPart }
        return host + String(decoding: pathPart.utf8.prefix(keptPathLength), as: UTF8.self) + "..."
    }

    /// The short form of the link text `bytes[range]`, as UTF-8, or `nil` when it is the text itself. Only text that
    /// begins with `http` can change; any other is answered without parsing.
    static func changedShortForm(of bytes: [UInt8], _ range: Range<Int>) -> [UInt8]? {
        guard range.count >= 5, bytes[range.lowerBound] == UInt8(ascii: "h"),
              bytes[range.lowerBound + 1] == UInt8(ascii: "t"), bytes[range.lowerBound + 2] == UInt8(ascii: "t"),
              bytes[range.lowerBound + 3] == UInt8(ascii: "p") else { return nil }
        let short = Array(shortForm(of: String(decoding: bytes[range], as: UTF8.self)).utf8)
        return short.elementsEqual(bytes[range]) ? nil : short
    }
}

/// The checks of twitter-text's Ruby `extract_urls_with_indices` after a URL match, as Mastodon calls it
/// (`extract_url_without_protocol: false`). A rejected match still consumed its text (``URLScanner``).
///
/// 1. A match without a scheme is never a URL.
/// 2. `valid_tco_url` (`^https?://t.co/([a-z0-9]+)`, case-insensitive): the URL is cut after the slug, and dropped
///    when the slug is over 40 characters. No query is kept.
/// 3. The host must convert (``MastodonIDNA``), and the URL's length in code points, plus what conversion adds to
///    the host, must be at most 4,096.
enum MastodonURLFilter {
    static let maximumURLLength = 4096
    static let maximumTcoSlugLength = 40

    /// The URL entity `match` makes, if any.
    static func candidate(for match: URLMatch, in bytes: [UInt8]) -> MastodonCandidate? {
        guard match.hasProtocol else { return nil }
        let host = match.host
        var end = match.end
        if let slugEnd = tcoSlugEnd(for: match, in: bytes) {
            guard MastodonMention.scalarCount(in: bytes, (host.upperBound + 1)..<slugEnd) <= maximumTcoSlugLength else {
                return nil
            }
            end = slugEnd
        }
        guard let converted = MastodonIDNA.convertedLength(bytes, host) else { return nil }
        let hostLength = MastodonMention.scalarCount(in: bytes, host)
        let length = MastodonMention.scalarCount(in: bytes, match.start..<end) + max(0, converted - hostLength)
        guard length <= maximumURLLength else { return nil }
        return MastodonCandidate(kind: .url, range: match.start..<end, value: match.start..<end)
    }

    /// Where the slug of an `http(s)://t.co/slug` URL ends, or `nil` when the URL is not one.
    private static func tcoSlugEnd(for match: URLMatch, in bytes: [UInt8]) -> Int? {
        let host = match.host
        guard host.count == 4, bytes[host.lowerBound] | 0x20 == UInt8(ascii: "t"), bytes[host.lowerBound + 1] == UInt8(ascii: "."),
            bytes[host.lowerBound + 2] | 0x20 == UInt8(ascii: "c"), bytes[host.lowerBound + 3] | 0x20 == UInt8(ascii: "o"),
            host.upperBound < match.end, bytes[host.upperBound] == UInt8(ascii: "/"),
            let scheme = URLSchemes.httpFolded.start(in: bytes, endingAt: host.lowerBound - 3, lowerBound: match.start),
            scheme == match.start
        else { return nil }
        var position = host.upperBound + 1
        while position < match.end {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            guard scalar.value < 0x80 ? GrammarCharacters.isASCIIAlphanumeric(scalar.value) : (scalar.value == 0x212A || scalar.value == 0x17F)
            else { break }
            position += scalar.length
        }
        return position > host.upperBound + 1 ? position : nil
    }
}

extension URLSchemes {
    /// `https?` under Onigmo's case folding (`valid_tco_url`).
    static let httpFolded = URLSchemes(names: [Array("https".utf8), Array("http".utf8)], foldsLongS: true)
}

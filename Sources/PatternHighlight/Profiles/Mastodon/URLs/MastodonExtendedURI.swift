/// Mastodon's `xmpp:` and `magnet:` URIs (`Extractor.extract_extra_uris_with_indices`, `valid_extended_uri`) over
/// one paragraph, replayed as Ruby's `scan` walks it:
///
/// - `xmpp:` then optionally `//node@domain/`, optionally `node@`, a domain (twitter-text's host grammar), an
///   optional `/resource` and an optional query;
/// - `magnet:` then a query (required);
///
/// with the scheme in any case, after a character that may precede a URL (or at the paragraph start), and not
/// inside the previous match. `node` is `validate_nodeid`: unreserved characters, `%HH` and `!$()*+,;=`;
/// `resource` adds `&` and `'`. Queries are Mastodon's (``MastodonURLPatterns/query``).
enum MastodonExtendedURI {
    /// Appends the paragraph's URIs to `found`, in order.
    static func appendCandidates(in bytes: [UInt8], paragraph: Range<Int>, to found: inout [MastodonCandidate]) {
        var consumedEnd = paragraph.lowerBound
        var position = paragraph.lowerBound
        while position < paragraph.upperBound {
            let byte = bytes[position] | 0x20
            guard byte == UInt8(ascii: "x") || byte == UInt8(ascii: "m") else {
                position += 1
                continue
            }
            let start = position
            position += 1
            guard allowsStart(in: bytes, at: start, paragraph: paragraph, consumedEnd: consumedEnd),
                let end = uriEnd(in: bytes, from: start, limit: paragraph.upperBound)
            else { continue }
            found.append(MastodonCandidate(kind: .url, range: start..<end, value: start..<end))
            consumedEnd = end
            position = end
        }
    }

    /// Whether `bytes[range]` starts with `xmpp:` or `magnet:`, in any case: an entity of the URIs', not of
    /// twitter-text's URL extractor.
    static func hasScheme(in bytes: [UInt8], at range: Range<Int>) -> Bool {
        UTF8Scalars.hasPrefixIgnoringCase("xmpp:", in: bytes, at: range.lowerBound, end: range.upperBound)
            || UTF8Scalars.hasPrefixIgnoringCase("magnet:", in: bytes, at: range.lowerBound, end: range.upperBound)
    }

    private static func allowsStart(in bytes: [UInt8], at start: Int, paragraph: Range<Int>, consumedEnd: Int) -> Bool {
        guard start > paragraph.lowerBound else { return true }
        let previous = UTF8Scalars.previousStart(in: bytes, before: start)
        return previous >= consumedEnd && MastodonURLRules.shared.dialect.allowsURLAfter(UTF8Scalars.scalar(in: bytes, at: previous).value)
    }

    /// The end of the URI starting at `start`, or `nil`.
    static func uriEnd(in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        if UTF8Scalars.hasPrefixIgnoringCase("magnet:", in: bytes, at: start, end: limit) {
            return queryEnd(in: bytes, from: start + 7, limit: limit)
        }
        guard UTF8Scalars.hasPrefixIgnoringCase("xmpp:", in: bytes, at: start, end: limit) else { return nil }
        let afterScheme = start + 5
        var authorityEnds: [Int] = []
        if UTF8Scalars.hasPrefix("//", in: bytes, at: afterScheme, end: limit) {
            let node = nodeRunEnd(in: bytes, from: afterScheme + 2, limit: limit, resource: false)
            if node > afterScheme + 2, node < limit, bytes[node] == UInt8(ascii: "@"),
                let domain = domainEnd(in: bytes, from: node + 1, limit: limit), domain < limit, bytes[domain] == UInt8(ascii: "/")
            {
                authorityEnds.append(domain + 1)
            }
        }
        authorityEnds.append(afterScheme)
        for authorityEnd in authorityEnds {
            var userEnds: [Int] = []
            let node = nodeRunEnd(in: bytes, from: authorityEnd, limit: limit, resource: false)
            if node > authorityEnd, node < limit, bytes[node] == UInt8(ascii: "@") { userEnds.append(node + 1) }
            userEnds.append(authorityEnd)
            for userEnd in userEnds {
                guard var end = domainEnd(in: bytes, from: userEnd, limit: limit) else { continue }
                if end < limit, bytes[end] == UInt8(ascii: "/") {
                    let resource = nodeRunEnd(in: bytes, from: end + 1, limit: limit, resource: true)
                    if resource > end + 1 { end = resource }
                }
                return queryEnd(in: bytes, from: end, limit: limit) ?? end
            }
        }
        return nil
    }

    /// Where a `valid_domain` match from `start` ends (twitter-text's host grammar), or `nil`.
    private static func domainEnd(in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        guard start < limit, HostCharacters.ruby.isDomainCharacter(UTF8Scalars.scalar(in: bytes, at: start).value) else { return nil }
        let firstDot = HostGrammar.labelRunEnd(in: bytes, from: start, limit: limit, characters: .ruby)
        guard firstDot < limit, bytes[firstDot] == UInt8(ascii: "."), firstDot + 1 < limit else { return nil }
        return HostGrammar.attempt(in: bytes, from: start, firstDot: firstDot, limit: limit, tlds: .onigmo, characters: .ruby).hostEnd
    }

    /// The end of a run of `validate_nodeid` (or, with `resource`, `validate_resid`) items from `start`.
    private static func nodeRunEnd(in bytes: [UInt8], from start: Int, limit: Int, resource: Bool) -> Int {
        var position = start
        while position < limit {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            let value = scalar.value
            if value == 0x25 {
                guard position + 2 < limit, isHexDigit(bytes[position + 1]), isHexDigit(bytes[position + 2]) else { break }
                position += 3
                continue
            }
            let accepted: Bool
            switch value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2E, 0x5F, 0x7E, 0x2D: accepted = true  // unreserved (ASCII)
            case 0x21, 0x24, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D: accepted = true
            case 0x26, 0x27: accepted = resource
            case 0x212A, 0x17F: accepted = true  // `[a-z]` under `/i`
            default:
                accepted = value >= 0x80 && (isCyrillic(value) || Unicode.Scalar(value)?.properties.generalCategory == .dashPunctuation)
            }
            guard accepted else { break }
            position += scalar.length
        }
        return position
    }

    /// `\p{Cyrillic}` (the script, Unicode 13's ranges).
    private static func isCyrillic(_ value: UInt32) -> Bool {
        switch value {
        case 0x400...0x484, 0x487...0x52F, 0x1C80...0x1C88, 0x1D2B, 0x1D78, 0x2DE0...0x2DFF, 0xA640...0xA69F, 0xFE2E, 0xFE2F:
            return true
        default:
            return false
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20)
    }

    /// Where `?query` (``MastodonURLPatterns/query``) from `start` ends, or `nil` when none does.
    static func queryEnd(in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        guard start < limit, bytes[start] == UInt8(ascii: "?") else { return nil }
        var position = start + 1
        var lastEnding: Int?
        while position < limit {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            guard isQueryCharacter(scalar.value) else { break }
            position += scalar.length
            if isQueryEndingCharacter(scalar.value) { lastEnding = position }
        }
        return lastEnding
    }

    private static func isUnicodeQueryCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF, 0xE000...0xF8FF, 0xE1000...0xEFFFD: return true
        case 0x10000...0xDFFFD, 0xF0000...0x10FFFD: return value & 0xFFFF <= 0xFFFD
        default: return false
        }
    }

    /// Whether `value` is a character of a query (``MastodonURLPatterns/query``), its ending characters included.
    static func isQueryCharacter(_ value: UInt32) -> Bool {
        if value >= 0x80 { return isUnicodeQueryCharacter(value) }
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return "!?*'();:&=+$/%#[]-_.,~|@^".utf8.contains(UInt8(value))
        }
    }

    private static func isQueryEndingCharacter(_ value: UInt32) -> Bool {
        if value >= 0x80 { return isUnicodeQueryCharacter(value) }
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return "_&=#/-".utf8.contains(UInt8(value))
        }
    }
}

/// twitter-text's checks after its URL regex matched (`extractUrlsWithIndices.js`,
/// `Extractor.extractURLsWithIndices`): one ``URLMatch`` becomes zero, one or (without a protocol) several
/// URL entities. A rejected match still consumed its text (see ``URLScanner``).
///
/// In order:
/// 1. The host must convert as the JavaScript reference's `idna.toAscii` decides (``TwitterIDNA``), and the URL's
///    length in UTF-16 units plus its protocol's (`https://` when it has none) must be at most 4,096. That is the
///    reference's `isValidUrl`: its URL text already holds the protocol, so a written protocol counts twice, and
///    the host counts as written. Both are checked on the whole match, before any t.co cut.
/// 2. With a protocol: a `t.co` URL is cut back to `https://t.co/slug` plus an optional query, and is dropped if
///    the slug is over 40 characters.
/// 3. Without a protocol: the URL is dropped if `-`, `_`, `.` or `/` precedes it; otherwise only the ASCII hosts
///    inside its host are kept (``HostGrammar/asciiHosts(in:_:tlds:)``), and the last one takes the port,
///    path and query if there is a path. Its value is then that host plus the text after the full host, as the
///    reference's `url.replace(domain, lastUrl.url)` builds it (this equals the entity's text except in the rare
///    case where non-ASCII labels sit between the last ASCII host and the path). Indices are where the ASCII
///    host really is (Ruby; the JavaScript port's `indexOf` can point at an earlier copy of the same text).
enum TwitterURLFilter {
    static let maximumURLLength = 4096
    static let maximumTcoSlugLength = 40
    /// `https://`, counted for URLs written without a protocol.
    static let assumedProtocolLength = 8

    static func appendEntities(
        for match: URLMatch, in bytes: [UInt8], paragraph: Range<Int>, rules: TwitterRules,
        matchData: RegexMatchData, into entities: inout [TwitterCandidate]
    ) {
        let host = match.host
        let protocolLength = match.hasProtocol ? host.lowerBound - match.start : assumedProtocolLength
        let urlLength = UTF8Scalars.utf16Count(in: bytes, match.start..<match.end) - (match.startsAtLowSurrogate ? 1 : 0)
        guard protocolLength + urlLength <= maximumURLLength,
            TwitterIDNA.accepts(bytes, host, tlds: rules.tlds, startingAtLowSurrogate: match.startsAtLowSurrogate)
        else { return }
        if match.hasProtocol {
            var end = match.end
            if isTcoHost(bytes, host) {
                let subject = paragraph.lowerBound..<match.end
                if case .match(let found) = rules.tcoTail.search(in: bytes, range: subject, from: host.upperBound, into: matchData),
                    let slug = matchData.group(1)
                {
                    if slug.count > maximumTcoSlugLength { return }
                    end = found.upperBound
                }
            }
            entities.append(TwitterCandidate(kind: .url, range: match.start..<end, value: match.start..<end))
            return
        }
        // At a low-surrogate start the character before the URL is the scalar's own high surrogate.
        if match.start > paragraph.lowerBound && !match.startsAtLowSurrogate {
            switch bytes[UTF8Scalars.previousStart(in: bytes, before: match.start)] {
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"): return
            default: break
            }
        }
        if isPlainASCII(bytes, host) {
            // Letters, digits, `-` and `.` only: the host is its own one ASCII host (its TLD ends it), and its value
            // is the text from the host on.
            let range = match.hasPath ? host.lowerBound..<match.end : host
            entities.append(TwitterCandidate(kind: .url, range: range, value: range))
            return
        }
        let asciiHosts = HostGrammar.asciiHosts(in: bytes, host, tlds: rules.tlds)
        for (index, asciiHost) in asciiHosts.enumerated() {
            if index == asciiHosts.count - 1 && match.hasPath {
                entities.append(TwitterCandidate(
                    kind: .url, range: asciiHost.lowerBound..<match.end, value: asciiHost, valueSuffix: host.upperBound..<match.end))
            } else {
                entities.append(TwitterCandidate(kind: .url, range: asciiHost, value: asciiHost))
            }
        }
    }

    /// Whether `bytes[host]` holds only ASCII letters, digits, `-` and `.`.
    private static func isPlainASCII(_ bytes: [UInt8], _ host: Range<Int>) -> Bool {
        for index in host {
            let byte = bytes[index]
            guard GrammarCharacters.isASCIILetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
            else { return false }
        }
        return true
    }

    /// Whether the host is `t.co` in any case (`validTcoUrl.js` is case-insensitive).
    private static func isTcoHost(_ bytes: [UInt8], _ host: Range<Int>) -> Bool {
        host.count == 4 && bytes[host.lowerBound] | 0x20 == UInt8(ascii: "t") && bytes[host.lowerBound + 1] == UInt8(ascii: ".")
            && bytes[host.lowerBound + 2] | 0x20 == UInt8(ascii: "c") && bytes[host.lowerBound + 3] | 0x20 == UInt8(ascii: "o")
    }
}

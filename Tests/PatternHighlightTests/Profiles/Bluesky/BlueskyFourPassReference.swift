@testable import PatternHighlight

/// The `bluesky` profile as it was before it became one pass: the reference's four global regexes (mentions,
/// links, hashtags, cashtags) run one after the other with PCRE2, each skipping a rejected match whole, then
/// sorted by start with overlaps removed (the earlier start kept). Kept here, apart from the library, as the
/// straightforward reading of `specs/bluesky-facets.md` that the one-pass recognizer is compared with
/// (``BlueskyOnePassDifferentialTests``). Its helpers work on `String`s, not on bytes, on purpose: nothing is
/// shared with the code under test but `IANATLDs` and the `PatternSet` wrapper around PCRE2.
struct BlueskyFourPassReference {
    /// JavaScript's `\s` as a PCRE2 class body: ASCII tab, LF, VT, FF, CR and space, NBSP, U+1680,
    /// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and U+FEFF.
    static let whitespaceClass = #"\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}"#
    /// The invisible characters that end a hashtag body.
    static let tagStopperClass = #"\x{AD}\x{2060}\x{200A}\x{200B}\x{200C}\x{200D}\x{20E2}"#
    private static let space = whitespaceClass

    /// `(^|\s|\()(@)([a-zA-Z0-9.-]+)(\b)`.
    static let mentionPattern = #"(?:^|[\#(space)]|\()@(?<handle>[a-zA-Z0-9.\-]+)\b"#
    /// A scheme URL (any case) or a bare domain followed by any non-whitespace.
    static let linkPattern =
        #"(?:^|[\#(space)]|\()(?<uri>(?<scheme>[hH][tT][tT][pP][sS]?://[^\#(space)]+)"#
        + #"|(?<domain>[a-zA-Z][a-zA-Z0-9]*+(?:\.[a-zA-Z0-9]++)+)[^\#(space)]*+)"#
    /// The sigil after the start or whitespace, then the body up to whitespace or an invisible stopper.
    static let hashtagPattern = #"(?:^|[\#(space)])[#\x{FF03}](?<body>[^\#(space)\#(tagStopperClass)]*+)"#
    /// `$` and 1–5 ASCII letters or digits, the first a letter, then whitespace, the end or a follower.
    static let cashtagPattern =
        #"(?:^|[\#(space)]|\()\$(?<ticker>[A-Za-z][A-Za-z0-9]{0,4})(?=[\#(space)]|\z|[.,;:!?)"'\x{2019}])"#

    private let mentions: PatternSet
    private let links: PatternSet
    private let hashtags: PatternSet
    private let cashtags: PatternSet

    init() {
        // No UCP, no caseless: `\b` is ASCII, and `[a-z]` must not match the Kelvin sign.
        mentions = try! PatternSet([(.mention, Self.mentionPattern)], options: [])
        links = try! PatternSet([(.url, Self.linkPattern)], options: [])
        hashtags = try! PatternSet([(.hashtag, Self.hashtagPattern)], options: [])
        cashtags = try! PatternSet([(.cashtag, Self.cashtagPattern)], options: [])
    }

    /// The entities of `text`, paragraph by paragraph, before the spoofing filter of the ``Highlighter``.
    func entities(in text: String) -> [Entity] {
        let bytes = Array(text.utf8)
        return ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count).flatMap { entities(in: bytes, paragraph: $0) }
    }

    /// The reference's facets of `text` as it returns them, overlaps included (a link inside a tag, a mention inside a
    /// link), sorted by start.
    func facets(in text: String) -> [Entity] {
        let bytes = Array(text.utf8)
        return ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count).flatMap {
            entities(in: bytes, paragraph: $0, keepingOverlaps: true)
        }
    }

    func entities(in bytes: [UInt8], paragraph: Range<Int>, keepingOverlaps: Bool = false) -> [Entity] {
        var found: [Entity] = []
        func group(_ set: PatternSet, _ name: String, _ matcher: RegexMatcher) -> Range<Int>? {
            set.regex.groupNumber(named: name).flatMap { matcher.group($0) }
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        mentions.forEachMatch(in: bytes, range: paragraph) { _, matcher in
            guard let range = group(mentions, "handle", matcher) else { return nil }
            let handle = text(range)
            if Self.isAcceptedHandle(handle) {
                found.append(Entity(kind: .mention, range: (range.lowerBound - 1)..<range.upperBound, value: handle))
            }
            return nil
        }
        links.forEachMatch(in: bytes, range: paragraph) { _, matcher in
            guard let range = group(links, "uri", matcher) else { return nil }
            let domain = group(links, "domain", matcher).map(text)
            if let link = Self.resolveLink(candidate: text(range), domain: domain) {
                found.append(Entity(kind: .url, range: range.lowerBound..<(range.lowerBound + link.length), value: link.uri))
            }
            return nil
        }
        hashtags.forEachMatch(in: bytes, range: paragraph) { _, matcher in
            guard let body = group(hashtags, "body", matcher) else { return nil }
            let sigilLength = bytes[body.lowerBound - 1] == UInt8(ascii: "#") ? 1 : 3
            switch Self.judgeTag(body: text(body)) {
            case .tag(let value):
                let end = body.lowerBound + value.utf8.count
                found.append(Entity(kind: .hashtag, range: (body.lowerBound - sigilLength)..<end, value: value))
                return nil
            case .noBody: return body.lowerBound  // the match was the sigil alone: go on right after it
            case .tooLong: return nil
            }
        }
        cashtags.forEachMatch(in: bytes, range: paragraph) { _, matcher in
            guard let range = group(cashtags, "ticker", matcher) else { return nil }
            found.append(Entity(kind: .cashtag, range: (range.lowerBound - 1)..<range.upperBound, value: "$" + text(range).uppercased()))
            return nil
        }
        found.sort { $0.range.lowerBound < $1.range.lowerBound }
        if keepingOverlaps { return found }
        var kept: [Entity] = []
        var end = paragraph.lowerBound
        for entity in found where entity.range.lowerBound >= end {
            kept.append(entity)
            end = entity.range.upperBound
        }
        return kept
    }

    // MARK: - The rules after the regexes, on strings

    static func hasKnownTLD(_ domain: String) -> Bool {
        guard let dot = domain.lastIndex(of: ".") else { return false }
        return IANATLDs.all.contains(String(domain[domain.index(after: dot)...]))
    }

    static func isAcceptedHandle(_ handle: String) -> Bool {
        let labels = handle.split(separator: ".", omittingEmptySubsequences: false)
        let isValid = handle.utf8.count <= 253 && labels.count >= 2
            && labels.allSatisfy { label in
                guard let first = label.first, let last = label.last, label.count <= 63 else { return false }
                return first != "-" && last != "-" && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
            && labels.last!.first!.isLetter
        return isValid && (hasKnownTLD(handle) || handle.hasSuffix(".test"))
    }

    static func resolveLink(candidate: String, domain: String?) -> (uri: String, length: Int)? {
        let bytes = Array(candidate.utf8)
        let hasScheme = bytes.starts(with: "http://".utf8) || bytes.starts(with: "https://".utf8)
        if !hasScheme {
            guard let domain, hasKnownTLD(domain) else { return nil }
        }
        var end = bytes.count
        if end > 0, ".,;:!?".utf8.contains(bytes[end - 1]) { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: ")"), !bytes[..<end].contains(UInt8(ascii: "(")) { end -= 1 }
        let kept = String(decoding: bytes[..<end], as: UTF8.self)
        return (hasScheme ? kept : "https://" + kept, end)
    }

    enum TagVerdict {
        case tag(String)
        case noBody
        case tooLong
    }

    static func judgeTag(body: String) -> TagVerdict {
        let scalars = body.unicodeScalars
        func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
            [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation].contains(scalar.properties.generalCategory)
        }
        guard let first = scalars.first, first != "\u{FE0F}",
            scalars.contains(where: { !("0"..."9").contains($0) && !isPunctuation($0) })
        else { return .noBody }
        var end = scalars.endIndex
        while end > scalars.startIndex, isPunctuation(scalars[scalars.index(before: end)]) {
            end = scalars.index(before: end)
        }
        let value = String(scalars[..<end])
        return value.count > 64 ? .tooLong : .tag(value)
    }
}

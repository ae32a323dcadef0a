/// One match of twitter-text's URL regex (`extractUrl.js`), before the checks that may reject it.
struct URLMatch: Equatable {
    /// Where the URL starts (`$3`): at its protocol, or at its host when it has none.
    let start: Int
    let hasProtocol: Bool
    /// The host (`$5`).
    let host: Range<Int>
    /// Whether the path group (`$7`) took part.
    let hasPath: Bool
    /// Where the match ends (`extractUrl.lastIndex`).
    let end: Int
    /// Whether the reference's match starts at the low surrogate of the astral scalar at ``start`` (at the start of
    /// the text, or where nothing before that scalar may precede a URL; see ``URLScanner``): its host then
    /// begins with that lone code unit, which changes its Punycode form, and the URL is one UTF-16 unit shorter.
    var startsAtLowSurrogate = false
}

/// Replays twitter-text's URL scan of one paragraph, `while (extractUrl.exec(text))`, in linear time.
///
/// The reference tries its URL regex at every position, and each try walks the run of label characters ahead
/// of it. On text without ASCII spaces (Japanese, Chinese, long hyphenated words) that is quadratic. This
/// scanner gets the same matches from the dots alone:
///
/// - Every host has a `.` after its first label, so every match is found from the first `.` after its start
///   (the recognizer tries each `.` that is followed by a domain character).
/// - The possible starts for that dot are the `http(s)://` right before the label run (if any), then each
///   domain character of the run whose preceding character the regex accepts (``GrammarCharacters/allowsURLAfter(_:)``).
/// - If the grammar fails from one start, it fails from every later start in the run *unless* an `_` lies
///   between them: a later start only shortens the first label, and a shorter label is valid wherever the longer
///   one is, except as the domain name, which may not contain `_`. So after one failure only the first start
///   after the run's last `_` is left, and only with its own label as the domain name.
/// - The same holds for the following labels of a failed chain that were valid subdomains (`subdomainZone`):
///   a start inside one of them can only match with that label as its domain name.
///
/// Like the reference, a match consumes its text whether or not the checks then accept it: the next match must
/// have its preceding character at or after ``consumedEnd``.
///
/// At the start of the whole text the reference's preceding group, `(?:[^…]|[…]|^)`, tries a preceding
/// *character* before `^`: when the text begins with a domain character that may also precede a URL (`é`, `日`,
/// an emoji), the first attempt starts one UTF-16 unit in — after the first scalar, or at the low surrogate of an
/// astral one — and only if that fails does the URL start at the text's first character (`éxample.com` links
/// `xample.com`; after a paragraph break it links `éxample.com`). `startsText` says the paragraph is there.
struct URLScanner {
    private let bytes: [UInt8]
    private let paragraph: Range<Int>
    private let startsText: Bool
    private let dialect: URLDialect
    private let matchData: RegexMatchData
    /// `extractUrl.lastIndex`.
    private(set) var consumedEnd: Int
    /// The dots ending labels 2, 3, … of the last failed attempt's chain that were valid subdomains.
    private var subdomainZone: ClosedRange<Int>?

    /// A scanner with `dialect`'s changes to twitter-text's URL rules; `matchData` has room for its tail's groups.
    init(bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, dialect: URLDialect, matchData: RegexMatchData) {
        self.bytes = bytes
        self.paragraph = paragraph
        self.startsText = startsText
        self.dialect = dialect
        self.matchData = matchData
        self.consumedEnd = paragraph.lowerBound
    }

    /// The URL match whose host's first label ends at the `.` at `dot`, if any. Call with ascending dots.
    ///
    /// - Complexity: amortised O(length of the label run before `dot`) plus the match's own length.
    mutating func match(atDot dot: Int) -> URLMatch? {
        guard dot >= consumedEnd else { return nil }
        let lower = max(paragraph.lowerBound, consumedEnd)
        var runStart = dot
        while runStart > lower {
            let previous = UTF8Scalars.previousStart(in: bytes, before: runStart)
            guard dialect.domainCharacters.isLabelCharacter(UTF8Scalars.scalar(in: bytes, at: previous).value) else { break }
            runStart = previous
        }

        if let zone = subdomainZone, zone.contains(dot) {
            // Inside a failed chain: only this label as the domain name, so only after its last `_`.
            let from = lastUnderscore(in: runStart..<dot).map { $0 + 1 } ?? runStart
            return domainNameMatch(from: from, dot: dot)
        }

        var failedStart: Int?
        var failure = HostGrammar.Attempt()
        if let protocolStart = protocolStart(before: runStart), allowsStart(at: protocolStart),
            isDomainCharacter(at: runStart)
        {
            let attempt = attempt(from: runStart, dot: dot)
            if let hostEnd = attempt.hostEnd {
                return finish(start: protocolStart, hasProtocol: true, host: runStart..<hostEnd)
            }
            // Without its protocol the regex would try the same host from the same start next.
            failedStart = runStart
            failure = attempt
        }
        if failedStart == nil {
            guard let (start, lowSurrogateStart) = firstStart(in: runStart..<dot) else { return nil }
            var startsAtLowSurrogate = lowSurrogateStart
            if startsText && start == paragraph.lowerBound && consumedEnd == paragraph.lowerBound {
                let first = UTF8Scalars.scalar(in: bytes, at: start)
                if dialect.allowsURLAfter(first.value) {
                    if first.length == 4 && dialect.matchesUTF16CodeUnits {
                        // The lone low surrogate is a domain character too: the same grammar as from `start`.
                        startsAtLowSurrogate = true
                    } else if isDomainCharacter(at: start + first.length), start + first.length < dot,
                        let hostEnd = attempt(from: start + first.length, dot: dot).hostEnd
                    {
                        return finish(start: start + first.length, hasProtocol: false, host: (start + first.length)..<hostEnd)
                    }
                }
            }
            let attempt = attempt(from: start, dot: dot)
            if let hostEnd = attempt.hostEnd {
                return finish(start: start, hasProtocol: false, host: start..<hostEnd, startsAtLowSurrogate: startsAtLowSurrogate)
            }
            failedStart = start
            failure = attempt
        }
        subdomainZone = failure.subdomainsEnd.map { (dot + 1)...$0 }
        guard let failedStart, let underscore = lastUnderscore(in: failedStart..<dot) else { return nil }
        return domainNameMatch(from: underscore + 1, dot: dot)
    }

    private func attempt(from start: Int, dot: Int) -> HostGrammar.Attempt {
        HostGrammar.attempt(
            in: bytes, from: start, firstDot: dot, limit: paragraph.upperBound, tlds: dialect.tlds, characters: dialect.domainCharacters)
    }

    /// A match whose host is the label from the first start in `from..<dot` plus the TLD after `dot`.
    private mutating func domainNameMatch(from: Int, dot: Int) -> URLMatch? {
        guard from < dot,
            dialect.domainCharacters.isDomainCharacter(UTF8Scalars.scalar(in: bytes, at: UTF8Scalars.previousStart(in: bytes, before: dot)).value),
            let (start, startsAtLowSurrogate) = firstStart(in: from..<dot),
            let hostEnd = dialect.tlds.match(in: bytes, at: dot + 1, limit: paragraph.upperBound)
        else { return nil }
        return finish(start: start, hasProtocol: false, host: start..<hostEnd, startsAtLowSurrogate: startsAtLowSurrogate)
    }

    /// Matches `:port`, `/path` and `?query` after the host; the whole match consumes the text.
    private mutating func finish(
        start: Int, hasProtocol: Bool, host: Range<Int>, startsAtLowSurrogate: Bool = false
    ) -> URLMatch {
        var end = host.upperBound
        var hasPath = false
        let shortcut = dialect.decidesASCIITails
            ? URLTailRule.outcome(in: bytes, at: host.upperBound, limit: paragraph.upperBound) : .undecided
        switch shortcut {
        case .match(let tailEnd, let tailHasPath):
            (end, hasPath) = (tailEnd, tailHasPath)
        case .undecided:
            if case .match(let found) = dialect.tail.search(in: bytes, range: paragraph, from: host.upperBound, into: matchData) {
                end = found.upperBound
                hasPath = matchData.group(dialect.pathGroup) != nil
            }
        }
        consumedEnd = end
        return URLMatch(
            start: start, hasProtocol: hasProtocol, host: host, hasPath: hasPath, end: end, startsAtLowSurrogate: startsAtLowSurrogate)
    }

    /// The first position in `range` where the regex may start a host: a domain character whose preceding
    /// character is accepted and not consumed; or, failing that, the low surrogate of an astral scalar that is not
    /// consumed (`atLowSurrogate`). The reference matches UTF-16 code units: trying a start at that scalar, its
    /// preceding group takes the high surrogate (which it accepts) and the host begins at the lone low surrogate,
    /// also a domain character (`#👍.p.om` links `p.om`).
    private func firstStart(in range: Range<Int>) -> (position: Int, atLowSurrogate: Bool)? {
        var position = range.lowerBound
        while position < range.upperBound {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            if dialect.domainCharacters.isDomainCharacter(scalar.value) {
                if allowsStart(at: position) { return (position, false) }
                if scalar.length == 4 && dialect.matchesUTF16CodeUnits && position >= consumedEnd { return (position, true) }
            }
            position += scalar.length
        }
        return nil
    }

    /// Whether a URL may start at `position`: at the paragraph start (the reference's `^`, or the break before
    /// it), or after an accepted character that the last match did not consume.
    private func allowsStart(at position: Int) -> Bool {
        guard position > paragraph.lowerBound else { return consumedEnd == paragraph.lowerBound }
        let previous = UTF8Scalars.previousStart(in: bytes, before: position)
        return previous >= consumedEnd && dialect.allowsURLAfter(UTF8Scalars.scalar(in: bytes, at: previous).value)
    }

    private func isDomainCharacter(at position: Int) -> Bool {
        position < paragraph.upperBound && dialect.domainCharacters.isDomainCharacter(UTF8Scalars.scalar(in: bytes, at: position).value)
    }

    /// Where one of the dialect's schemes and `://` end exactly at `position` (`https://` or `http://` in any case
    /// for twitter-text).
    private func protocolStart(before position: Int) -> Int? {
        let colon = position - 3
        guard colon - 1 >= paragraph.lowerBound, UTF8Scalars.hasPrefix("://", in: bytes, at: colon, end: position) else {
            return nil
        }
        return dialect.schemes.start(in: bytes, endingAt: colon, lowerBound: paragraph.lowerBound)
    }

    private func lastUnderscore(in range: Range<Int>) -> Int? {
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            if bytes[index] == UInt8(ascii: "_") { return index }
        }
        return nil
    }
}

/// One paragraph's pass for ``TwitterRecognizer/candidates(in:paragraph:startsText:)``: the triggers in order
/// (``TwitterTriggers``), each kind's rule at its trigger, and the reference's scanning state per kind (a match
/// consumes its text and the character before it for later matches of the same kind).
struct TwitterCandidateScan {
    private let bytes: [UInt8]
    private let paragraph: Range<Int>
    private let rules: TwitterRules
    private let matchData: RegexMatchData
    /// Where the paragraph's candidates start in the array they are appended to.
    private let first: Int
    private var mentionEnd: Int
    private var hashtagEnd: Int
    private var urls: URLScanner
    /// A search hit PCRE2's limits: the rest of the paragraph is not scanned, as with one search of an alternation.
    private var stopped = false
    /// The latest start among the candidates found so far (they are kept sorted by start).
    private var latestStart = Int.min

    /// Appends the paragraph's candidates to `found`, sorted by start, overlaps kept, finding its triggers.
    /// `startsText`: the paragraph begins the whole text (see ``URLScanner``).
    static func appendCandidates(
        in bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, rules: TwitterRules, matchData: RegexMatchData,
        to found: inout [TwitterCandidate]
    ) {
        var scan = TwitterCandidateScan(
            bytes: bytes, paragraph: paragraph, startsText: startsText, rules: rules, matchData: matchData, first: found.count)
        var triggers = TwitterTriggers.Iterator(bytes, paragraph)
        while !scan.stopped, let (start, trigger) = triggers.next() {
            scan.visit(start, trigger, found: &found)
        }
    }

    /// Appends the candidates of `paragraph` to `found`, sorted by start, overlaps kept, given its `triggers` (in
    /// order) already found.
    static func appendCandidates(
        in bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, triggers: [(offset: Int, kind: TwitterTriggers.Kind)],
        rules: TwitterRules, matchData: RegexMatchData, to found: inout [TwitterCandidate]
    ) {
        var scan = TwitterCandidateScan(
            bytes: bytes, paragraph: paragraph, startsText: startsText, rules: rules, matchData: matchData, first: found.count)
        for trigger in triggers {
            guard !scan.stopped else { return }
            scan.visit(trigger.offset, trigger.kind, found: &found)
        }
    }

    private init(
        bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, rules: TwitterRules, matchData: RegexMatchData, first: Int
    ) {
        self.bytes = bytes
        self.paragraph = paragraph
        self.rules = rules
        self.matchData = matchData
        self.first = first
        mentionEnd = paragraph.lowerBound
        hashtagEnd = paragraph.lowerBound
        urls = URLScanner(bytes: bytes, paragraph: paragraph, startsText: startsText, rules: rules, matchData: matchData)
    }

    private mutating func visit(_ start: Int, _ trigger: TwitterTriggers.Kind, found: inout [TwitterCandidate]) {
        switch trigger {
        case .mention:
            guard TwitterRecognizer.mentionPrecedingIsUnconsumed(bytes, at: start, paragraphStart: paragraph.lowerBound, consumedEnd: mentionEnd),
                let match = TwitterMentionRule.match(in: bytes, at: start, paragraph: paragraph)
            else { return }
            mentionEnd = match.range.upperBound
            guard !TwitterMatchEnds.rejectsMention(in: bytes, at: match.range.upperBound, end: paragraph.upperBound) else { return }
            found.append(TwitterCandidate(kind: .mention, range: match.range, value: match.name, listSlug: match.list))
            moveIntoPlace(found.count - 1, in: &found)
        case .hashtag:
            // The reference consumed the one character before `#`; only a previous hashtag ending in U+FE0E or
            // U+FE0F right before this `#` can have taken it (`#a\u{FE0F}#b` has no second tag).
            guard start == paragraph.lowerBound || UTF8Scalars.previousStart(in: bytes, before: start) >= hashtagEnd
            else { return }
            let match: Range<Int>
            let tag: Range<Int>
            switch TwitterASCIIHashtagRule.outcome(in: bytes, at: start, paragraph: paragraph) {
            case .match(let range, let text):
                (match, tag) = (range, text)
            case .noMatch:
                return
            case .undecided:
                guard let range = search(rules.hashtag, at: start), let text = matchData.group(rules.hashtagTextGroup)
                else { return }
                (match, tag) = (range, text)
            }
            hashtagEnd = match.upperBound
            guard !TwitterMatchEnds.rejectsHashtag(in: bytes, at: match.upperBound, end: paragraph.upperBound) else { return }
            found.append(TwitterCandidate(kind: .hashtag, range: match, value: tag))
            moveIntoPlace(found.count - 1, in: &found)
        case .cashtag:
            // A cashtag's preceding space is never part of an earlier cashtag match: nothing to replay.
            guard let match = search(rules.cashtag, at: start), let symbol = matchData.group(rules.cashtagTextGroup)
            else { return }
            found.append(TwitterCandidate(kind: .cashtag, range: match, value: symbol))
            moveIntoPlace(found.count - 1, in: &found)
        case .dot:
            // A `.` followed by a domain character may end a URL's first label.
            guard start + 1 < paragraph.upperBound,
                GrammarCharacters.isDomainCharacter(UTF8Scalars.scalar(in: bytes, at: start + 1).value),
                let url = urls.match(atDot: start)
            else { return }
            let before = found.count
            TwitterURLFilter.appendEntities(
                for: url, in: bytes, paragraph: paragraph, rules: rules, matchData: matchData, into: &found)
            for appended in before..<found.count { moveIntoPlace(appended, in: &found) }
        }
    }

    private mutating func search(_ regex: CompiledRegex, at start: Int) -> Range<Int>? {
        switch regex.search(in: bytes, range: paragraph, from: start, into: matchData) {
        case .match(let found): return found
        case .noMatch: return nil
        case .limitExceeded:
            stopped = true
            return nil
        }
    }

    /// A URL is found at its first dot, after the mentions or hashtags that precede that dot, and a sigil after that
    /// dot can precede the URL's ASCII host: each candidate found is moved back to its place in start order.
    ///
    /// Most candidates arrive in order: one comparison with the latest start settles those.
    private mutating func moveIntoPlace(_ appended: Int, in found: inout [TwitterCandidate]) {
        let start = found[appended].range.lowerBound
        guard start < latestStart else {
            latestStart = start
            return
        }
        var index = appended
        while index > first && found[index - 1].range.lowerBound > start {
            found.swapAt(index - 1, index)
            index -= 1
        }
    }
}

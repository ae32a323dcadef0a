/// One paragraph's pass for ``TwitterRecognizer/candidates(in:paragraph:)``: the triggers in order
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
    private var urls: TwitterURLScanner
    /// A search hit PCRE2's limits: the rest of the paragraph is not scanned, as with one search of an alternation.
    private var stopped = false
    /// The latest start among the candidates found so far (they are kept sorted by start).
    private var latestStart = Int.min
    /// Whether entity values are kept as stretches of `bytes` (``EntityValue/text(of:range:)``) rather than strings:
    /// only when `bytes` is a whole text that its annotation keeps.
    private let valuesFromText: Bool

    /// Appends the paragraph's candidates to `found`, sorted by start, overlaps kept.
    static func appendCandidates(
        in bytes: [UInt8], paragraph: Range<Int>, rules: TwitterRules, matchData: RegexMatchData, to found: inout [Entity]
    ) {
        var scan = TwitterCandidateScan(
            bytes: bytes, paragraph: paragraph, rules: rules, matchData: matchData, first: found.count, valuesFromText: false)
        var triggers = TwitterTriggers.Iterator(bytes, paragraph)
        while !scan.stopped, let (start, trigger) = triggers.next() {
            scan.visit(start, trigger, found: &found)
        }
    }

    /// Appends the candidates of `paragraph` to `found`, given its `triggers` (in order) already found. With
    /// `valuesFromText`, values are kept as stretches of `bytes` (a whole text that the annotation keeps).
    static func appendCandidates(
        in bytes: [UInt8], paragraph: Range<Int>, triggers: [(offset: Int, kind: TwitterTriggers.Kind)], rules: TwitterRules,
        matchData: RegexMatchData, valuesFromText: Bool, to found: inout [Entity]
    ) {
        var scan = TwitterCandidateScan(
            bytes: bytes, paragraph: paragraph, rules: rules, matchData: matchData, first: found.count,
            valuesFromText: valuesFromText)
        for trigger in triggers {
            guard !scan.stopped else { return }
            scan.visit(trigger.offset, trigger.kind, found: &found)
        }
    }

    private init(
        bytes: [UInt8], paragraph: Range<Int>, rules: TwitterRules, matchData: RegexMatchData, first: Int, valuesFromText: Bool
    ) {
        self.bytes = bytes
        self.valuesFromText = valuesFromText
        self.paragraph = paragraph
        self.rules = rules
        self.matchData = matchData
        self.first = first
        mentionEnd = paragraph.lowerBound
        hashtagEnd = paragraph.lowerBound
        urls = TwitterURLScanner(bytes: bytes, paragraph: paragraph, rules: rules, matchData: matchData)
    }

    private mutating func visit(_ start: Int, _ trigger: TwitterTriggers.Kind, found: inout [Entity]) {
        switch trigger {
        case .mention:
            guard TwitterRecognizer.mentionPrecedingIsUnconsumed(bytes, at: start, paragraphStart: paragraph.lowerBound, consumedEnd: mentionEnd),
                let match = TwitterMentionRule.match(in: bytes, at: start, paragraph: paragraph)
            else { return }
            mentionEnd = match.range.upperBound
            guard !TwitterMatchEnds.rejectsMention(in: bytes, at: match.range.upperBound, end: paragraph.upperBound) else { return }
            var listSlug: String?
            if let list = match.list { listSlug = text(list) }
            found.append(Entity(kind: .mention, range: match.range, storedValue: value(match.name), listSlug: listSlug))
            moveIntoPlace(found.count - 1, in: &found)
        case .hashtag:
            // The reference consumed the one character before `#`; only a previous hashtag ending in U+FE0E or
            // U+FE0F right before this `#` can have taken it (`#a\u{FE0F}#b` has no second tag).
            guard start == paragraph.lowerBound || TwitterUTF8.previousStart(in: bytes, before: start) >= hashtagEnd
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
            found.append(Entity(kind: .hashtag, range: match, storedValue: value(tag)))
            moveIntoPlace(found.count - 1, in: &found)
        case .cashtag:
            // A cashtag's preceding space is never part of an earlier cashtag match: nothing to replay.
            guard let match = search(rules.cashtag, at: start), let symbol = matchData.group(rules.cashtagTextGroup)
            else { return }
            found.append(Entity(kind: .cashtag, range: match, storedValue: value(symbol)))
            moveIntoPlace(found.count - 1, in: &found)
        case .dot:
            // A `.` followed by a domain character may end a URL's first label.
            guard start + 1 < paragraph.upperBound,
                TwitterCharacters.isDomainCharacter(TwitterUTF8.scalar(in: bytes, at: start + 1).value),
                let url = urls.match(atDot: start)
            else { return }
            let before = found.count
            TwitterURLFilter.appendEntities(
                for: url, in: bytes, paragraph: paragraph, rules: rules, matchData: matchData, valuesFromText: valuesFromText,
                into: &found)
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
    /// dot can precede the URL's ASCII host: each entity found is moved back to its place in start order.
    ///
    /// Most entities arrive in order: one comparison with the latest start settles those. Starts are read through
    /// a buffer pointer, which does not copy the entity (an array subscript would, strings and all).
    private mutating func moveIntoPlace(_ appended: Int, in found: inout [Entity]) {
        let start = Self.start(of: appended, in: found)
        guard start < latestStart else {
            latestStart = start
            return
        }
        var index = appended
        while index > first && Self.start(of: index - 1, in: found) > start {
            found.swapAt(index - 1, index)
            index -= 1
        }
    }

    /// The start of `found[index]`, read in place (through a pointer's addressor: no copy of the entity).
    @inline(__always)
    private static func start(of index: Int, in found: [Entity]) -> Int {
        found.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped.advanced(by: index).pointee.range.lowerBound }
    }

    private func text(_ range: Range<Int>) -> String { TwitterRecognizer.text(bytes, range) }

    /// The value `bytes[range]`, kept as ``valuesFromText`` says.
    private func value(_ range: Range<Int>) -> EntityValue {
        valuesFromText ? .text(of: bytes, range: range) : .string(text(range))
    }
}

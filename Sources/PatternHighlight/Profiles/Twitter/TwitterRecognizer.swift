/// The `twitter` profile: exactly what twitter-text v3's combined extractor (`extractEntitiesWithIndices`) links.
/// Rules: `specs/twitter-text.md`.
///
/// ## One pass per paragraph
/// twitter-text runs four global regexes over the text (URLs, mentions/lists, hashtags, cashtags), filters each
/// match in host code, then merges them and removes overlaps. Here one pass over the paragraph visits the bytes
/// where an entity can start (``TwitterTriggers``: `@`, `#`, `$`, their full-width forms, and `.`) and runs each
/// kind's rule there, anchored: PCRE2 for mentions, hashtags and cashtags (``TwitterRules``), and for every `.`
/// followed by a domain character — the end of a URL's first label — ``TwitterURLScanner`` (host grammar and TLDs
/// in Swift, `:port/path?query` as an anchored PCRE2 match). URLs are the one kind that cannot be matched from a
/// start of their own and stay exact and fast: the reference URL regex, tried at every position, is quadratic on
/// long runs without ASCII spaces (Japanese text is one run), and its 1,574 TLDs would be tried one by one at every
/// dot (spec rule 5). Starting from the dot keeps the paragraph to one pass; the scanner replays the reference's
/// choice of start exactly.
///
/// Each kind keeps the reference's scanning state: a match (kept or rejected by a filter) consumes its text *and
/// the character before it* for later matches of the same kind (`mentionEnd`, `hashtagEnd`,
/// ``TwitterURLScanner/consumedEnd``). Kinds do not interfere until ``TwitterOverlapRemoval`` merges them, as in the
/// reference: a mention inside a URL is still a candidate (and still consumes), it just loses to the URL.
struct TwitterRecognizer: EntityRecognizer {
    let rules: TwitterRules

    init(rules: TwitterRules = .shared) {
        self.rules = rules
    }

    var hasReplies: Bool { true }

    func recognize(in bytes: [UInt8], paragraph: Range<Int>, into entities: inout [Entity]) {
        recognize(in: bytes, paragraphs: [paragraph], into: &entities)
    }

    /// Every paragraph with one set of PCRE2 match data; each paragraph's candidates are appended to `entities`
    /// and their overlaps removed in place.
    func recognize(in bytes: [UInt8], paragraphs: [Range<Int>], into entities: inout [Entity]) {
        let matchData = rules.makeMatchData()
        for paragraph in paragraphs where !paragraph.isEmpty {
            let first = entities.count
            appendCandidates(in: bytes, paragraph: paragraph, matchData: matchData, to: &entities)
            TwitterOverlapRemoval.removeOverlaps(in: &entities, from: first)
        }
    }

    /// Every entity the reference's per-kind extractors find in the paragraph, sorted by start, overlaps kept:
    /// the input of overlap removal. (twitter-text's `extractMentionsOrListsWithIndices`, `extractUrlsWithIndices`,
    /// `extractCashtagsWithIndices` and, with `checkUrlOverlap: false`, `extractHashtagsWithIndices`.)
    ///
    /// - Complexity: O(n) in the paragraph's length for text without pathological backtracking in URL paths.
    func candidates(in bytes: [UInt8], paragraph: Range<Int>) -> [Entity] {
        var found: [Entity] = []
        appendCandidates(in: bytes, paragraph: paragraph, matchData: rules.makeMatchData(), to: &found)
        return found
    }

    /// Appends ``candidates(in:paragraph:)`` to `found`.
    private func appendCandidates(
        in bytes: [UInt8], paragraph: Range<Int>, matchData: RegexMatchData, to found: inout [Entity]
    ) {
        let first = found.count
        var mentionEnd = paragraph.lowerBound
        var hashtagEnd = paragraph.lowerBound
        var urls = TwitterURLScanner(bytes: bytes, paragraph: paragraph, rules: rules, matchData: matchData)
        // A URL is found at its first dot, after the mentions or hashtags that precede that dot, and a sigil after
        // that dot can precede the URL's ASCII host: each entity found is moved back to its place in start order.
        func moveIntoPlace(_ appended: Int) {
            var index = appended
            while index > first && found[index - 1].range.lowerBound > found[index].range.lowerBound {
                found.swapAt(index - 1, index)
                index -= 1
            }
        }
        func append(_ entity: Entity) {
            found.append(entity)
            moveIntoPlace(found.count - 1)
        }
        // A search that hits PCRE2's limits ends the paragraph's scan, as one search of an alternation would.
        var stopped = false
        func search(_ regex: CompiledRegex, at start: Int) -> Range<Int>? {
            switch regex.search(in: bytes, range: paragraph, from: start, into: matchData) {
            case .match(let found): return found
            case .noMatch: return nil
            case .limitExceeded:
                stopped = true
                return nil
            }
        }
        TwitterTriggers.forEach(in: bytes, paragraph) { start, trigger in
            guard !stopped else { return }
            switch trigger {
            case .mention:
                guard Self.mentionPrecedingIsUnconsumed(bytes, at: start, paragraphStart: paragraph.lowerBound, consumedEnd: mentionEnd),
                    let match = TwitterMentionRule.match(in: bytes, at: start, paragraph: paragraph)
                else { return }
                mentionEnd = match.range.upperBound
                guard !TwitterMatchEnds.rejectsMention(in: bytes, at: match.range.upperBound, end: paragraph.upperBound)
                else { return }
                append(Entity(
                    kind: .mention, range: match.range, value: Self.text(bytes, match.name),
                    listSlug: match.list.map { Self.text(bytes, $0) }))
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
                append(Entity(kind: .hashtag, range: match, value: Self.text(bytes, tag)))
            case .cashtag:
                // A cashtag's preceding space is never part of an earlier cashtag match: nothing to replay.
                guard let match = search(rules.cashtag, at: start), let symbol = matchData.group(rules.cashtagTextGroup)
                else { return }
                append(Entity(kind: .cashtag, range: match, value: Self.text(bytes, symbol)))
            case .dot:
                // A `.` followed by a domain character may end a URL's first label.
                guard start + 1 < paragraph.upperBound,
                    TwitterCharacters.isDomainCharacter(TwitterUTF8.scalar(in: bytes, at: start + 1).value),
                    let url = urls.match(atDot: start)
                else { return }
                let before = found.count
                TwitterURLFilter.appendEntities(
                    for: url, in: bytes, paragraph: paragraph, rules: rules, matchData: matchData, into: &found)
                for appended in before..<found.count { moveIntoPlace(appended) }
            }
        }
    }

    /// ``candidates(in:paragraph:)`` for every paragraph of `text`, in UTF-8 offsets of `text`.
    func candidates(in text: String) -> [Entity] {
        let bytes = Array(text.utf8)
        return ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count).flatMap { candidates(in: bytes, paragraph: $0) }
    }

    /// twitter-text's `extractReplyScreenname`: a leading `@name` after optional spaces and directional marks,
    /// unless what follows it would reject a mention.
    func replyScreenName(in bytes: [UInt8]) -> String? {
        rules.reply.withMatcher(over: bytes, range: 0..<bytes.count) { matcher in
            guard case .match(let found) = matcher.search(from: 0, anchored: true), let name = matcher.group(1),
                !TwitterMatchEnds.rejectsMention(in: bytes, at: found.upperBound, end: bytes.count)
            else { return nil }
            return Self.text(bytes, name)
        }
    }

    /// twitter-text's preceding-character rule for `kind`'s sigil at `offset` (mentions: not after
    /// `[A-Za-z0-9_!#$%&*@＠]` unless after `RT`/`RT:`; hashtags: not after a letter, digit, `_` or `&`, but after
    /// U+FE0E/U+FE0F; cashtags: only after a space or directional mark). Other kinds: `false`.
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool {
        let regex: CompiledRegex
        switch kind {
        case .mention: regex = rules.mentionPreceding
        case .hashtag: regex = rules.hashtagPreceding
        case .cashtag: regex = rules.cashtagPreceding
        default: return false
        }
        return regex.withMatcher(over: bytes, range: paragraphStart..<offset) { matcher in
            if case .match = matcher.search(from: offset, anchored: true) { return true }
            return false
        }
    }

    /// Whether the reference's mention regex could still match at the `@` at `start`: some branch of its preceding
    /// group (one character, or `RT`/`RT:` with the character before) must lie at or after `consumedEnd`, the
    /// end of the previous mention match. The pattern's lookbehind has already checked that a branch fits.
    static func mentionPrecedingIsUnconsumed(_ bytes: [UInt8], at start: Int, paragraphStart: Int, consumedEnd: Int) -> Bool {
        guard consumedEnd > paragraphStart else { return true }
        guard start > paragraphStart else { return false }
        let previous = TwitterUTF8.previousStart(in: bytes, before: start)
        if previous >= consumedEnd && TwitterCharacters.allowsMentionAfter(TwitterUTF8.scalar(in: bytes, at: previous).value) {
            return true
        }
        func retweetMarker(endingAt end: Int) -> Bool {
            guard end - 2 > paragraphStart, bytes[end - 2] | 0x20 == UInt8(ascii: "r"), bytes[end - 1] | 0x20 == UInt8(ascii: "t")
            else { return false }
            let before = TwitterUTF8.previousStart(in: bytes, before: end - 2)
            return before >= consumedEnd && TwitterCharacters.allowsRetweetMarkerAfter(TwitterUTF8.scalar(in: bytes, at: before).value)
        }
        return retweetMarker(endingAt: start) || (bytes[start - 1] == UInt8(ascii: ":") && retweetMarker(endingAt: start - 1))
    }

    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// The `twitter` profile: exactly what twitter-text v3's combined extractor (`extractEntitiesWithIndices`) links.
/// Rules: `specs/twitter-text.md`.
///
/// ## One pass per paragraph
/// twitter-text runs four global regexes over the text (URLs, mentions/lists, hashtags, cashtags), filters each
/// match in host code, then merges them and removes overlaps. Here one pass over the paragraph visits the bytes
/// where an entity can start (``TwitterTriggers``: `@`, `#`, `$`, their full-width forms, and `.`) and runs each
/// kind's rule there, anchored: PCRE2 for mentions, hashtags and cashtags (``TwitterRules``), and for every `.`
/// followed by a domain character — the end of a URL's first label — ``URLScanner`` (host grammar and TLDs
/// in Swift, `:port/path?query` as an anchored PCRE2 match). URLs are the one kind that cannot be matched from a
/// start of their own and stay exact and fast: the reference URL regex, tried at every position, is quadratic on
/// long runs without ASCII spaces (Japanese text is one run), and its 1,574 TLDs would be tried one by one at every
/// dot (spec rule 5). Starting from the dot keeps the paragraph to one pass; the scanner replays the reference's
/// choice of start exactly.
///
/// Each kind keeps the reference's scanning state: a match (kept or rejected by a filter) consumes its text *and
/// the character before it* for later matches of the same kind (`mentionEnd`, `hashtagEnd`,
/// ``URLScanner/consumedEnd``). Kinds do not interfere until ``OverlapRemoval`` merges them, as the reference's
/// `removeOverlappingEntities` does: a mention inside a URL is still a candidate (and still consumes), it just loses
/// to the URL.
struct TwitterRecognizer: BuiltInRecognizer {
    let rules: TwitterRules

    init(rules: TwitterRules = .shared) {
        self.rules = rules
    }

    var hasReplies: Bool { true }

    /// The one scan entry point. One paragraph (a keystroke's window): its candidates, their overlaps removed, then
    /// entities for the kept ones only, their values written out (the document keeps no text of its callers'); a
    /// paragraph that begins the whole text is where twitter-text's URL rule tries its first start one character in
    /// (``URLScanner``).
    ///
    /// A whole text: every paragraph in one pass that finds the triggers and the paragraph breaks together
    /// (``TwitterTriggers/TextIterator``) and, for an unchecked text, validates it too (each paragraph's bytes, and
    /// the end of the text, are checked before PCRE2 sees them), with one set of PCRE2 match data; each paragraph's
    /// candidates (``TwitterCandidate``) are collected and their overlaps removed in place, and the entities are
    /// built from the kept ones. Entity values are kept as stretches of the text, which the annotation keeps anyway.
    /// The count reuse is the URL candidates before overlap removal (what parseTweet weighs), from the same scan.
    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
        let bytes = request.bytes
        var urls: [Range<Int>]? = request.keepsCountReuse ? [] : nil
        let isUTF8: Bool
        switch request.scope {
        case .paragraph(let paragraph, let startsText):
            var candidates: [TwitterCandidate] = []
            rules.withMatchData { matchData in
                TwitterCandidateScan.appendCandidates(
                    in: bytes, paragraph: paragraph, startsText: startsText, rules: rules, matchData: matchData,
                    to: &candidates)
            }
            OverlapRemoval.removeOverlaps(in: &candidates, from: 0) { $0.range }
            TwitterCandidate.appendEntities(candidates, in: bytes, valuesFromText: false, to: &entities)
            return .scanned(nil)
        case .wholeText:
            isUTF8 = rules.withMatchData { matchData in
                recognizeParagraphs(
                    in: bytes, finding: TwitterTriggers.TriggerAndBreakBytes.self, matchData: matchData,
                    into: &entities, urlCandidates: &urls)
            }
        case .uncheckedWholeText:
            isUTF8 = rules.withMatchData { matchData in
                recognizeParagraphs(
                    in: bytes, finding: TwitterTriggers.ValidatingTriggerAndBreakBytes.self, matchData: matchData,
                    into: &entities, urlCandidates: &urls)
            }
        }
        return isUTF8 ? .scanned(urls.map { CountReuse(kind: .twitterURLCandidates, ranges: $0) }) : .invalidUTF8
    }

    /// `false`, with nothing appended, when `Pattern` validates and the text is not UTF-8.
    /// `urlCandidates`, when not `nil`, collects each paragraph's URL candidates before overlap removal.
    private func recognizeParagraphs<Pattern: ByteBlockPattern>(
        in bytes: [UInt8], finding pattern: Pattern.Type, matchData: RegexMatchData, into entities: inout [Entity],
        urlCandidates: inout [Range<Int>]?
    ) -> Bool {
        // Each paragraph's candidates become entities before the next paragraph's are found, so that only one
        // paragraph's candidates are held beside the entities. Room for one entity per 64 bytes of text (busy posts
        // have about one per 80), so that the array rarely grows while it fills; pages not filled are never touched.
        var candidates: [TwitterCandidate] = []
        let firstEntity = entities.count
        entities.reserveCapacity(firstEntity + bytes.count / 64)
        var splitter = ParagraphBreaks.Splitter(0..<bytes.count)
        var triggers: [(offset: Int, kind: TwitterTriggers.Kind)] = []
        var events = TwitterTriggers.TextIterator(bytes, finding: pattern)
        while let event = events.next() {
            switch event {
            case .trigger(let offset, let kind):
                triggers.append((offset, kind))
            case .breakLead(let offset):
                guard let paragraph = splitter.paragraph(endedByBreakAt: offset, in: bytes) else { continue }
                // Everything up to the break has been validated (and the end of the text).
                if Pattern.validatesUTF8 && events.hasInvalidUTF8 {
                    entities.removeSubrange(firstEntity...)
                    return false
                }
                appendCandidates(
                    in: bytes, paragraph: paragraph, triggers: triggers, matchData: matchData, to: &candidates,
                    urlCandidates: &urlCandidates)
                TwitterCandidate.appendEntities(candidates, in: bytes, valuesFromText: true, to: &entities)
                candidates.removeAll(keepingCapacity: true)
                triggers.removeAll(keepingCapacity: true)
            }
        }
        if Pattern.validatesUTF8 && events.hasInvalidUTF8 {
            entities.removeSubrange(firstEntity...)
            return false
        }
        appendCandidates(
            in: bytes, paragraph: splitter.lastParagraph, triggers: triggers, matchData: matchData, to: &candidates,
            urlCandidates: &urlCandidates)
        TwitterCandidate.appendEntities(candidates, in: bytes, valuesFromText: true, to: &entities)
        return true
    }

    private func appendCandidates(
        in bytes: [UInt8], paragraph: Range<Int>, triggers: [(offset: Int, kind: TwitterTriggers.Kind)],
        matchData: RegexMatchData, to candidates: inout [TwitterCandidate], urlCandidates: inout [Range<Int>]?
    ) {
        guard !paragraph.isEmpty, !triggers.isEmpty else { return }
        let first = candidates.count
        TwitterCandidateScan.appendCandidates(
            in: bytes, paragraph: paragraph, startsText: paragraph.lowerBound == 0, triggers: triggers, rules: rules,
            matchData: matchData, to: &candidates)
        if urlCandidates != nil {
            for index in first..<candidates.count where candidates[index].kind == .url {
                urlCandidates!.append(candidates[index].range)
            }
        }
        OverlapRemoval.removeOverlaps(in: &candidates, from: first) { $0.range }
    }

    /// Every entity the reference's per-kind extractors find in the paragraph, sorted by start, overlaps kept:
    /// the input of overlap removal. (twitter-text's `extractMentionsOrListsWithIndices`, `extractUrlsWithIndices`,
    /// `extractCashtagsWithIndices` and, with `checkUrlOverlap: false`, `extractHashtagsWithIndices`.)
    ///
    /// `startsText`: the paragraph begins the whole text.
    ///
    /// - Complexity: O(n) in the paragraph's length for text without pathological backtracking in URL paths.
    func candidates(in bytes: [UInt8], paragraph: Range<Int>, startsText: Bool) -> [Entity] {
        var candidates: [TwitterCandidate] = []
        rules.withMatchData { matchData in
            TwitterCandidateScan.appendCandidates(
                in: bytes, paragraph: paragraph, startsText: startsText, rules: rules, matchData: matchData, to: &candidates)
        }
        var found: [Entity] = []
        TwitterCandidate.appendEntities(candidates, in: bytes, valuesFromText: false, to: &found)
        return found
    }

    /// The ranges of the URL candidates among ``candidates(in:paragraph:startsText:)`` of each of `paragraphs`
    /// (twitter-text's `extractUrlsWithIndices`, which parseTweet weighs), appended to `urls` in order: the same
    /// scan, without building an entity or writing out a value for any candidate, one match data and one list of
    /// candidates for all the paragraphs. The paragraph that starts at `textStart` (when given) begins the text.
    func appendURLCandidateRanges(
        in bytes: [UInt8], paragraphs: [Range<Int>], textStart: Int?, to urls: inout [Range<Int>]
    ) {
        var candidates: [TwitterCandidate] = []
        rules.withMatchData { matchData in
            for paragraph in paragraphs where !paragraph.isEmpty {
                candidates.removeAll(keepingCapacity: true)
                TwitterCandidateScan.appendCandidates(
                    in: bytes, paragraph: paragraph, startsText: paragraph.lowerBound == textStart, rules: rules,
                    matchData: matchData, to: &candidates)
                for candidate in candidates where candidate.kind == .url { urls.append(candidate.range) }
            }
        }
    }

    /// ``candidates(in:paragraph:startsText:)`` for every paragraph of `text`, in UTF-8 offsets of `text`.
    func candidates(in text: String) -> [Entity] {
        let bytes = Array(text.utf8)
        return ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count).flatMap {
            candidates(in: bytes, paragraph: $0, startsText: $0.lowerBound == 0)
        }
    }

    /// twitter-text's `extractReplyScreenname`: a leading `@name` after optional spaces and directional marks,
    /// unless what follows it would reject a mention.
    func replyScreenName(in bytes: [UInt8]) -> String? {
        rules.reply.withMatcher(over: bytes, range: 0..<bytes.count) { matcher in
            guard case .match(let found) = matcher.search(from: 0, anchored: true), let name = matcher.group(1),
                !TwitterMatchEnds.rejectsMention(in: bytes, at: found.upperBound, end: bytes.count)
            else { return nil }
            return EntityValue.string(decoding: bytes, name)
        }
    }

    /// Whether the reference's mention regex could still match at the `@` at `start`: some branch of its preceding
    /// group (one character, or `RT`/`RT:` with the character before) must lie at or after `consumedEnd`, the
    /// end of the previous mention match. The pattern's lookbehind has already checked that a branch fits.
    static func mentionPrecedingIsUnconsumed(_ bytes: [UInt8], at start: Int, paragraphStart: Int, consumedEnd: Int) -> Bool {
        guard consumedEnd > paragraphStart else { return true }
        guard start > paragraphStart else { return false }
        let previous = UTF8Scalars.previousStart(in: bytes, before: start)
        if previous >= consumedEnd && GrammarCharacters.allowsMentionAfter(UTF8Scalars.scalar(in: bytes, at: previous).value) {
            return true
        }
        func retweetMarker(endingAt end: Int) -> Bool {
            guard end - 2 > paragraphStart, bytes[end - 2] | 0x20 == UInt8(ascii: "r"), bytes[end - 1] | 0x20 == UInt8(ascii: "t")
            else { return false }
            let before = UTF8Scalars.previousStart(in: bytes, before: end - 2)
            return before >= consumedEnd && GrammarCharacters.allowsRetweetMarkerAfter(UTF8Scalars.scalar(in: bytes, at: before).value)
        }
        return retweetMarker(endingAt: start) || (bytes[start - 1] == UInt8(ascii: ":") && retweetMarker(endingAt: start - 1))
    }
}

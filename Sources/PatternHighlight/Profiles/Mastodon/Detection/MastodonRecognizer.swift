/// The `mastodon` profile: what a Mastodon 4.6 server links (`TextFormatter#entities`, which is
/// `Extractor.extract_entities_with_indices`). Rules: `specs/mastodon.md`.
///
/// Four extractors run over each paragraph — URLs (twitter-text's scan in Mastodon's dialect,
/// ``MastodonURLRules``, then ``MastodonURLFilter``), hashtags (``MastodonHashtag``), mentions
/// (``MastodonMention``) and `xmpp:`/`magnet:` URIs (``MastodonExtendedURI``) — each keeping its own scanning
/// state as Ruby's `scan` does; their matches are then sorted by start and an entity that starts before the end of
/// the last one kept is dropped (earlier start wins). No cashtags.
///
/// The rules are line-local: no entity contains LF or CR, a break is White_Space and not a `word` character, and
/// the expressions' `^` (text start or after `\n`) and their preceding-character tests accept every break
/// character, so a line's start acts as the text's start. One rule is not paragraph-local: a URL's query takes
/// U+2028 and U+2029 (Mastodon's query characters cover the BMP's non-ASCII range), so the server links across
/// them. Entities here end at every paragraph break (``ParagraphBreaks``) all the same — a deliberate difference,
/// a link never runs on past a visible line break — while the count follows the server (``MastodonCounting``).
struct MastodonRecognizer: BuiltInRecognizer {
    let urlRules: MastodonURLRules

    init(urlRules: MastodonURLRules = .shared) {
        self.urlRules = urlRules
    }

    var entityHintRule: (any CountReuseRule)? { MastodonCountableReuse() }

    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
        let bytes = request.bytes
        let valuesFromText: Bool
        if case .paragraph = request.scope { valuesFromText = false } else { valuesFromText = true }
        var candidates: [MastodonCandidate] = []
        return request.forEachParagraph { paragraph, startsText in
            candidates.removeAll(keepingCapacity: true)
            appendCandidates(in: bytes, paragraph: paragraph, startsText: startsText, includingAll: true, to: &candidates)
            for candidate in candidates {
                let value: EntityValue = valuesFromText
                    ? .text(of: bytes, range: candidate.value) : .string(EntityValue.string(decoding: bytes, candidate.value))
                entities.append(Entity.found(kind: candidate.kind, range: candidate.range, storedValue: value))
            }
        }
    }

    /// The paragraph's entities, sorted and without overlaps: every kind (`includingAll`), or only the URLs and
    /// mentions, which are what the server's length validator replaces (`StatusLengthValidator#countable_text`).
    func appendCandidates(
        in bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, includingAll: Bool, to candidates: inout [MastodonCandidate]
    ) {
        let first = candidates.count
        appendURLs(in: bytes, paragraph: paragraph, startsText: startsText, to: &candidates)
        if includingAll { MastodonHashtag.appendCandidates(in: bytes, paragraph: paragraph, to: &candidates) }
        MastodonMention.appendCandidates(in: bytes, paragraph: paragraph, to: &candidates)
        if includingAll { MastodonExtendedURI.appendCandidates(in: bytes, paragraph: paragraph, to: &candidates) }
        guard candidates.count > first else { return }
        // No two extractors find entities with the same start (their first characters differ).
        candidates[first...].sort { $0.range.lowerBound < $1.range.lowerBound }
        OverlapRemoval.removeOverlaps(in: &candidates, from: first) { $0.range }
    }

    /// twitter-text's URL scan in Mastodon's dialect: from every `.` followed by a domain character.
    private func appendURLs(in bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, to candidates: inout [MastodonCandidate]) {
        // Only a URL with a scheme is kept, and every scheme ends in `:`.
        guard bytes[paragraph].contains(UInt8(ascii: ":")) else { return }
        urlRules.withMatchData { matchData in
            var scanner = URLScanner(
                bytes: bytes, paragraph: paragraph, startsText: startsText, dialect: urlRules.dialect, matchData: matchData)
            var position = paragraph.lowerBound
            while position + 1 < paragraph.upperBound {
                defer { position += 1 }
                guard bytes[position] == UInt8(ascii: "."),
                    urlRules.dialect.domainCharacters.isDomainCharacter(UTF8Scalars.scalar(in: bytes, at: position + 1).value),
                    let match = scanner.match(atDot: position)
                else { continue }
                if let url = MastodonURLFilter.candidate(for: match, in: bytes) { candidates.append(url) }
            }
        }
    }
}

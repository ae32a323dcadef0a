/// The `bluesky` profile: Bluesky's facet detection (`detectFacets()` of the atproto SDK), so that what the
/// composer highlights is exactly what the post's facets will link. Rules: `specs/bluesky-facets.md`.
///
/// Four independent passes over the paragraph, as in the reference: mentions, links, hashtags, cashtags.
/// Each scans left to right and skips a rejected match *whole* (nothing inside it is looked at again). The
/// reference may return overlapping facets (`https://x.com/(@handle.com)`); here the one that starts first is
/// kept, which is what its renderer shows.
///
/// Values: a mention's handle (case kept), a link's URI (`https://` added to a bare domain; the range is the
/// text as written), a tag without its sigil, a cashtag as `$` + the upper-cased ticker.
struct BlueskyRecognizer: EntityRecognizer {
    private let mentions: PatternSet
    private let links: PatternSet
    private let hashtags: PatternSet
    private let cashtags: PatternSet
    private let groups: Groups

    /// Capturing-group numbers, looked up by name once.
    private struct Groups {
        let handle: Int
        let uri: Int
        let domain: Int
        let body: Int
        let ticker: Int
    }

    init() {
        do {
            // No UCP, no caseless: see ``BlueskyPatterns``.
            mentions = try PatternSet([(.mention, BlueskyPatterns.mention)], options: [])
            links = try PatternSet([(.url, BlueskyPatterns.link)], options: [])
            hashtags = try PatternSet([(.hashtag, BlueskyPatterns.hashtag)], options: [])
            cashtags = try PatternSet([(.cashtag, BlueskyPatterns.cashtag)], options: [])
        } catch {
            fatalError("built-in bluesky patterns must compile: \(error)")
        }
        func group(_ set: PatternSet, _ name: String) -> Int {
            guard let number = set.regex.groupNumber(named: name) else { fatalError("bluesky pattern lacks group \(name)") }
            return number
        }
        groups = Groups(
            handle: group(mentions, "handle"), uri: group(links, "uri"), domain: group(links, "domain"),
            body: group(hashtags, "body"), ticker: group(cashtags, "ticker"))
    }

    /// The patterns are linear (possessive runs, no nested quantifiers), so the PCRE2 match limits are not reached
    /// in practice; a pass that reached them would stop early and report fewer entities, never wrong ones.
    func recognize(in bytes: [UInt8], paragraph: Range<Int>, into entities: inout [Entity]) {
        var found: [Entity] = []
        findMentions(in: bytes, paragraph: paragraph, into: &found)
        findLinks(in: bytes, paragraph: paragraph, into: &found)
        findHashtags(in: bytes, paragraph: paragraph, into: &found)
        findCashtags(in: bytes, paragraph: paragraph, into: &found)
        // No two passes can start an entity at the same byte (their first characters differ), so the order is
        // total; of two overlapping entities the earlier one is kept.
        found.sort { $0.range.lowerBound < $1.range.lowerBound }
        var end = paragraph.lowerBound
        for entity in found where entity.range.lowerBound >= end {
            entities.append(entity)
            end = entity.range.upperBound
        }
    }

    /// Preceding characters: mentions, links and cashtags may follow the paragraph start, JavaScript whitespace
    /// or `(`; hashtags only the start or whitespace.
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool {
        guard let previous = BlueskyCharacters.scalar(before: offset, in: bytes, lowerBound: paragraphStart) else {
            return true
        }
        if BlueskyCharacters.isWhitespace(previous) { return true }
        return kind != .hashtag && previous == "("
    }

    // MARK: - Passes

    private func findMentions(in bytes: [UInt8], paragraph: Range<Int>, into found: inout [Entity]) {
        mentions.forEachMatch(in: bytes, range: paragraph) { _, matcher in
            guard let range = matcher.group(groups.handle) else { return nil }
            let handle = Self.text(bytes, range)
            if BlueskyDomain.isAcceptedHandle(handle[...]) {
                found.append(Entity(kind: .mention, range: (range.lowerBound - 1)..<range.upperBound, value: handle))
            }
            return nil
        }
    }

    private func findLinks(in bytes: [UInt8], paragraph: Range<Int>, into found: inout [Entity]) {
        links.forEachMatch(in: bytes, range: paragraph) { _, matcher in
            guard let range = matcher.group(groups.uri) else { return nil }
            let candidate = Self.text(bytes, range)
            let domain = matcher.group(groups.domain).map { Self.text(bytes, $0)[...] }
            if let link = BlueskyLink.resolve(candidate: candidate[...], domain: domain) {
                found.append(Entity(kind: .url, range: range.lowerBound..<(range.lowerBound + link.length), value: link.uri))
            }
            return nil
        }
    }

    private func findHashtags(in bytes: [UInt8], paragraph: Range<Int>, into found: inout [Entity]) {
        hashtags.forEachMatch(in: bytes, range: paragraph) { _, matcher in
            guard let body = matcher.group(groups.body) else { return nil }
            let sigilLength = bytes[body.lowerBound - 1] == UInt8(ascii: "#") ? 1 : 3  // `#` or `＃` (EF BC 83)
            let length: Int
            switch BlueskyTag.judge(body: Self.text(bytes, body)) {
            case .tag(let valueLength): length = valueLength
            case .noBody: return body.lowerBound  // the reference matched the sigil alone: go on right after it
            case .tooLong: return nil
            }
            let value = String(decoding: bytes[body.lowerBound..<(body.lowerBound + length)], as: UTF8.self)
            found.append(Entity(kind: .hashtag, range: (body.lowerBound - sigilLength)..<(body.lowerBound + length), value: value))
            return nil
        }
    }

    private func findCashtags(in bytes: [UInt8], paragraph: Range<Int>, into found: inout [Entity]) {
        cashtags.forEachMatch(in: bytes, range: paragraph) { _, matcher in
            guard let range = matcher.group(groups.ticker) else { return nil }
            let ticker = Self.text(bytes, range)
            found.append(Entity(kind: .cashtag, range: (range.lowerBound - 1)..<range.upperBound, value: "$" + ticker.uppercased()))
            return nil
        }
    }

    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

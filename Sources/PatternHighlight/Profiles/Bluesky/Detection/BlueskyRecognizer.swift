/// The `bluesky` profile: Bluesky's facet detection (`detectFacets()` of the atproto SDK), so that what the
/// composer highlights is exactly what the post's facets will link. Rules: `specs/bluesky-facets.md`.
///
/// ## One pass
/// The reference runs four independent global regexes over the text (mentions, links, hashtags, cashtags), each
/// skipping a rejected match whole. Here one pass visits only the bytes where an entity can be found
/// (``BlueskyTriggers``: `@`, `#`, `＃`, `$`, and the `:` or first `.` of a link) and runs that kind's rule there,
/// in Swift (``BlueskyScan``). The reference may return overlapping facets (`https://x.com/(@handle.com)`); here
/// the one that starts first is kept, which is what its renderer shows.
///
/// Values: a mention's handle (case kept), a link's URI (`https://` added to a bare domain; the range is the
/// text as written), a tag without its sigil, a cashtag as `$` + the upper-cased ticker.
struct BlueskyRecognizer: BuiltInRecognizer {
    /// The one scan entry point. One paragraph (or a keystroke's window): values written out (the document keeps
    /// no text of its callers'). A whole text in one pass: its paragraph breaks are whitespace to every rule, so
    /// they need not be found (see ``BlueskyScan``), and values are kept as stretches of the text, which the
    /// annotation keeps anyway; an unchecked text is checked in the same pass. The rules may read ahead of the check
    /// (they never read out of bounds); what they found is discarded when the text is not UTF-8.
    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
        let bytes = request.bytes
        let first = entities.count
        var linksInTags: [Range<Int>] = []
        switch request.scope {
        case .paragraph(let paragraph, _):
            _ = Self.scan(bytes, paragraph, valuesFromText: false, finding: BlueskyTriggers.Bytes.self, into: &entities, linksInTags: &linksInTags)
        case .wholeText:
            _ = Self.scan(bytes, 0..<bytes.count, valuesFromText: true, finding: BlueskyTriggers.Bytes.self, into: &entities, linksInTags: &linksInTags)
        case .uncheckedWholeText:
            let isUTF8 = Self.scan(
                bytes, 0..<bytes.count, valuesFromText: true, finding: UTF8ValidatingPattern<BlueskyTriggers.Bytes>.self,
                into: &entities, linksInTags: &linksInTags)
            guard isUTF8 else {
                entities.removeSubrange(first...)
                return .invalidUTF8
            }
        }
        // The count's display figures need the links (`BlueskyCounting`), those inside tags included: hand them over
        // rather than scan again.
        guard request.keepsCountReuse else { return .scanned(nil) }
        return .scanned(CountReuse(kind: .blueskyLinks, ranges: Self.merged(entities[first...].lazy.filter { $0.kind == .url }.map(\.range), linksInTags)))
    }

    /// The ranges of `links` and `linksInTags` (each sorted by start, and none in both) in one sorted list.
    private static func merged(_ links: some Sequence<Range<Int>>, _ linksInTags: [Range<Int>]) -> [Range<Int>] {
        guard !linksInTags.isEmpty else { return Array(links) }
        return (Array(links) + linksInTags).sorted { $0.lowerBound < $1.lowerBound }
    }

    var entityHintRule: (any CountReuseRule)? { BlueskyLinkReuse() }

    /// The ranges of the links in `bytes[range]` (valid UTF-8 that begins the text or follows whitespace), as a scan
    /// of the whole text finds them there, those inside a tag included: what a count of that stretch alone needs.
    ///
    /// - Complexity: O(`range.count`).
    static func linkRanges(in bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var entities: [Entity] = []
        var linksInTags: [Range<Int>] = []
        _ = scan(bytes, range, valuesFromText: true, finding: BlueskyTriggers.Bytes.self, into: &entities, linksInTags: &linksInTags)
        return merged(entities.lazy.filter { $0.kind == .url }.map(\.range), linksInTags)
    }

    /// Visits the triggers of `bytes[range]` in order; `false` when `Pattern` validates and the text is not UTF-8.
    private static func scan<Pattern: ByteBlockPattern>(
        _ bytes: [UInt8], _ range: Range<Int>, valuesFromText: Bool, finding pattern: Pattern.Type,
        into entities: inout [Entity], linksInTags: inout [Range<Int>]
    ) -> Bool {
        var scan = BlueskyScan(bytes, range, valuesFromText: valuesFromText)
        var triggers = ByteBlockScanner<Pattern>(bytes, range)
        while let offset = triggers.next() { scan.visit(offset, into: &entities) }
        linksInTags = scan.linksInTags
        return !triggers.hasInvalidUTF8
    }
}

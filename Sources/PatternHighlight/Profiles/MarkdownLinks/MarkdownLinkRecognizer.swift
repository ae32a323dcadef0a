/// A profile's recognizer with markdown links (``MarkdownLinkRule``) added: each link is one entity, and the profile's
/// own entities that overlap a link are dropped, so that inside the markup the profile finds nothing.
///
/// A link's label may hold spaces, so the recognizer does not keep the base one's
/// ``EntityRecognizer/entitiesStayBetweenSpaces``: a document re-scans the whole paragraph an edit touches.
struct MarkdownLinkRecognizer: BuiltInRecognizer {
    /// The profile without markdown links, whose rules count the posted text in a live document.
    let baseProfile: Profile
    /// Its recognizer, which finds the profile's own entities.
    let base: any EntityRecognizer

    /// The recognizer of `baseProfile` (a profile without markdown links) with markdown links added.
    init(baseProfile: Profile) {
        self.baseProfile = baseProfile
        base = baseProfile.recognizer
    }

    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
        let start = entities.count
        let outcome = base.recognize(request, into: &entities)
        guard case .scanned = outcome else { return outcome }
        var links: [Entity] = []
        switch request.scope {
        case .paragraph(let paragraph, _):
            MarkdownLinkRule.appendLinks(in: request.bytes, range: paragraph, into: &links)
        case .wholeText, .uncheckedWholeText:
            for paragraph in ParagraphBreaks.paragraphRanges(in: request.bytes, 0..<request.bytes.count) where !paragraph.isEmpty {
                MarkdownLinkRule.appendLinks(in: request.bytes, range: paragraph, into: &links)
            }
        }
        guard !links.isEmpty else { return outcome }
        Self.merge(links, into: &entities, from: start)
        // The base's count reuse may hold what a link now covers; the count scans for itself.
        return .scanned(nil)
    }

    /// Merges `links` into `entities[from...]` (both sorted, neither overlapping itself) by the one rule for a link
    /// that meets another entity: a link whose markup starts inside an entity of the profile is no link (the entity
    /// wins: a link written inside a URL is part of that URL, posted and counted as written); every other link stays,
    /// and the entities that start inside it go (a mention in a label is the label's text).
    static func merge(_ links: [Entity], into entities: inout [Entity], from start: Int) {
        var merged: [Entity] = []
        merged.reserveCapacity(entities.count - start + links.count)
        var linkIndex = 0
        for entity in entities[start...] {
            while linkIndex < links.count, links[linkIndex].range.lowerBound < entity.range.lowerBound {
                // A link before the entity: kept unless the last entity kept holds its start.
                let link = links[linkIndex]
                linkIndex += 1
                if let last = merged.last, last.range.contains(link.range.lowerBound) { continue }
                merged.append(link)
            }
            if let last = merged.last, last.kind == .link, last.range.overlaps(entity.range) { continue }
            merged.append(entity)
        }
        for link in links[linkIndex...] {
            if let last = merged.last, last.range.contains(link.range.lowerBound) { continue }
            merged.append(link)
        }
        entities.replaceSubrange(start..., with: merged)
    }

    func replyScreenName(in bytes: [UInt8]) -> String? { base.builtIn?.replyScreenName(in: bytes) }
    var hasReplies: Bool { base.detectsReplies }
    var entitiesStayBetweenSpaces: Bool { false }
    /// The base recognizer's: a near miss is the profile's own, whatever links lie around it.
    var nearMissRule: any NearMissRule { base.hintRule }

    /// The posted text as a document of its own (``MarkdownLinkDocumentState``), counted by `document`'s rule, with
    /// the base recognizer's state inside.
    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? {
        MarkdownLinkDocumentState(
            posting: baseProfile.policy.markdownLinkPosting,
            postedHighlighter: Highlighter(profile: baseProfile.counting(document.counting)),
            base: base.makeDocumentState(for: bytes, in: document), bytes: bytes, tree: document.tree)
    }
}

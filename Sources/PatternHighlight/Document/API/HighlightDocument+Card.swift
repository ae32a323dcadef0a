/// The document's card candidate (``LinkCard``), kept as it is edited.
extension HighlightDocument {
    /// The card of the whole text, found by walking the paragraphs that have entities from the text's start (the
    /// first link) or its end (the last).
    ///
    /// - Complexity: O(log n) per paragraph with entities walked before the card link.
    func findCard() -> LinkCard? {
        let finder = LinkCardFinder(policies: profile.focusedPolicies)
        let link: Entity?
        switch profile.focusedPolicies.cards.cardChoice {
        case .first: link = firstCardLink(startingAtOrAfter: 0, finder)
        case .last: link = lastCardLink(endingAtOrBefore: tree.summary.utf8, finder)
        }
        return link.map { finder.card(for: $0, following: bytes(after: $0.range.upperBound)) }
    }

    /// The card after an edit reported by `update`, the card before it being `old`: outside the changed range the
    /// entities are the old ones moved (``DocumentUpdate``'s promise), so the old card stands unless a link in the
    /// changed range comes before it (after it, for the last link) or the edit changed the card's own link; only
    /// then is the document walked from the changed range on.
    ///
    /// - Complexity: O(k) for the k entities of the update (only the links before the card, after it for the last
    ///   link, are looked at); plus the walk of ``findCard()`` from the changed range
    ///   when the card's own link was changed and no other link in the changed range replaces it.
    func card(after update: DocumentUpdate, old: LinkCard?) -> LinkCard? {
        guard let changed = update.changed.first, let last = update.changed.last else { return old.map(resettled) }
        let changedRange = changed.lowerBound..<last.upperBound
        let finder = LinkCardFinder(policies: profile.focusedPolicies)
        let moved: Range<Int>? = old.flatMap { old in
            let range = update.map(range: old.range)
            let touches = changedRange.isEmpty
                ? range.lowerBound < changedRange.lowerBound && changedRange.lowerBound < range.upperBound
                : range.lowerBound < changedRange.upperBound && changedRange.lowerBound < range.upperBound
            return touches || range.isEmpty ? nil : range
        }
        var link: Entity?
        switch profile.focusedPolicies.cards.cardChoice {
        case .first:
            // With the old card standing, only a link before it can take its place.
            if let moved, let old {
                link = update.entities.first { $0.range.lowerBound < moved.lowerBound && finder.offersCard($0) }
                if link == nil { return kept(old, at: moved, after: update) }
            } else {
                link = update.entities.first(where: finder.offersCard)
                if link == nil && old != nil { link = firstCardLink(startingAtOrAfter: changedRange.upperBound, finder) }
            }
        case .last:
            if let moved, let old {
                link = update.entities.last { $0.range.lowerBound > moved.lowerBound && finder.offersCard($0) }
                if link == nil { return kept(old, at: moved, after: update) }
            } else {
                link = update.entities.last(where: finder.offersCard)
                if link == nil && old != nil { link = lastCardLink(endingAtOrBefore: changedRange.lowerBound, finder) }
            }
        }
        return link.map { finder.card(for: $0, following: bytes(after: $0.range.upperBound)) }
    }

    /// The old card `old`, its link unchanged and now at `moved`: whether it is settled is read again only when the
    /// edit reached the bytes that decide it (up to ``LinkCardSettling/lookahead`` after the link).
    private func kept(_ old: LinkCard, at moved: Range<Int>, after update: DocumentUpdate) -> LinkCard {
        let replaced = update.replacedRange
        let decided = old.range.upperBound..<(old.range.upperBound + LinkCardSettling.lookahead)
        let reachesDecidingBytes = replaced.upperBound >= old.range.upperBound && replaced.lowerBound <= decided.upperBound
        let settled = reachesDecidingBytes ? isSettled(after: moved.upperBound) : old.isSettled
        return LinkCard(range: moved, url: old.url, isSettled: settled, isQuote: old.isQuote)
    }

    /// `card` with its ``LinkCard/isSettled`` read again.
    private func resettled(_ card: LinkCard) -> LinkCard {
        LinkCard(range: card.range, url: card.url, isSettled: isSettled(after: card.range.upperBound), isQuote: card.isQuote)
    }

    private func isSettled(after end: Int) -> Bool {
        let following = bytes(after: end)
        return LinkCardSettling.isSettled(following: following.bytes, reachesEnd: following.reachesEnd)
    }

    /// The bytes after `end` that decide whether a link ending there is settled.
    private func bytes(after end: Int) -> (bytes: ArraySlice<UInt8>, reachesEnd: Bool) {
        let upper = min(tree.summary.utf8, end + LinkCardSettling.lookahead)
        return (utf8Bytes(in: end..<upper)[...], upper == tree.summary.utf8)
    }

    /// The first link `finder` offers a card from that starts at or after `offset`.
    private func firstCardLink(startingAtOrAfter offset: Int, _ finder: LinkCardFinder) -> Entity? {
        guard offset < tree.summary.utf8 else { return nil }
        var located: ParagraphTree.Located? = tree.locate(offset, in: .utf8)
        while let paragraph = located {
            // Entity by entity, none listed: a long paragraph (a 20 MB line) may hold millions.
            let stored = paragraph.paragraph
            for index in stored.entityIndex(endingAfter: max(0, offset - paragraph.start))..<stored.entityCount {
                let entity = stored.entity(at: index, shift: paragraph.start)
                if entity.range.lowerBound >= offset && finder.offersCard(entity) { return entity }
            }
            located = tree.firstWithEntities(atOrAfter: paragraph.index + 1)
        }
        return nil
    }

    /// The last link `finder` offers a card from that ends at or before `offset`.
    private func lastCardLink(endingAtOrBefore offset: Int, _ finder: LinkCardFinder) -> Entity? {
        guard offset > 0 else { return nil }
        var located: ParagraphTree.Located? = tree.locate(offset - 1, in: .utf8)
        while let paragraph = located {
            // Entity by entity from the last that ends by `offset`, as in `firstCardLink`: every entity of an earlier
            // paragraph, else those before the first that ends after it.
            let stored = paragraph.paragraph
            let local = offset - paragraph.start
            let end = local >= stored.byteCount ? stored.entityCount : stored.entityIndex(endingAfter: local)
            for index in (0..<end).reversed() {
                let entity = stored.entity(at: index, shift: paragraph.start)
                if entity.range.upperBound <= offset && finder.offersCard(entity) { return entity }
            }
            located = tree.lastWithEntities(before: paragraph.index)
        }
        return nil
    }
}

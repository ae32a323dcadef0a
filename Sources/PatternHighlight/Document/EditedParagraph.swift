/// A paragraph just changed by a ``ParagraphEdit``, seen from its document: what the ``DocumentUpdate``
/// reports (the changed range, its entities and runs), worked out from the paragraph's old and new entities.
/// Every other paragraph was only moved by the edit, so the tree is asked for one of them only when the
/// paragraph has no entity on that side. Offsets are document UTF-8 offsets, new unless said otherwise.
///
/// The answers are those of the general path of `replace` (`HighlightDocument+Editing`), with the region
/// narrowed to the edit's window; the document differential tests check both against a full annotate.
struct EditedParagraph {
    /// The document after the edit.
    let tree: ParagraphTree
    /// The paragraph's index and first byte.
    let index: Int
    let start: Int
    /// The replaced range, in old offsets, and the change in length.
    let replaced: Range<Int>
    let delta: Int
    let outcome: ParagraphEdit.Outcome

    private var paragraph: StoredParagraph { outcome.paragraph }

    /// The index of the first entity of the paragraph that ends after `offset` (a document offset inside the
    /// paragraph, or its end). O(log e).
    private func firstIndex(endingAfter offset: Int) -> Int {
        paragraph.entityIndex(endingAfter: offset - start)
    }

    /// The index of the first entity of the paragraph that starts at or after `offset` (as above). O(log e).
    private func firstIndex(startingAtOrAfter offset: Int) -> Int {
        paragraph.entityIndex(startingAtOrAfter: offset - start)
    }
    private var newLength: Int { tree.summary.utf8 }

    // MARK: - The changed range

    /// Where the runs may differ from the old runs moved by the edit: the edit's region, widened over the
    /// plain run that crosses one of its edges when that run's far end (an entity boundary) has moved.
    ///
    /// - Complexity: O(log e) for e entities in the paragraph, plus O(log n) when it has none on one side.
    func changedRange() -> Range<Int> {
        let region = outcome.region
        let regionStart = start + region.lowerBound
        var changedStart = regionStart
        if regionStart > 0 {
            let first = firstIndex(startingAtOrAfter: regionStart)
            let new = first < paragraph.entityCount ? paragraph.storedEntity(at: first) : nil
            if !lands(outcome.oldFirstStart.map { start + $0 }, on: new.map { start + $0.range.lowerBound }) {
                changedStart = lastEntityEnd(atOrBefore: regionStart) ?? 0
            }
        }
        let regionEnd = start + region.upperBound
        var changedEnd = regionEnd
        if regionEnd < newLength {
            let nextStart = firstEntityStart(atOrAfter: regionEnd) ?? newLength
            if nextStart != regionEnd {
                let last = firstIndex(endingAfter: regionEnd) - 1
                let new = last >= 0 ? paragraph.storedEntity(at: last) : nil
                if !lands(outcome.oldLastEnd.map { start + $0 }, on: new.map { start + $0.range.upperBound }) {
                    changedEnd = nextStart
                }
            }
        }
        return changedStart..<changedEnd
    }

    /// Whether an old entity boundary in the paragraph lands on the new one (`nil`: the paragraph has none
    /// on that side, so both are the same boundary in another paragraph, which the edit only moved).
    private func lands(_ old: Int?, on new: Int?) -> Bool {
        switch (old, new) {
        case (nil, nil): return true
        case let (old?, new?): return moved(old) == new
        default: return false
        }
    }

    /// Where an old offset lands, or `nil` when the edit may have moved it (inside the replaced range).
    private func moved(_ offset: Int) -> Int? {
        if offset < replaced.lowerBound { return offset }
        if offset > replaced.upperBound || (offset == replaced.upperBound && !replaced.isEmpty) { return offset + delta }
        return nil
    }

    // MARK: - Entities and runs in a range of the paragraph

    /// The entities that intersect `range` (inside the paragraph, break included), as
    /// `HighlightDocument.entities(intersecting:)` reports them.
    ///
    /// - Complexity: O(log e + k) for k results.
    func entities(intersecting range: Range<Int>) -> [Entity] {
        var result: [Entity] = []
        let found = outcome.foundStart..<(outcome.foundStart + outcome.found.count)
        // From the first that ends after the range's start, to the first that starts at or after its end (an
        // empty range: its position).
        let first = firstIndex(endingAfter: max(range.lowerBound, start))
        let stop = range.isEmpty ? range.lowerBound : range.upperBound
        for index in first..<paragraph.entityCount {
            let stored = paragraph.storedEntity(at: index)
            if start + stored.range.lowerBound >= stop { break }
            let lower = start + stored.range.lowerBound
            let upper = start + stored.range.upperBound
            let intersects = range.isEmpty
                ? lower < range.lowerBound && range.lowerBound < upper
                : lower < range.upperBound && range.lowerBound < upper
            guard intersects else { continue }
            // The re-scan's own entities need no decoding; the others are read from storage.
            result.append(found.contains(index)
                ? outcome.found[index - outcome.foundStart].shifted(by: start)
                : paragraph.entity(at: index, shift: start))
        }
        return result
    }

    /// The runs that intersect `range` (inside the paragraph), whole, given the entities inside it, as
    /// `HighlightDocument.runs(intersecting:)` reports them.
    func runs(for inside: [Entity], intersecting range: Range<Int>) -> [Run] {
        RunBuilder.runs(
            for: inside, intersecting: range, length: newLength,
            lastEntityEnd: { lastEntityEnd(atOrBefore: $0) }, firstEntityStart: { firstEntityStart(atOrAfter: $0) })
    }

    // MARK: - Nearest entities

    /// The end of the last entity that ends at or before `offset` (in the paragraph), or `nil`.
    private func lastEntityEnd(atOrBefore offset: Int) -> Int? {
        let last = firstIndex(endingAfter: offset) - 1
        if last >= 0 { return start + paragraph.storedEntity(at: last).range.upperBound }
        guard let previous = tree.lastWithEntities(before: index), let entity = previous.paragraph.lastEntity
        else { return nil }
        return previous.start + entity.range.upperBound
    }

    /// The start of the first entity that starts at or after `offset` (in the paragraph, or at its end), or `nil`.
    private func firstEntityStart(atOrAfter offset: Int) -> Int? {
        let first = firstIndex(startingAtOrAfter: offset)
        if first < paragraph.entityCount { return start + paragraph.storedEntity(at: first).range.lowerBound }
        guard let next = tree.firstWithEntities(atOrAfter: index + 1), let entity = next.paragraph.firstEntity
        else { return nil }
        return next.start + entity.range.lowerBound
    }
}

/// Where a document's entities lie: the nearest entity boundary on either side of an offset, and the entities
/// and runs in a range. The one view of entity boundaries that the document's reads and every edit's
/// ``DocumentUpdate`` use.
///
/// The paragraph an edit just changed may be given (``edited``, with the entities its re-scan found): a
/// question about it needs neither a descent of the tree nor decoding entities again, so a keystroke asks the
/// tree only for the nearest entity in another paragraph, when its own has none on that side. Offsets are
/// document UTF-8 offsets.
struct EntityLookup {
    let tree: ParagraphTree
    /// The paragraph an edit just changed, with the entities its re-scan found, if any.
    let edited: RescannedRegion?

    init(_ tree: ParagraphTree, edited: RescannedRegion? = nil) {
        self.tree = tree
        self.edited = edited?.paragraph == nil ? nil : edited
    }

    /// The paragraph holding `offset` (its start at or before it, its end at or after it).
    ///
    /// - Complexity: O(1) for the edited paragraph, else O(log n).
    private func paragraph(holding offset: Int) -> ParagraphTree.Located {
        if let paragraph = edited?.paragraph, paragraph.start <= offset && offset <= paragraph.end { return paragraph }
        return tree.locate(offset, in: .utf8)
    }

    // MARK: - Nearest boundaries

    /// The start of the first entity that starts at or after `offset`, or `nil` when there is none.
    ///
    /// - Complexity: O(log n + log e) for e entities in the paragraph holding `offset` (plus O(log k) in a
    ///   paragraph of k chunks).
    func firstEntityStart(atOrAfter offset: Int) -> Int? {
        let located = paragraph(holding: offset)
        if let start = firstEntityStart(atOrAfter: offset, in: located) { return start }
        guard let next = tree.firstWithEntities(atOrAfter: located.index + 1), let entity = next.paragraph.firstEntity
        else { return nil }
        return next.start + entity.range.lowerBound
    }

    /// The end of the last entity that ends at or before `offset`, or `nil` when there is none.
    ///
    /// - Complexity: as ``firstEntityStart(atOrAfter:)``.
    func lastEntityEnd(atOrBefore offset: Int) -> Int? {
        let located = paragraph(holding: offset)
        if let end = lastEntityEnd(atOrBefore: offset, in: located) { return end }
        guard let previous = tree.lastWithEntities(before: located.index), let entity = previous.paragraph.lastEntity
        else { return nil }
        return previous.start + entity.range.upperBound
    }

    /// ``firstEntityStart(atOrAfter:)`` among the entities of `located` only (the paragraph holding `offset`).
    func firstEntityStart(atOrAfter offset: Int, in located: ParagraphTree.Located) -> Int? {
        let paragraph = located.paragraph
        let first = paragraph.entityIndex(startingAtOrAfter: offset - located.start)
        return first < paragraph.entityCount ? located.start + paragraph.storedEntity(at: first).range.lowerBound : nil
    }

    /// ``lastEntityEnd(atOrBefore:)`` among the entities of `located` only (the paragraph holding `offset`).
    func lastEntityEnd(atOrBefore offset: Int, in located: ParagraphTree.Located) -> Int? {
        let paragraph = located.paragraph
        let last = paragraph.entityIndex(endingAfter: min(offset - located.start, paragraph.byteCount)) - 1
        return last >= 0 ? located.start + paragraph.storedEntity(at: last).range.upperBound : nil
    }

    // MARK: - Entities and runs in a range

    /// The entities that intersect `range` (an empty range: the entities strictly around its position).
    ///
    /// - Complexity: O(log n + k) for k entities, plus the paragraphs at the ends of the range; O(log e + k)
    ///   for a range inside the edited paragraph.
    func entities(intersecting range: Range<Int>) -> [Entity] {
        var result: [Entity] = []
        if let paragraph = edited?.paragraph, range.lowerBound >= paragraph.start && range.upperBound <= paragraph.end {
            append(paragraph, intersecting: range, to: &result)
            return result
        }
        tree.forEach(overlapping: range, withEntitiesOnly: true) { located in append(located, intersecting: range, to: &result) }
        return result
    }

    /// Appends the entities of `located` that intersect `range`, in order.
    private func append(_ located: ParagraphTree.Located, intersecting range: Range<Int>, to result: inout [Entity]) {
        let paragraph = located.paragraph
        // The entities the edit's re-scan found need no decoding; the others are read from storage.
        let found = edited.flatMap { $0.paragraph?.index == located.index ? $0 : nil }
        let foundIndices = found.map { $0.foundIndex..<($0.foundIndex + $0.found.count) } ?? 0..<0
        // From the first entity that ends after the range's start (binary search: a long paragraph has many),
        // to the first that starts at or after its end (an empty range: its position).
        let first = paragraph.entityIndex(endingAfter: max(0, min(range.lowerBound - located.start, paragraph.byteCount)))
        let stop = range.isEmpty ? range.lowerBound : range.upperBound
        for index in first..<paragraph.entityCount {
            let stored = paragraph.storedEntity(at: index)
            let lower = stored.range.lowerBound + located.start
            let upper = stored.range.upperBound + located.start
            if lower >= stop { break }
            let intersects = range.isEmpty
                ? lower < range.lowerBound && range.lowerBound < upper
                : lower < range.upperBound && range.lowerBound < upper
            guard intersects else { continue }
            if let found, foundIndices.contains(index) {
                result.append(found.found[index - found.foundIndex].shifted(by: found.foundShift))
            } else {
                result.append(paragraph.entity(at: index, shift: located.start))
            }
        }
    }

    /// The runs that intersect `range`, whole (the first and last may reach beyond it), given `inside`, the
    /// entities that intersect it.
    func runs(for inside: [Entity], intersecting range: Range<Int>) -> [Run] {
        RunBuilder.runs(
            for: inside, intersecting: range, length: tree.summary.utf8,
            lastEntityEnd: { lastEntityEnd(atOrBefore: $0) }, firstEntityStart: { firstEntityStart(atOrAfter: $0) })
    }

    /// The runs that intersect `range`, whole.
    func runs(intersecting range: Range<Int>) -> [Run] {
        runs(for: entities(intersecting: range), intersecting: range)
    }
}

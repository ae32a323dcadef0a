/// Where a document's entities lie: the nearest entity boundary on either side of an offset, and the entities
/// and runs in a range. The one view of entity boundaries that the document's reads and every edit's
/// ``DocumentUpdate`` use.
///
/// The paragraph an edit just changed may be given (``EditedParagraph``, with the entities its re-scan found):
/// a question about it needs neither a descent of the tree nor decoding entities again, so a keystroke asks
/// the tree only for the nearest entity in another paragraph, when its own has none on that side. Offsets are
/// document UTF-8 offsets.
struct EntityLookup {
    /// What the lookup knows besides the tree: nothing, or where the edited paragraph lies. The paragraph
    /// itself is kept apart (``edited``), so that no question copies it out of a payload.
    private enum Scope {
        /// Every question goes to the tree.
        case document
        /// The edited paragraph, at `index`, from `start` to `end` (past its break).
        case editedParagraph(index: Int, start: Int, end: Int)
    }

    let tree: ParagraphTree
    private let scope: Scope
    /// The edited paragraph in ``Scope/editedParagraph(index:start:end:)``; an empty paragraph otherwise
    /// (empty arrays: costs no allocation). Read in place by every question.
    private let edited: StoredParagraph
    /// The entities the edit's re-scan found in ``edited`` (none without an edited paragraph).
    private let found: EditedParagraph.FoundEntities

    /// The lookup of `tree` alone: every question goes to the tree.
    init(_ tree: ParagraphTree) {
        self.init(tree, scope: .document, edited: StoredParagraph(bytes: [], entities: [], breakLength: 0), found: EditedParagraph.FoundEntities())
    }

    /// The lookup after an edit that changed `edited` (taken apart, not copied), or whole paragraphs (`nil`).
    init(_ tree: ParagraphTree, edited: consuming EditedParagraph?) {
        guard let edited = edited.take() else {
            self.init(tree)
            return
        }
        self.init(
            tree, scope: .editedParagraph(index: edited.index, start: edited.start, end: edited.end),
            edited: edited.paragraph, found: edited.found)
    }

    /// The lookup of `tree` in `scope`, `edited` and `found` its edited paragraph's (empty for the document).
    private init(_ tree: ParagraphTree, scope: Scope, edited: StoredParagraph, found: EditedParagraph.FoundEntities) {
        self.tree = tree
        self.scope = scope
        self.edited = edited
        self.found = found
    }

    /// The edited paragraph's index and start when `offset` lies in it (its start at or before it, its end at
    /// or after it); `nil` otherwise.
    private func editedParagraph(holding offset: Int) -> (index: Int, start: Int)? {
        guard case .editedParagraph(let index, let start, let end) = scope, start <= offset, offset <= end else { return nil }
        return (index, start)
    }

    // MARK: - Nearest boundaries

    /// The start of the first entity that starts at or after `offset`, or `nil` when there is none.
    ///
    /// - Complexity: O(log n + log e) for e entities in the paragraph holding `offset` (plus O(log k) in a
    ///   paragraph of k chunks); no descent of the tree for the edited paragraph when it has one there.
    func firstEntityStart(atOrAfter offset: Int) -> Int? {
        let index: Int
        if let (editedIndex, editedStart) = editedParagraph(holding: offset) {
            if let start = firstEntityStart(atOrAfter: offset, in: edited, at: editedStart) { return start }
            index = editedIndex
        } else {
            let located = tree.locate(offset, in: .utf8)
            if let start = firstEntityStart(atOrAfter: offset, in: located.paragraph, at: located.start) { return start }
            index = located.index
        }
        guard let next = tree.firstWithEntities(atOrAfter: index + 1), let entity = next.paragraph.firstEntity
        else { return nil }
        return next.start + entity.range.lowerBound
    }

    /// The end of the last entity that ends at or before `offset`, or `nil` when there is none.
    ///
    /// - Complexity: as ``firstEntityStart(atOrAfter:)``.
    func lastEntityEnd(atOrBefore offset: Int) -> Int? {
        let index: Int
        if let (editedIndex, editedStart) = editedParagraph(holding: offset) {
            if let end = lastEntityEnd(atOrBefore: offset, in: edited, at: editedStart) { return end }
            index = editedIndex
        } else {
            let located = tree.locate(offset, in: .utf8)
            if let end = lastEntityEnd(atOrBefore: offset, in: located.paragraph, at: located.start) { return end }
            index = located.index
        }
        guard let previous = tree.lastWithEntities(before: index), let entity = previous.paragraph.lastEntity
        else { return nil }
        return previous.start + entity.range.upperBound
    }

    /// ``firstEntityStart(atOrAfter:)`` among the entities of `paragraph` only, which starts at `start` and
    /// holds `offset`.
    private func firstEntityStart(atOrAfter offset: Int, in paragraph: StoredParagraph, at start: Int) -> Int? {
        let first = paragraph.entityIndex(startingAtOrAfter: offset - start)
        return first < paragraph.entityCount ? start + paragraph.storedEntity(at: first).range.lowerBound : nil
    }

    /// ``lastEntityEnd(atOrBefore:)`` among the entities of `paragraph` only, which starts at `start` and
    /// holds `offset`.
    private func lastEntityEnd(atOrBefore offset: Int, in paragraph: StoredParagraph, at start: Int) -> Int? {
        let last = paragraph.entityIndex(endingAfter: min(offset - start, paragraph.byteCount)) - 1
        return last >= 0 ? start + paragraph.storedEntity(at: last).range.upperBound : nil
    }

    // MARK: - Entities and runs in a range

    /// The entities that intersect `range` (an empty range: the entities strictly around its position).
    ///
    /// - Complexity: O(log n + k) for k entities, plus the paragraphs at the ends of the range; O(log e + k)
    ///   for a range inside the edited paragraph.
    func entities(intersecting range: Range<Int>) -> [Entity] {
        var result: [Entity] = []
        if case .editedParagraph(_, let start, let end) = scope, range.lowerBound >= start && range.upperBound <= end {
            append(edited, at: start, found: found.indices, intersecting: range, to: &result)
            return result
        }
        let editedIndex: Int? = if case .editedParagraph(let index, _, _) = scope { index } else { nil }
        // The whole text's entities (a `set`'s update) are counted in the tree: room for them at once, not grown by
        // doubling with the old buffer and the new one both held.
        if range.lowerBound <= 0 && range.upperBound >= tree.summary.utf8 { result.reserveCapacity(tree.summary.entities) }
        tree.forEach(overlapping: range, withEntitiesOnly: true) { located in
            let foundIndices = located.index == editedIndex ? found.indices : 0..<0
            append(located.paragraph, at: located.start, found: foundIndices, intersecting: range, to: &result)
        }
        return result
    }

    /// Appends the entities of `paragraph`, which starts at `start`, that intersect `range`, in order; those at
    /// the entity indices `foundIndices` are taken from ``found`` (the edited paragraph's).
    private func append(
        _ paragraph: StoredParagraph, at start: Int, found foundIndices: Range<Int>, intersecting range: Range<Int>,
        to result: inout [Entity]
    ) {
        // The entities the edit's re-scan found need no decoding; the others are read from storage.
        // From the first entity that ends after the range's start (binary search: a long paragraph has many),
        // to the first that starts at or after its end (an empty range: its position).
        let first = paragraph.entityIndex(endingAfter: max(0, min(range.lowerBound - start, paragraph.byteCount)))
        let stop = range.isEmpty ? range.lowerBound : range.upperBound
        for index in first..<paragraph.entityCount {
            let stored = paragraph.storedEntity(at: index)
            let lower = stored.range.lowerBound + start
            let upper = stored.range.upperBound + start
            if lower >= stop { break }
            let intersects = range.isEmpty
                ? lower < range.lowerBound && range.lowerBound < upper
                : lower < range.upperBound && range.lowerBound < upper
            guard intersects else { continue }
            if foundIndices.contains(index) {
                result.append(found.entity(at: index))
            } else {
                result.append(paragraph.entity(at: index, shift: start))
            }
        }
    }

    /// The runs that intersect `range`, whole (the first and last may reach beyond it), given `inside`, the
    /// entities that intersect it: the plain runs at either edge reach back to the end of the entity before
    /// (or 0) and on to the start of the entity after (or the end of the text).
    func runs(for inside: [Entity], intersecting range: Range<Int>) -> [Run] {
        let lower: Int
        if let first = inside.first, first.range.lowerBound <= range.lowerBound {
            lower = first.range.lowerBound
        } else {
            lower = lastEntityEnd(atOrBefore: range.lowerBound) ?? 0
        }
        let upper: Int
        if let last = inside.last, last.range.upperBound >= range.upperBound {
            upper = last.range.upperBound
        } else {
            upper = firstEntityStart(atOrAfter: range.upperBound) ?? tree.summary.utf8
        }
        return RunBuilder.runs(for: inside, covering: lower..<upper)
    }

    /// The runs that intersect `range`, whole.
    func runs(intersecting range: Range<Int>) -> [Run] {
        runs(for: entities(intersecting: range), intersecting: range)
    }
}

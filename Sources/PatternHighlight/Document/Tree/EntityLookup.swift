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
    /// The paragraph an edit just changed, when ``hasEdited``, and the entities its re-scan found (offsets
    /// `foundShift` short of the document's, stored from the paragraph's entity `foundIndex` on). Kept
    /// unwrapped (an empty paragraph when there is none): every question reads it in place, where unwrapping an
    /// optional would copy the paragraph on every question of a keystroke.
    private let edited: ParagraphTree.Located
    private let hasEdited: Bool
    private let found: [Entity]
    private let foundShift: Int
    private let foundIndex: Int

    /// Stands for ``edited`` when no paragraph was edited (empty arrays: costs no allocation).
    private static var noParagraph: ParagraphTree.Located {
        ParagraphTree.Located(paragraph: StoredParagraph(bytes: [], entities: [], breakLength: 0), before: .zero, own: .zero)
    }

    init(_ tree: ParagraphTree) {
        self.tree = tree
        self.edited = Self.noParagraph
        self.hasEdited = false
        self.found = []
        self.foundShift = 0
        self.foundIndex = 0
    }

    /// The lookup after an edit that re-scanned `rescanned` (taken apart, not copied).
    init(_ tree: ParagraphTree, edited rescanned: consuming RescannedRegion) {
        self.tree = tree
        if let paragraph = rescanned.paragraph.take() {
            self.edited = paragraph
            self.hasEdited = true
        } else {
            self.edited = Self.noParagraph
            self.hasEdited = false
        }
        self.found = rescanned.found
        self.foundShift = rescanned.foundShift
        self.foundIndex = rescanned.foundIndex
    }

    /// Whether `offset` lies in the edited paragraph (its start at or before it, its end at or after it).
    private func isInEdited(_ offset: Int) -> Bool {
        hasEdited && edited.start <= offset && offset <= edited.end
    }

    // MARK: - Nearest boundaries

    /// The start of the first entity that starts at or after `offset`, or `nil` when there is none.
    ///
    /// - Complexity: O(log n + log e) for e entities in the paragraph holding `offset` (plus O(log k) in a
    ///   paragraph of k chunks); no descent of the tree for the edited paragraph when it has one there.
    func firstEntityStart(atOrAfter offset: Int) -> Int? {
        let index: Int
        if isInEdited(offset) {
            if let start = firstEntityStart(atOrAfter: offset, in: edited) { return start }
            index = edited.index
        } else {
            let located = tree.locate(offset, in: .utf8)
            if let start = firstEntityStart(atOrAfter: offset, in: located) { return start }
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
        if isInEdited(offset) {
            if let end = lastEntityEnd(atOrBefore: offset, in: edited) { return end }
            index = edited.index
        } else {
            let located = tree.locate(offset, in: .utf8)
            if let end = lastEntityEnd(atOrBefore: offset, in: located) { return end }
            index = located.index
        }
        guard let previous = tree.lastWithEntities(before: index), let entity = previous.paragraph.lastEntity
        else { return nil }
        return previous.start + entity.range.upperBound
    }

    /// ``firstEntityStart(atOrAfter:)`` in the edited paragraph only when there is one (it holds `offset`),
    /// else in the document.
    func firstEntityStartInScope(atOrAfter offset: Int) -> Int? {
        guard hasEdited else { return firstEntityStart(atOrAfter: offset) }
        return firstEntityStart(atOrAfter: offset, in: edited)
    }

    /// ``lastEntityEnd(atOrBefore:)`` in the edited paragraph only when there is one (it holds `offset`), else
    /// in the document.
    func lastEntityEndInScope(atOrBefore offset: Int) -> Int? {
        guard hasEdited else { return lastEntityEnd(atOrBefore: offset) }
        return lastEntityEnd(atOrBefore: offset, in: edited)
    }

    /// ``firstEntityStart(atOrAfter:)`` among the entities of `located` only (the paragraph holding `offset`).
    private func firstEntityStart(atOrAfter offset: Int, in located: ParagraphTree.Located) -> Int? {
        let paragraph = located.paragraph
        let first = paragraph.entityIndex(startingAtOrAfter: offset - located.start)
        return first < paragraph.entityCount ? located.start + paragraph.storedEntity(at: first).range.lowerBound : nil
    }

    /// ``lastEntityEnd(atOrBefore:)`` among the entities of `located` only (the paragraph holding `offset`).
    private func lastEntityEnd(atOrBefore offset: Int, in located: ParagraphTree.Located) -> Int? {
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
        if hasEdited && range.lowerBound >= edited.start && range.upperBound <= edited.end {
            append(edited, intersecting: range, to: &result)
            return result
        }
        tree.forEach(overlapping: range, withEntitiesOnly: true) { located in append(located, intersecting: range, to: &result) }
        return result
    }

    /// Appends the entities of `located` that intersect `range`, in order.
    private func append(_ located: ParagraphTree.Located, intersecting range: Range<Int>, to result: inout [Entity]) {
        let paragraph = located.paragraph
        // The entities the edit's re-scan found need no decoding; the others are read from storage.
        let foundIndices = hasEdited && edited.index == located.index ? foundIndex..<(foundIndex + found.count) : 0..<0
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
            if foundIndices.contains(index) {
                result.append(found[index - foundIndex].shifted(by: foundShift))
            } else {
                result.append(paragraph.entity(at: index, shift: located.start))
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

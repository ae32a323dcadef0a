/// Where a document's entities lie: the nearest entity boundary on either side of an offset, and the entities
/// and runs in a range. The one view of entity boundaries that the document's reads and every edit's
/// ``DocumentUpdate`` use.
///
/// The paragraph an edit just changed may be given (with the entities its re-scan found): a
/// question about it needs neither a descent of the tree nor decoding entities again, so a keystroke asks the
/// tree only for the nearest entity in another paragraph, when its own has none on that side. Offsets are
/// document UTF-8 offsets.
struct EntityLookup {
    let tree: ParagraphTree
    /// The paragraph an edit just changed (its index, start and end; index -1 when there is none), and the
    /// entities its re-scan found (offsets `foundShift` short of the document's, stored from the paragraph's
    /// entity `foundIndex` on). Kept as plain fields, read in place: no copy of the paragraph per question.
    private let editedParagraph: StoredParagraph
    private let editedIndex: Int
    private let editedStart: Int
    private let editedEnd: Int
    private let found: [Entity]
    private let foundShift: Int
    private let foundIndex: Int

    init(_ tree: ParagraphTree, edited: RescannedRegion? = nil) {
        self.tree = tree
        if let edited, let paragraph = edited.paragraph {
            (editedParagraph, editedIndex, editedStart, editedEnd) = (paragraph.paragraph, paragraph.index, paragraph.start, paragraph.end)
            (found, foundShift, foundIndex) = (edited.found, edited.foundShift, edited.foundIndex)
        } else {
            (editedParagraph, editedIndex, editedStart, editedEnd) = (StoredParagraph(bytes: [], entities: [], breakLength: 0), -1, 0, -1)
            (found, foundShift, foundIndex) = ([], 0, 0)
        }
    }

    /// Whether an edited paragraph was given.
    private var hasEdited: Bool { editedIndex >= 0 }

    /// Whether `offset` lies in the edited paragraph (its start at or before it, its end at or after it).
    private func isInEdited(_ offset: Int) -> Bool { editedStart <= offset && offset <= editedEnd }

    // MARK: - Nearest boundaries

    /// The start of the first entity that starts at or after `offset`, or `nil` when there is none.
    ///
    /// - Complexity: O(log n + log e) for e entities in the paragraph holding `offset` (plus O(log k) in a
    ///   paragraph of k chunks); no descent of the tree for the edited paragraph when it has one there.
    func firstEntityStart(atOrAfter offset: Int) -> Int? {
        let index: Int
        if isInEdited(offset) {
            if let start = Self.firstEntityStart(atOrAfter: offset, in: editedParagraph, at: editedStart) { return start }
            index = editedIndex
        } else {
            let located = tree.locate(offset, in: .utf8)
            if let start = Self.firstEntityStart(atOrAfter: offset, in: located.paragraph, at: located.start) { return start }
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
            if let end = Self.lastEntityEnd(atOrBefore: offset, in: editedParagraph, at: editedStart) { return end }
            index = editedIndex
        } else {
            let located = tree.locate(offset, in: .utf8)
            if let end = Self.lastEntityEnd(atOrBefore: offset, in: located.paragraph, at: located.start) { return end }
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
        return Self.firstEntityStart(atOrAfter: offset, in: editedParagraph, at: editedStart)
    }

    /// ``lastEntityEnd(atOrBefore:)`` in the edited paragraph only when there is one (it holds `offset`), else
    /// in the document.
    func lastEntityEndInScope(atOrBefore offset: Int) -> Int? {
        guard hasEdited else { return lastEntityEnd(atOrBefore: offset) }
        return Self.lastEntityEnd(atOrBefore: offset, in: editedParagraph, at: editedStart)
    }

    /// ``firstEntityStart(atOrAfter:)`` among the entities of `paragraph` (starting at `start`) only.
    private static func firstEntityStart(atOrAfter offset: Int, in paragraph: StoredParagraph, at start: Int) -> Int? {
        let first = paragraph.entityIndex(startingAtOrAfter: offset - start)
        return first < paragraph.entityCount ? start + paragraph.storedEntity(at: first).range.lowerBound : nil
    }

    /// ``lastEntityEnd(atOrBefore:)`` among the entities of `paragraph` (starting at `start`) only.
    private static func lastEntityEnd(atOrBefore offset: Int, in paragraph: StoredParagraph, at start: Int) -> Int? {
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
        if range.lowerBound >= editedStart && range.upperBound <= editedEnd {
            append(editedParagraph, index: editedIndex, at: editedStart, intersecting: range, to: &result)
            return result
        }
        tree.forEach(overlapping: range, withEntitiesOnly: true) { located in
            append(located.paragraph, index: located.index, at: located.start, intersecting: range, to: &result)
        }
        return result
    }

    /// Appends the entities of `paragraph` (number `index`, starting at `start`) that intersect `range`, in order.
    private func append(
        _ paragraph: StoredParagraph, index paragraphIndex: Int, at start: Int, intersecting range: Range<Int>,
        to result: inout [Entity]
    ) {
        // The entities the edit's re-scan found need no decoding; the others are read from storage.
        let foundIndices = paragraphIndex == editedIndex ? foundIndex..<(foundIndex + found.count) : 0..<0
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
                result.append(found[index - foundIndex].shifted(by: foundShift))
            } else {
                result.append(paragraph.entity(at: index, shift: start))
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

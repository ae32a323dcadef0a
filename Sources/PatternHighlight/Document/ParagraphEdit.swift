/// An edit inside one paragraph's content that neither removes nor inserts a paragraph break — typing,
/// backspace, a word pasted or cut — applied to the stored paragraph in place: the bytes change in their own
/// storage, only the window around the edit (``ParagraphWindow``) is re-scanned, and the entities outside it
/// are the old ones, moved. This is the keystroke path of ``HighlightDocument``; edits that touch a break go
/// through ``ParagraphScanner``.
struct ParagraphEdit {
    /// The replaced range, in offsets of the paragraph, inside its content (break excluded).
    let range: Range<Int>
    /// The replacement: valid UTF-8 holding no paragraph break.
    let inserted: [UInt8]

    /// What applying the edit did, for working out which runs changed.
    struct Outcome {
        /// Where the entities may differ from the old ones moved, in offsets of the new paragraph: the
        /// re-scanned window, or the whole paragraph (break included) when it was re-scanned whole.
        let region: Range<Int>
        /// The end of ``region`` in offsets of the old paragraph.
        let oldRegionEnd: Int
        /// Before the edit: the start of the first entity at or after the region's start, and the end of the
        /// last entity at or before its end (old offsets of the paragraph; `nil`: none in the paragraph).
        let oldFirstStart: Int?
        let oldLastEnd: Int?
        /// The paragraph after the edit (its storage shared with the tree until the outcome is dropped).
        let paragraph: StoredParagraph
        /// The entities the re-scan found (offsets of the paragraph), stored from index `foundStart` of the
        /// paragraph's entities: the update reports these without decoding them again.
        let found: [Entity]
        let foundStart: Int
    }

    /// Applies the edit to `paragraph`, whose totals are `own`, and re-highlights it.
    ///
    /// - Parameters:
    ///   - isLast: whether the paragraph ends the document (a trailing lone sigil may then be reported).
    ///   - windowThreshold: content length from which only a window is re-scanned.
    /// - Returns: the paragraph's new totals and what changed.
    /// - Complexity: O(w + e + r) for a window of w bytes, e entities in the paragraph and r bytes moved by
    ///   the edit inside the paragraph's storage (no copy when the storage is not shared).
    func apply(
        to paragraph: inout StoredParagraph, own: ParagraphSummary, isLast: Bool, windowThreshold: Int,
        highlighter: Highlighter, recorder: ScanRecorder?
    ) -> (own: ParagraphSummary, result: Outcome) {
        let oldCount = paragraph.bytes.count
        let removed = ParagraphSummary.counting(paragraph.bytes[range])
        let added = ParagraphSummary.counting(inserted[...])
        paragraph.bytes.replaceSubrange(range, with: inserted)
        let delta = inserted.count - range.count
        let contentEnd = paragraph.contentRange.upperBound

        // The window, unless the paragraph is re-scanned whole (short, custom patterns, an old entity across
        // a window edge: impossible for a profile true to `entitiesStayBetweenSpaces`, but then be safe).
        // The old entities are sorted: those before the region (`..<firstInside`) stay, those after it
        // (`firstAfter...`) move, those inside are replaced; binary search finds both edges.
        var scanned = 0..<contentEnd
        var region = 0..<paragraph.bytes.count
        var oldRegionEnd = oldCount
        var firstInside = 0
        var firstAfter = paragraph.entities.count
        var windowed = false
        if ParagraphWindow.applies(to: highlighter, contentLength: contentEnd, threshold: windowThreshold) {
            let window = ParagraphWindow.bounds(
                in: paragraph.bytes, contentEnd: contentEnd, editStart: range.lowerBound,
                insertedEnd: range.lowerBound + inserted.count)
            let oldUpper = window.upperBound - delta
            // (Read in place: a copy of the array would make the change below copy its storage.)
            let inside = ParagraphWindow.partitionPoint(paragraph.entities) { $0.range.upperBound <= window.lowerBound }
            let after = ParagraphWindow.partitionPoint(paragraph.entities) { $0.range.lowerBound < oldUpper }
            let crossed = (inside < paragraph.entities.count && paragraph.entities[inside].range.lowerBound < window.lowerBound)
                || (after > 0 && paragraph.entities[after - 1].range.upperBound > oldUpper)
            if !crossed {
                (scanned, region, oldRegionEnd, firstInside, firstAfter, windowed) = (window, window, oldUpper, inside, max(inside, after), true)
            }
        }
        // Before the entities change: the boundaries `EditedParagraph` compares with the new ones.
        let oldFirstStart = firstInside < paragraph.entities.count ? paragraph.entities[firstInside].range.lowerBound : nil
        let oldLastEnd = firstAfter > 0 ? paragraph.entities[firstAfter - 1].range.upperBound : nil

        var found: [Entity] = []
        var warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)] = []
        if !scanned.isEmpty {
            recorder?.record(paragraph.bytes[scanned])
            var budget = ScanBudget()  // one scan of one paragraph
            let scan = highlighter.scan(paragraph.bytes, paragraph: scanned, budget: &budget)
            found = scan.entities
            warnings = scan.warnings.map { ($0.kind, $0.reason) }
        }
        // Only custom patterns warn, and they rule windows out: a windowed paragraph has no warnings to keep.
        if !windowed { paragraph.warnings = warnings }

        // In place: the entities after the region are shifted in their storage, not copied.
        let bytes = paragraph.bytes
        paragraph.entities.replaceSubrange(firstInside..<firstAfter, with: found.map { StoredEntity($0, in: bytes, offset: 0) })
        let moved = (firstInside + found.count)..<paragraph.entities.count
        if delta != 0 { for index in moved { paragraph.entities[index].move(by: delta) } }
        if paragraph.entities[moved].contains(where: \.isPartial) {  // a trailing sigil: found again below if still there
            paragraph.entities.replaceSubrange(moved, with: paragraph.entities[moved].filter { !$0.isPartial })
        }
        if isLast, let sigil = highlighter.trailingSigil(in: paragraph.bytes, lastEntityEnd: paragraph.entities.last?.range.upperBound) {
            paragraph.entities.append(StoredEntity(sigil, in: paragraph.bytes, offset: 0))
        }

        // The totals move by what was removed and inserted: no pass over the whole paragraph.
        var summary = own
        summary.utf8 += delta
        summary.utf16 += added.utf16 - removed.utf16
        summary.scalars += added.scalars - removed.scalars
        summary.entities = paragraph.entities.count
        return (summary, Outcome(
            region: region, oldRegionEnd: oldRegionEnd, oldFirstStart: oldFirstStart, oldLastEnd: oldLastEnd,
            paragraph: paragraph, found: found, foundStart: firstInside))
    }
}

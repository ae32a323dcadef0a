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
    ///   - chunkSize: a flat paragraph whose content is at least twice this long, re-scanned in windows, is
    ///     first cut into chunks of about this size (``ParagraphChunk``); 0 keeps it flat.
    /// - Returns: the paragraph's new totals and what changed.
    /// - Complexity: O(w + e + r) for a window of w bytes, e entities in the paragraph (those after the window
    ///   are shifted in place, a few instructions each) and r bytes moved by the edit inside the paragraph's
    ///   storage (no copy when the storage is not shared); in a chunked paragraph, e and r are those of the
    ///   edited chunk, plus O(log k) for k chunks (``applyChunked(to:own:isLast:windowThreshold:chunkSize:highlighter:recorder:)``).
    ///   Cutting a paragraph into chunks, once, costs O(p) for p bytes.
    func apply(
        to paragraph: inout StoredParagraph, own: ParagraphSummary, isLast: Bool, windowThreshold: Int,
        chunkSize: Int = ParagraphChunk.defaultSize, highlighter: Highlighter, recorder: ScanRecorder?
    ) -> (own: ParagraphSummary, result: Outcome) {
        if !paragraph.isChunked && chunkSize > 0 && paragraph.contentRange.upperBound >= 2 * chunkSize
            && ParagraphWindow.applies(to: highlighter, contentLength: paragraph.contentRange.upperBound, threshold: windowThreshold) {
            paragraph.cutIntoChunks(size: chunkSize)  // once: O(p), then every edit touches one chunk
        }
        if paragraph.isChunked {
            return applyChunked(
                to: &paragraph, own: own, isLast: isLast, windowThreshold: windowThreshold, chunkSize: max(chunkSize, 1),
                highlighter: highlighter, recorder: recorder)
        }
        return applyFlat(to: &paragraph, own: own, isLast: isLast, windowThreshold: windowThreshold,
                         highlighter: highlighter, recorder: recorder)
    }

    /// ``apply(to:own:isLast:windowThreshold:chunkSize:highlighter:recorder:)`` on a flat paragraph (or one
    /// chunk seen as a paragraph).
    func applyFlat(
        to paragraph: inout StoredParagraph, own: ParagraphSummary, isLast: Bool, windowThreshold: Int,
        highlighter: Highlighter, recorder: ScanRecorder?
    ) -> (own: ParagraphSummary, result: Outcome) {
        let oldCount = paragraph.flatBytes.count
        let removed = ParagraphSummary.counting(paragraph.flatBytes[range])
        let added = ParagraphSummary.counting(inserted[...])
        paragraph.flatBytes.replaceSubrange(range, with: inserted)
        let delta = inserted.count - range.count
        let plan = Self.plan(
            for: paragraph, editStart: range.lowerBound, insertedEnd: range.lowerBound + inserted.count,
            oldCount: oldCount, delta: delta, threshold: windowThreshold, highlighter: highlighter)
        let (scanned, region, oldRegionEnd) = (plan.scanned, plan.region, plan.oldRegionEnd)
        let (firstInside, firstAfter) = (plan.replaced.lowerBound, plan.replaced.upperBound)
        // Before the entities change: the boundaries `EditedParagraph` compares with the new ones.
        let oldFirstStart = firstInside < paragraph.flatEntities.count ? paragraph.flatEntities[firstInside].range.lowerBound : nil
        let oldLastEnd = firstAfter > 0 ? paragraph.flatEntities[firstAfter - 1].range.upperBound : nil

        var found: [Entity] = []
        var warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)] = []
        if !scanned.isEmpty {
            recorder?.record(paragraph.flatBytes[scanned])
            var budget = ScanBudget()  // one scan of one paragraph
            let scan = highlighter.scan(paragraph.flatBytes, paragraph: scanned, budget: &budget)
            found = scan.entities
            warnings = scan.warnings.map { ($0.kind, $0.reason) }
        }
        // Only custom patterns warn, and they rule windows out: a windowed paragraph has no warnings to keep.
        if !plan.windowed { paragraph.warnings = warnings }

        // In place: the entities after the region are shifted in their storage, not copied.
        let bytes = paragraph.flatBytes
        paragraph.flatEntities.replaceSubrange(firstInside..<firstAfter, with: found.lazy.map { StoredEntity($0, in: bytes, offset: 0) })
        let moved = (firstInside + found.count)..<paragraph.flatEntities.count
        if delta != 0 {
            paragraph.flatEntities.withUnsafeMutableBufferPointer { entities in
                for index in moved { entities[index].move(by: delta) }
            }
        }
        // A partial entity is a trailing sigil, always the paragraph's last: found again below if still there.
        if let last = paragraph.flatEntities.last, last.isPartial, moved.contains(paragraph.flatEntities.count - 1) {
            paragraph.flatEntities.removeLast()
        }
        if isLast, let sigil = highlighter.trailingSigil(in: paragraph.flatBytes, lastEntityEnd: paragraph.flatEntities.last?.range.upperBound) {
            paragraph.flatEntities.append(StoredEntity(sigil, in: paragraph.flatBytes, offset: 0))
        }

        // The totals move by what was removed and inserted: no pass over the whole paragraph.
        var summary = own
        summary.utf8 += delta
        summary.utf16 += added.utf16 - removed.utf16
        summary.scalars += added.scalars - removed.scalars
        summary.entities = paragraph.flatEntities.count
        return (summary, Outcome(
            region: region, oldRegionEnd: oldRegionEnd, oldFirstStart: oldFirstStart, oldLastEnd: oldLastEnd,
            paragraph: paragraph, found: found, foundStart: firstInside))
    }

    /// What an edit re-scans and which old entities that replaces.
    private struct Plan {
        /// The bytes to re-scan (new offsets of the paragraph).
        var scanned: Range<Int>
        /// Where the entities may change (new offsets), and its end in old offsets.
        var region: Range<Int>
        var oldRegionEnd: Int
        /// The indices of the old entities inside the region: those before it stay, those after it move.
        var replaced: Range<Int>
        /// Whether only a window is re-scanned.
        var windowed: Bool
    }

    /// The window around the edit (`editStart..<insertedEnd` of `paragraph`, which holds the new bytes and
    /// still the old entities) when it applies, else the whole paragraph: short, custom patterns, or an old
    /// entity across a window edge (impossible for a profile true to `entitiesStayBetweenSpaces`, but then
    /// be safe). The old entities are sorted, so binary search finds the region's edges among them.
    ///
    /// - Complexity: O(w + log e) for a window of w bytes and e entities.
    private static func plan(
        for paragraph: StoredParagraph, editStart: Int, insertedEnd: Int, oldCount: Int, delta: Int, threshold: Int,
        highlighter: Highlighter
    ) -> Plan {
        let contentEnd = paragraph.contentRange.upperBound
        let whole = Plan(scanned: 0..<contentEnd, region: 0..<paragraph.flatBytes.count, oldRegionEnd: oldCount,
                         replaced: 0..<paragraph.flatEntities.count, windowed: false)
        guard ParagraphWindow.applies(to: highlighter, contentLength: contentEnd, threshold: threshold) else { return whole }
        let window = ParagraphWindow.bounds(in: paragraph.flatBytes, contentEnd: contentEnd, editStart: editStart, insertedEnd: insertedEnd)
        let oldUpper = window.upperBound - delta
        let entities = paragraph.flatEntities
        let inside = ParagraphWindow.partitionPoint(entities) { $0.range.upperBound <= window.lowerBound }
        let after = ParagraphWindow.partitionPoint(entities) { $0.range.lowerBound < oldUpper }
        let crossed = (inside < entities.count && entities[inside].range.lowerBound < window.lowerBound)
            || (after > 0 && entities[after - 1].range.upperBound > oldUpper)
        if crossed { return whole }
        return Plan(scanned: window, region: window, oldRegionEnd: oldUpper, replaced: inside..<max(inside, after), windowed: true)
    }
}

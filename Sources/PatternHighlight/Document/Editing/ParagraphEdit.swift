/// An edit inside one paragraph's content that neither removes nor inserts a paragraph break — typing,
/// backspace, a word pasted or cut — in offsets of the paragraph. This is the keystroke path of
/// ``HighlightDocument``: in one descent of the tree (``apply(_:in:inserting:to:caret:settings:)``), the
/// paragraph is found and its offsets converted
/// (``init(_:in:inserted:paragraph:before:own:document:caret:maximumTextBytes:)``), then the edit is applied in
/// place (``apply(to:own:isLast:startsText:settings:)``): the bytes change in their own storage, only the window around
/// the edit (``RescanSpan``) is re-scanned, and the entities outside it are the old ones, moved. Edits that
/// touch a break re-scan whole paragraphs (`HighlightDocument.replaceParagraphs(_:with:)`).
struct ParagraphEdit {
    /// The replaced range, in offsets of the paragraph, inside its content (break excluded).
    let range: Range<Int>
    /// The replacement: valid UTF-8 holding no paragraph break.
    let inserted: [UInt8]

    /// What applying an edit needs besides the paragraph.
    struct Settings {
        let highlighter: Highlighter
        /// Content length from which only a window is re-scanned (``RescanSpan``).
        let windowThreshold: Int
        /// A flat paragraph whose content is at least twice this long, re-scanned in windows, is first cut into
        /// chunks of about this size (``ParagraphChunks``); 0 keeps it flat.
        let chunkSize: Int
        let recorder: ScanRecorder?
        /// The document's profile states, when they read the bytes an edit removes: the edit asks them whether it
        /// leaves them as they are, and hands over the bytes it removed when not (``RescannedRegion/removedBytes``).
        var removedBytesReader: ProfileDocumentStates? = nil
        /// How the document counts its text (the profile's rule).
        var counting: CountingRule { highlighter.profile.counting }
    }

    init(range: Range<Int>, inserted: [UInt8]) {
        self.range = range
        self.inserted = inserted
    }

    // MARK: - Steps 1 and 2 in one descent of the tree

    /// Steps 1 and 2 of `HighlightDocument.replace` for an edit of `range` (in `unit`) → `inserted` (valid UTF-8)
    /// that stays inside one paragraph's content and neither removes nor inserts a break: one descent of `tree`
    /// locates the paragraph, converts the offsets there (step 1, the initializer) and applies the edit in
    /// place (step 2, ``apply(to:own:isLast:startsText:settings:)``); `nil` for any other edit, the tree unchanged.
    ///
    /// - Parameter caret: where the last edit left the caret, to count offsets from (`nil`: unknown).
    /// - Returns: what the edit changed (document offsets) and the paragraph after it.
    /// - Throws: ``DocumentError`` as `replace` does, in its order, before the paragraph changes; the tree is
    ///   then unchanged.
    /// - Complexity: O(log n + d + w + e) for n paragraphs, d the bytes between an offset and the nearer of
    ///   its paragraph's (or chunk's) start and the caret, a re-scanned window of w bytes and e entities in
    ///   the paragraph, or in its chunk when it is stored in chunks (plus O(log k) for k chunks), plus moving
    ///   those bytes after the edit. No allocation for the tree unless another copy of the document shares it.
    static func apply(
        _ range: Range<Int>, in unit: OffsetUnit, inserting inserted: [UInt8], to tree: inout ParagraphTree,
        caret: KnownOffset?, settings: Settings
    ) throws(DocumentError) -> (rescanned: RescannedRegion, edited: EditedParagraph)? {
        guard !ParagraphBreaks.containsBreak(inserted) else { return nil }
        let document = tree.summary
        // The result is the body's, moved out of the descent (a captured optional set inside the body would
        // be copied in and out of it).
        return try tree.updateParagraph(containing: range.lowerBound, in: unit) {
            (paragraph, before, own) throws(DocumentError) -> (own: ParagraphSummary, result: (RescannedRegion, EditedParagraph)?) in
            guard let edit = try ParagraphEdit(
                range, in: unit, inserted: inserted, paragraph: paragraph, before: before, own: own,
                document: document, caret: caret, maximumTextBytes: settings.highlighter.maximumTextBytes)
            else { return (own, nil) }
            let index = before.paragraphs
            var (newOwn, rescanned, found) = edit.apply(
                to: &paragraph, own: own, isLast: index == document.paragraphs - 1, startsText: index == 0,
                settings: settings)
            rescanned.move(by: before.utf8)
            rescanned.paragraphs = index..<(index + 1)
            found.move(by: before.utf8, entities: 0)
            let edited = EditedParagraph(
                paragraph: paragraph, index: index, start: before.utf8, end: before.utf8 + newOwn.utf8, found: found)
            return (newOwn, (rescanned, edited))
        }
    }

    // MARK: - Step 1: locate the edit in the paragraph

    /// The document edit `range` (in `unit`) → `inserted` (valid UTF-8, no break) as an edit of `paragraph`, the
    /// paragraph holding `range.lowerBound`, which comes after the totals `before` in a document whose totals
    /// are `document`; `nil` when the edit does not stay inside the paragraph's content. Makes `replace`'s
    /// checks in its order; the offsets are counted from the nearest of the paragraph's (or chunk's) start
    /// and `caret`.
    ///
    /// Emptying a paragraph whose break is an LF right after a paragraph ending in a lone CR would join the two
    /// breaks into one CRLF: such an edit (deleting a whole paragraph's text) is left to the paragraphs path.
    ///
    /// - Returns: the range in document UTF-8 offsets, and the edit.
    /// - Throws: ``DocumentError`` as `replace` does.
    /// - Complexity: O(d), d the bytes between an offset and the nearer of its paragraph's (or chunk's) start
    ///   and `caret`.
    init?(
        _ range: Range<Int>, in unit: OffsetUnit, inserted: [UInt8], paragraph: StoredParagraph,
        before: ParagraphSummary, own: ParagraphSummary, document: ParagraphSummary, caret: KnownOffset?,
        maximumTextBytes: Int
    ) throws(DocumentError) {
        let start = before.utf8
        let lower = try paragraph.utf8Offset(range.lowerBound, from: unit, before: before, near: caret, nil)
        var upper = lower
        if !range.isEmpty {
            let length = document.length(in: unit)
            guard range.upperBound <= length else {
                throw .offsetOutOfRange(offset: range.upperBound, unit: unit, length: length)
            }
            guard range.upperBound < before.length(in: unit) + own.length(in: unit) else { return nil }
            upper = try paragraph.utf8Offset(
                range.upperBound, from: unit, before: before,
                near: KnownOffset(unit: unit, offset: range.lowerBound, utf8: lower), caret)
        }
        let newLength = document.utf8 - (upper - lower) + inserted.count
        if newLength > maximumTextBytes && inserted.count > upper - lower {
            throw .tooLarge(length: newLength, limit: maximumTextBytes)
        }
        let contentEnd = start + paragraph.contentRange.upperBound
        guard upper <= contentEnd else { return nil }
        let emptiesParagraph = lower == start && upper == contentEnd && inserted.isEmpty
        if emptiesParagraph && before.paragraphs > 0 && paragraph.breakLength == 1 && paragraph.lastByte == 0x0A { return nil }
        self.init(range: (lower - start)..<(upper - start), inserted: inserted)
    }

    // MARK: - Step 2: apply the edit — choose the window, re-scan it, splice the result in

    /// Applies the edit to `paragraph`, whose totals are `own`, and re-highlights it: in the paragraph's
    /// storage when flat, in the one chunk holding the edit when chunked (a flat paragraph long enough is cut
    /// into chunks first, once).
    ///
    /// - Parameters:
    ///   - isLast: whether the paragraph ends the document (a trailing lone sigil may then be reported).
    ///   - startsText: whether the paragraph begins the document (a profile may treat the text's start apart: its
    ///     URL rule, say).
    /// - Returns: the paragraph's new totals, and what was re-scanned (offsets of the paragraph; the replaced
    ///   range is this edit's).
    /// - Complexity: O(w + e + r) for a window of w bytes, e entities in the paragraph (those after the window
    ///   are shifted in place, a few instructions each) and r bytes moved by the edit inside the paragraph's
    ///   storage (no copy when the storage is not shared); in a chunked paragraph, e and r are those of the
    ///   edited chunk, plus O(log k) for k chunks. Cutting a paragraph into chunks, once, costs O(p) for p bytes.
    func apply(
        to paragraph: inout StoredParagraph, own: ParagraphSummary, isLast: Bool, startsText: Bool, settings: Settings
    ) -> (own: ParagraphSummary, rescanned: RescannedRegion, found: EditedParagraph.FoundEntities) {
        let contentEnd = paragraph.contentRange.upperBound
        if settings.chunkSize > 0, contentEnd >= 2 * settings.chunkSize,
           RescanSpan.applies(to: settings.highlighter, contentLength: contentEnd, threshold: settings.windowThreshold) {
            paragraph.cutIntoChunks { piece in  // once: O(p), then every edit touches one chunk
                ParagraphChunks(
                    cutting: piece, contentEnd: contentEnd, size: settings.chunkSize, counting: settings.counting,
                    startsText: startsText)
            }
        }
        let breakLength = paragraph.breakLength
        let (change, rescanned, found, warnings) = paragraph.changeStorage(
            flat: { piece in
                rescan(&piece, contentEnd: contentEnd, endsDocument: isLast, startsText: startsText, settings: settings)
            },
            chunked: { chunks in
                let (change, rescanned, found) = apply(
                    to: &chunks, breakLength: breakLength, isLast: isLast, startsText: startsText, settings: settings)
                return (change, rescanned, found, nil)
            })
        // Only custom patterns warn, and they rule windows out: a windowed paragraph has no warnings to keep.
        if let warnings { paragraph.warnings = warnings }
        return (own + change, rescanned, found)
    }

    /// ``apply(to:own:isLast:startsText:settings:)`` in a chunked paragraph: in the chunk holding the edit's start.
    ///
    /// The chunk is scanned exactly as the paragraph would be: it starts after a space (or at the paragraph
    /// start) and, unless it is the last, ends with a space that the edit does not touch (an edit reaching
    /// that space first merges the chunk with the next). So the window around the edit inside the chunk is
    /// the paragraph's window, and the chunk re-scanned whole (when it is short) is a valid window too.
    ///
    /// - Complexity: O(log k + c + w) for k chunks of at most c bytes and a window of w bytes (the later chunks
    ///   move with one O(log k) update of ``ChunkTotals``); O(k + the bytes of the chunks an edit spans) when
    ///   it spans several or splits its chunk.
    private func apply(
        to chunks: inout ParagraphChunks, breakLength: UInt8, isLast: Bool, startsText: Bool, settings: Settings
    ) -> (change: ParagraphSummary, rescanned: RescannedRegion, found: EditedParagraph.FoundEntities) {
        let (index, before) = chunks.chunk(containing: range.lowerBound)
        let chunkStart = before.utf8
        let oldTotal = chunks.totals.total
        // The edit may not reach a chunk's closing space: merge the chunks it reaches into one.
        while index + 1 < chunks.chunks.count && !range.isEmpty
            && range.upperBound >= chunkStart + chunks.chunks[index].bytes.count {
            chunks.mergeChunk(index)
        }
        let isLastChunk = index == chunks.chunks.count - 1

        var chunk = chunks.chunks[index]
        chunks.chunks[index] = .empty  // so that `chunk` holds the only reference to its storage
        let local = ParagraphEdit(range: (range.lowerBound - chunkStart)..<(range.upperBound - chunkStart), inserted: inserted)
        var (change, rescanned, found, _) = local.rescan(
            &chunk, contentEnd: chunk.bytes.count - (isLastChunk ? Int(breakLength) : 0),
            endsDocument: isLast && isLastChunk, startsText: startsText && index == 0, settings: settings)
        chunks.chunks[index] = chunk

        // The later chunks move by the chunk's change: one update of the totals, no later chunk touched.
        if change != .zero { chunks.totals.add(change, toChunk: index) }
        // Only an edit at the chunk's first byte can leave it joined to the space before it.
        let holder = range.lowerBound == chunkStart
            ? chunks.mergeIfNotAtCountCut(index, counting: settings.counting, startsText: startsText) : index
        chunks.splitChunkIfLong(
            holder, size: max(settings.chunkSize, 1), breakLength: breakLength, counting: settings.counting,
            startsText: startsText)

        rescanned.move(by: chunkStart)
        found.move(by: chunkStart, entities: before.entities)
        // The paragraph's change: the chunk's, and the count of a chunk merged because of it taken again.
        return (chunks.totals.total - oldTotal, rescanned, found)
    }

    /// Applies the edit to one piece of a paragraph (the paragraph itself when flat, or one chunk, whose
    /// content ends at `contentEnd` before the edit) and re-scans the window around it, or the whole piece.
    ///
    /// - Returns: the change of the piece's totals, what was re-scanned (offsets of the piece), the entities
    ///   the scan found, and its warnings when the whole piece was re-scanned (`nil` for a window).
    private func rescan(
        _ piece: inout ParagraphPiece, contentEnd oldContentEnd: Int, endsDocument: Bool, startsText: Bool,
        settings: Settings
    ) -> (
        change: ParagraphSummary, rescanned: RescannedRegion, found: EditedParagraph.FoundEntities,
        warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)]?
    ) {
        let oldEntityCount = piece.entities.count
        // The count changes only between the count cuts around the edit: that piece is counted before and after.
        let recounted = CountCuts.piece(in: piece.bytes, segment: 0..<piece.bytes.count, around: range)
        let countsTextStart = startsText && recounted.lowerBound == 0
        // A profile whose count reads its links (`CountingMethod.reuseKind`) is handed those the piece holds, before and after.
        let reuseRule = settings.highlighter.entityHintRule
        settings.recorder?.recordCount(piece.bytes[recounted])
        let counting = settings.counting
        let oldCount = counting.summary(
            of: piece.bytes, segment: recounted, startsText: countsTextStart,
            reuse: reuseRule.flatMap { piece.countReuse($0, in: recounted) })
        // Whether the edit leaves the profile's states that read removed bytes as they are, settled in the piece before
        // the edit; only when it may not are the removed bytes kept, for them to follow the edit with.
        var leavesProfileStates = false
        var removedBytes: [UInt8] = []
        if let leaves = settings.removedBytesReader?.areLeftAsIs(
            byEditOf: piece.bytes, replacing: range, with: inserted, contentEnd: oldContentEnd)
        {
            leavesProfileStates = leaves
            if !leaves { removedBytes = Array(piece.bytes[range]) }
        }
        piece.bytes.replaceSubrange(range, with: inserted)
        let delta = inserted.count - range.count
        let contentEnd = oldContentEnd + delta
        let newRecounted = recounted.lowerBound..<(recounted.upperBound + delta)

        // The window around the edit, or the whole piece.
        let plan = Self.plan(
            for: piece, contentEnd: contentEnd, editStart: range.lowerBound, insertedEnd: range.lowerBound + inserted.count,
            delta: delta, settings: settings)
        let (firstInside, firstAfter) = (plan.replaced.lowerBound, plan.replaced.upperBound)

        // Re-scan.
        var found: [Entity] = []
        var warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)] = []
        if !plan.scanned.isEmpty {
            settings.recorder?.record(piece.bytes[plan.scanned])
            var budget = ScanBudget(ledger: settings.highlighter.patternLimits)  // one scan of one paragraph
            let scan = settings.highlighter.scan(
                piece.bytes, paragraph: plan.scanned, startsText: startsText && plan.scanned.lowerBound == 0, budget: &budget)
            found = scan.entities
            warnings = scan.warnings.map { ($0.kind, $0.reason) }
        }

        // Before the entities change: where the styling changed, the old entities of the region compared with
        // those found; and the last entity after it, the one that may be a trailing sigil removed or found again.
        let bytes = piece.bytes
        // The found entities as stored, made once for the comparison and the splice.
        let foundStored = found.map { StoredEntity($0, in: bytes, offset: 0) }
        var restyled = RestyledSpan(replaced: range, insertedCount: inserted.count)
        restyled.compare(
            old: piece.entities[firstInside..<firstAfter].lazy.map { RestyledSpan.Placed(range: $0.range, stored: $0) },
            new: foundStored.lazy.map { RestyledSpan.Placed(range: $0.range, stored: $0) })
        let oldLastAfter = endsDocument && piece.entities.count > firstAfter ? piece.entities.last : nil

        // Splice. The entities after the region are shifted in their storage, not copied.
        piece.entities.replaceSubrange(firstInside..<firstAfter, with: foundStored)
        let moved = (firstInside + found.count)..<piece.entities.count
        if delta != 0 {
            piece.entities.updateEach(in: moved) { $0.move(by: delta) }
        }
        // A partial entity is a trailing sigil, always the paragraph's last: found again below if still there.
        if let last = piece.entities.last, last.isPartial, moved.contains(piece.entities.count - 1) {
            piece.entities.removeLast()
        }
        if endsDocument, let sigil = settings.highlighter.trailingSigil(in: piece.bytes, lastEntityEnd: piece.entities.last?.range.upperBound) {
            piece.entities.append(StoredEntity(sigil, in: piece.bytes, offset: 0))
        }

        // Only the piece that ends the document holds a trailing sigil (a partial entity); elsewhere its last entity
        // after the region is the old one moved.
        if endsDocument {
            let newLastAfter = piece.entities.count > firstInside + found.count ? piece.entities.last : nil
            restyled.compare(
                old: oldLastAfter.map { RestyledSpan.Placed(range: $0.range, stored: $0) },
                new: newLastAfter.map { RestyledSpan.Placed(range: $0.range, stored: $0) })
        }

        settings.recorder?.recordCount(piece.bytes[newRecounted])
        let newCount = counting.summary(
            of: piece.bytes, segment: newRecounted, startsText: countsTextStart,
            reuse: reuseRule.flatMap { piece.countReuse($0, in: newRecounted) })

        // The totals move by the recounted stretch's change (its lengths too: it holds the edit), and by the
        // entities found: no pass over the whole piece.
        let change = ParagraphSummary(count: newCount - oldCount, entities: piece.entities.count - oldEntityCount)
        var rescanned = RescannedRegion(
            replaced: range, insertedCount: inserted.count, region: plan.region, restyled: restyled.span)
        rescanned.leavesProfileStates = leavesProfileStates
        rescanned.removedBytes = removedBytes
        return (change, rescanned, EditedParagraph.FoundEntities(entities: found, firstIndex: firstInside), plan.windowed ? nil : warnings)
    }

    /// What an edit re-scans and which old entities that replaces.
    private struct Plan {
        /// The bytes to re-scan (new offsets of the piece).
        var scanned: Range<Int>
        /// Where the entities may change (new offsets).
        var region: Range<Int>
        /// The indices of the old entities inside the region: those before it stay, those after it move.
        var replaced: Range<Int>
        /// Whether only a window is re-scanned.
        var windowed: Bool
    }

    /// The window around the edit (`editStart..<insertedEnd` of `piece`, which holds the new bytes and still
    /// the old entities) when it applies, else the whole piece: short, custom patterns, or an old entity across
    /// a window edge (impossible for a profile true to `entitiesStayBetweenSpaces`, but then be safe). The old
    /// entities are sorted, so binary search finds the region's edges among them.
    ///
    /// - Complexity: O(w + log e) for a window of w bytes and e entities.
    private static func plan(
        for piece: ParagraphPiece, contentEnd: Int, editStart: Int, insertedEnd: Int, delta: Int,
        settings: Settings
    ) -> Plan {
        let whole = Plan(scanned: 0..<contentEnd, region: 0..<piece.bytes.count, replaced: 0..<piece.entities.count, windowed: false)
        guard RescanSpan.applies(to: settings.highlighter, contentLength: contentEnd, threshold: settings.windowThreshold)
        else { return whole }
        let window = RescanSpan.bounds(in: piece.bytes, contentEnd: contentEnd, editStart: editStart, insertedEnd: insertedEnd)
        let oldUpper = window.upperBound - delta
        let entities = piece.entities
        let inside = piece.entityIndex(endingAfter: window.lowerBound)
        let after = piece.entityIndex(startingAtOrAfter: oldUpper)
        let crossed = (inside < entities.count && entities[inside].range.lowerBound < window.lowerBound)
            || (after > 0 && entities[after - 1].range.upperBound > oldUpper)
        if crossed { return whole }
        return Plan(scanned: window, region: window, replaced: inside..<max(inside, after), windowed: true)
    }
}

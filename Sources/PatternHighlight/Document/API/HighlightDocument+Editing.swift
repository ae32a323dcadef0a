/// Editing: replace a range with text, re-scan the touched paragraphs, report what changed.
extension HighlightDocument {
    /// Replaces `range` (offsets in `unit`) with `text` and re-highlights the paragraphs the edit touches.
    ///
    /// ```swift
    /// var document = HighlightDocument("hello world", highlighter: Highlighter(profile: .simple))
    /// try document.replace(5..<5, in: .utf16, with: "\n")   // split a paragraph
    /// document.paragraphCount                               // 2
    /// ```
    ///
    /// - Parameters:
    ///   - range: the range to replace, counted in `unit`.
    ///   - unit: the unit `range` is counted in.
    ///   - text: the text to put in its place.
    /// - Returns: the changed ranges and the entities and runs inside them (see ``DocumentUpdate``).
    /// - Throws: ``DocumentError`` for offsets out of range or not on code point boundaries; the document is
    ///   then unchanged.
    /// - Complexity: O(log n + p) for n paragraphs, p the bytes of the paragraphs touched plus the new text
    ///   (their re-scan dominates). No other paragraph is read, copied or shifted. An edit inside one
    ///   paragraph that neither removes nor inserts a break (typing, backspace) re-scans only the words it
    ///   touches (`RescanSpan`) and allocates nothing for the tree: O(log n + w + e) for a window of w
    ///   bytes and e entities in the paragraph (in one chunk of a long paragraph, see ``HighlightDocument``),
    ///   plus moving those bytes after the edit.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, in unit: OffsetUnit, with text: String) throws(DocumentError) -> DocumentUpdate {
        try replace(range, in: unit, withValidated: Array(text.utf8))
    }

    /// Replaces `range` (offsets in `unit`) with UTF-8 `bytes`, validated first.
    ///
    /// - Parameters:
    ///   - range: the range to replace, counted in `unit`.
    ///   - unit: the unit `range` is counted in.
    ///   - bytes: the UTF-8 text to put in its place.
    /// - Throws: ``DocumentError/invalidText(_:)`` for invalid UTF-8, or as ``replace(_:in:with:)``.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, in unit: OffsetUnit, withUTF8 bytes: [UInt8]) throws(DocumentError) -> DocumentUpdate {
        do {
            try TextInput.validate(bytes)
        } catch {
            throw .invalidText(error)
        }
        return try replace(range, in: unit, withValidated: bytes)
    }

    /// Both public `replace` methods, one pipeline for every edit, in four steps with values in and out:
    /// 1. locate the edit: the paragraph(s) it touches, its offsets in UTF-8;
    /// 2. apply it and re-scan what it touched: the words around it inside one paragraph or chunk
    ///    (``ParagraphEdit``: for an edit that neither removes nor inserts a break, a keystroke, steps 1 and 2
    ///    are one descent of the tree), else the whole paragraphs it touches (`replaceParagraphs(_:with:)`);
    /// 3. compute the changed range (`changedRange(after:)`);
    /// 4. report it, with its entities and runs, the count and the warnings (`report(_:after:in:)`).
    ///
    /// Without `findsHints`, the update holds no hints: ``update(to:)`` finds them once, on its final changed range.
    mutating func replace(
        _ range: Range<Int>, in unit: OffsetUnit, withValidated bytes: [UInt8], findsHints: Bool = true
    ) throws(DocumentError) -> DocumentUpdate {
        let oldCount = tree.summary.count
        let (rescanned, edited) = try locateAndApply(range, in: unit, bytes)
        lastCaret = KnownOffset(unit: unit, offset: range.lowerBound + UnitLengths(of: bytes, 0..<bytes.count).value(in: unit),
                                utf8: rescanned.replaced.lowerBound + bytes.count)
        return update(after: rescanned, edited: edited, inserted: bytes, oldCount: oldCount, findsHints: findsHints)
    }

    /// The edit itself, on validated UTF-8 offsets (code point boundaries within the document) and bytes.
    /// With `listsEntities` false (an edit of the whole text only), the update lists none (see
    /// `DocumentUpdate.listsEntities`).
    mutating func replace(
        utf8Range range: Range<Int>, withValidated inserted: consuming [UInt8], listsEntities: Bool = true
    ) -> DocumentUpdate {
        precondition(listsEntities || range == 0..<tree.summary.utf8, "HighlightDocument: only a whole-text edit may leave its entities unlisted")
        let oldCount = tree.summary.count
        let readsBytes = profileStates.readsRemovedBytes
        let removed = readsBytes ? tree.utf8Bytes(in: range) : []
        // States that read no bytes take the inserted count alone, so the text is let go once scanned.
        var rescanned = replaceParagraphs(range, with: &inserted, releasingInserted: !readsBytes)
        rescanned.removedBytes = removed
        return update(after: rescanned, edited: nil, inserted: consume inserted, oldCount: oldCount, listsEntities: listsEntities)
    }

    // MARK: - Steps 1 and 2: locate the edit, apply it and re-scan

    /// Steps 1 and 2: inside one paragraph's content when the edit stays there and neither removes nor
    /// inserts a break (``ParagraphEdit/apply(_:in:inserting:to:caret:settings:)``), else whole paragraphs.
    ///
    /// - Returns: what the edit changed, with the bytes it removed when the profile's states read them
    ///   (``RescannedRegion/removedBytes``), and the paragraph it changed when it stayed inside one.
    /// - Throws: ``DocumentError`` for offsets out of range or not on code point boundaries, or a text grown
    ///   too large; the document is then unchanged.
    /// - Complexity: O(log n + p) for n paragraphs, p the bytes of the paragraphs touched plus the new text;
    ///   inside one paragraph, O(log n + d + w + e) (see ``ParagraphEdit/apply(_:in:inserting:to:caret:settings:)``).
    private mutating func locateAndApply(
        _ range: Range<Int>, in unit: OffsetUnit, _ inserted: [UInt8]
    ) throws(DocumentError) -> (region: RescannedRegion, edited: EditedParagraph?) {
        let readsRemovedBytes = profileStates.readsRemovedBytes
        if !ParagraphBreaks.containsBreak(inserted) {
            try checkBounds(range.lowerBound, unit)
            let settings = ParagraphEdit.Settings(
                highlighter: highlighter, windowThreshold: windowThreshold, chunkSize: chunkSize, recorder: scanRecorder,
                removedBytesReader: readsRemovedBytes ? profileStates : nil)
            if let inside = try ParagraphEdit.apply(
                range, in: unit, inserting: inserted, to: &tree, caret: lastCaret, settings: settings) {
                return (inside.rescanned, inside.edited)
            }
        }
        let utf8Range = try utf8Range(range, in: unit)
        try checkSize(replacing: utf8Range, insertedCount: inserted.count)
        let removed = readsRemovedBytes ? tree.utf8Bytes(in: utf8Range) : []
        var inserted = inserted
        var region = replaceParagraphs(utf8Range, with: &inserted, releasingInserted: false)
        region.removedBytes = removed
        return (region, nil)
    }

    /// Throws ``DocumentError/tooLarge(length:limit:)`` when the edit would grow the document past the
    /// highlighter's ``Highlighter/maximumTextBytes``.
    func checkSize(replacing range: Range<Int>, insertedCount: Int) throws(DocumentError) {
        let newLength = tree.summary.utf8 - range.count + insertedCount
        if newLength > highlighter.maximumTextBytes && insertedCount > range.count {
            throw .tooLarge(length: newLength, limit: highlighter.maximumTextBytes)
        }
    }

    /// Replaces the whole text, up to ``Highlighter/maximumTextBytes``.
    ///
    /// - Parameter text: the new text.
    /// - Throws: ``DocumentError/tooLarge(length:limit:)`` for a longer text; the document is then unchanged.
    /// - Complexity: O(n) in the new text.
    @discardableResult
    public mutating func setText(checking text: String) throws(DocumentError) -> DocumentUpdate {
        try checkSize(replacing: 0..<tree.summary.utf8, insertedCount: text.utf8.count)
        return setText(text)
    }

    /// ``setText(checking:)`` with the text as UTF-8 bytes, valid already (a `String`'s): the document scans these
    /// bytes themselves, so a caller that releases the `String` first holds one copy of the text, not two; the
    /// bytes are released once scanned (and read by the profile's states), before the update is reported. The
    /// update lists no entities (`DocumentUpdate.listsEntities`): they are the whole document's, which a writer
    /// walks (`forEachEntity(_:)`) rather than holding a list of them all.
    ///
    /// - Complexity: O(n) in the new text.
    @discardableResult
    package mutating func setText(checkingValidatedUTF8 bytes: consuming [UInt8]) throws(DocumentError) -> DocumentUpdate {
        try checkSize(replacing: 0..<tree.summary.utf8, insertedCount: bytes.count)
        return replace(utf8Range: 0..<tree.summary.utf8, withValidated: consume bytes, listsEntities: false)
    }

    /// Replaces the whole text. (A `String` is already in memory, so the size limit is not applied; see
    /// ``setText(checking:)``.)
    ///
    /// - Parameter text: the new text.
    /// - Complexity: O(n) in the new text.
    @discardableResult
    public mutating func setText(_ text: String) -> DocumentUpdate {
        replace(utf8Range: 0..<tree.summary.utf8, withValidated: Array(text.utf8))
    }

    /// Steps 1 and 2 for any edit: the paragraphs from the one holding the range's start to the one holding its
    /// end are re-scanned whole, with the edit applied, and replace the old ones in the tree (none when the
    /// edit changes nothing).
    ///
    /// With `releasingInserted`, `inserted` is emptied once scanned, before the tree is rebuilt: a large `set`
    /// then never holds its text, its paragraphs and the new tree at once.
    ///
    /// - Complexity: O(log n + p), p the bytes of those paragraphs and the new text.
    private mutating func replaceParagraphs(
        _ range: Range<Int>, with inserted: inout [UInt8], releasingInserted: Bool
    ) -> RescannedRegion {
        precondition(range.lowerBound >= 0 && range.upperBound <= tree.summary.utf8, "HighlightDocument: range out of bounds")
        lastCaret = nil
        if range.isEmpty && inserted.isEmpty {
            return RescannedRegion(replaced: range, insertedCount: 0, region: range, restyled: range)
        }
        // The paragraphs to re-scan: from the one holding the start to the one holding the end. A paragraph
        // ending in a lone CR joins in when the edit starts right after it: an LF there would make one CRLF.
        var first = tree.locate(range.lowerBound, in: .utf8)
        let last = range.isEmpty ? first : tree.locate(range.upperBound, in: .utf8)
        if range.lowerBound == first.start && first.index > 0 {
            let previous = tree.locate(index: first.index - 1)
            if previous.paragraph.endsWithLoneCR { first = previous }
        }
        let regionStart = first.start
        let oldRegionEnd = last.end

        let (before, rest) = tree.split(at: first.index)
        let (region, after) = rest.split(at: last.index - first.index + 1)
        // The region's new bytes: the inserted text itself when the edit replaces the whole region (a `set`).
        let replacesRegion = range == regionStart..<oldRegionEnd
        var bytes: [UInt8] = []
        if replacesRegion {
            bytes = inserted
        } else {
            bytes.reserveCapacity(oldRegionEnd - regionStart - range.count + inserted.count)
            region.forEach { $0.paragraph.appendBytes(0..<$0.paragraph.byteCount, to: &bytes) }
            bytes.replaceSubrange((range.lowerBound - regionStart)..<(range.upperBound - regionStart), with: inserted)
        }
        let insertedCount = inserted.count
        let scanned = ParagraphScanner.scan(
            bytes, startsDocument: before.root == nil, endsDocument: after.root == nil, highlighter: highlighter,
            recorder: scanRecorder)
        if releasingInserted {
            bytes = []
            inserted = []
        }
        // Where the styling changed: the region's old entities compared with those the scan found. When the edit
        // replaced the whole region, the inserted text is the whole new region: every new entity lies in it and
        // every old one's text is gone, so the span is the inserted text and nothing need be compared (a `set`
        // of a large text holds no list of its entities).
        var restyled = RestyledSpan(replaced: range, insertedCount: insertedCount)
        if !replacesRegion {
            var (oldEntities, newEntities): ([RestyledSpan.Placed], [RestyledSpan.Placed]) = ([], [])
            region.forEach { Self.appendEntities(of: $0.paragraph, at: regionStart + $0.start, to: &oldEntities) }
            var start = regionStart
            for (paragraph, _) in scanned {
                Self.appendEntities(of: paragraph, at: start, to: &newEntities)
                start += paragraph.byteCount
            }
            restyled.compare(old: oldEntities, new: newEntities)
        }
        tree = ParagraphTree.concatenate(ParagraphTree.concatenate(before, ParagraphTree(scanned)), after)
        return RescannedRegion(
            replaced: range, insertedCount: insertedCount,
            region: regionStart..<(oldRegionEnd + insertedCount - range.count), restyled: restyled.span,
            paragraphs: first.index..<(first.index + scanned.count))
    }

    /// Appends the entities of `paragraph`, which starts at `start`, in those offsets, to `placed`.
    ///
    /// - Complexity: O(e) for e entities (plus O(log k) each in a paragraph of k chunks).
    private static func appendEntities(of paragraph: StoredParagraph, at start: Int, to placed: inout [RestyledSpan.Placed]) {
        for index in 0..<paragraph.entityCount {
            let stored = paragraph.storedEntity(at: index)
            placed.append(RestyledSpan.Placed(
                range: (stored.range.lowerBound + start)..<(stored.range.upperBound + start), stored: stored))
        }
    }

    // MARK: - Steps 3 and 4: what changed, reported

    /// Steps 3 and 4 after any edit that changed `rescanned` (no paragraph: an empty edit, which changed
    /// nothing) by putting `inserted` in its place, inside `edited` when it stayed in one paragraph; the document's
    /// count was `oldCount`. The profile's states follow the edit first. The hints are found unless `findsHints` is
    /// false.
    ///
    /// - Complexity: O(log e + k) for e entities in an edited paragraph and k reported, plus O(log n) when the
    ///   paragraph has no entity on one side or the edit re-scanned whole paragraphs, plus what the profile's states
    ///   read.
    private mutating func update(
        after rescanned: RescannedRegion, edited: consuming EditedParagraph?, inserted: consuming [UInt8], oldCount: CountSummary,
        listsEntities: Bool = true, findsHints: Bool = true
    ) -> DocumentUpdate {
        guard !rescanned.paragraphs.isEmpty else {
            var update = DocumentUpdate(replacedRange: rescanned.replaced, insertedLength: 0, changed: [], entities: [],
                                        length: tree.summary.utf8, scannedParagraphs: 0, count: count)
            update.card = card
            return update
        }
        if profileStates.followsEdits {
            profileStates.follow(
                ProfileDocumentEdit(
                    replaced: rescanned.replaced, inserted: inserted, insertedCount: rescanned.insertedCount,
                    removed: rescanned.removedBytes,
                    leavesState: rescanned.leavesProfileStates, oldTotal: oldCount, firstParagraph: rescanned.paragraphs.lowerBound),
                in: profileContext)
        }
        inserted = []  // read: a whole text set is not held while its update is reported
        let lookup = EntityLookup(tree, edited: edited)
        let changed = changedRange(after: rescanned)
        var update = report(changed, after: rescanned, in: lookup, listsEntities: listsEntities)
        let oldCard = card
        // The whole text replaced and its entities unlisted: the card is found afresh, as for a new document.
        card = listsEntities ? card(after: update, old: oldCard) : findCard()
        update.card = card
        update.cardChanged = card != oldCard
        // The option is checked here, so that a keystroke without hints never enters the hints step.
        if findsHints && highlighter.options.contains(.hints) { (update.hintRanges, update.hints) = hints(around: update.changed.first) }
        return update
    }

    /// Step 3: the changed range of an edit that re-scanned `rescanned`: where the styling changed
    /// (``RescannedRegion/restyled``, see ``RestyledSpan``), so that outside it every byte keeps its style moved
    /// by the edit (``DocumentUpdate``'s promise).
    private func changedRange(after rescanned: RescannedRegion) -> Range<Int> {
        rescanned.restyled
    }

    /// Step 4: the update of an edit that re-scanned `rescanned` and changed `changed`: that range, its entities
    /// and runs (read through `lookup`), the count (kept in the tree's totals), and the re-scanned paragraphs'
    /// warnings.
    private func report(
        _ changed: Range<Int>, after rescanned: RescannedRegion, in lookup: EntityLookup, listsEntities: Bool
    ) -> DocumentUpdate {
        let entities = listsEntities ? lookup.entities(intersecting: changed) : []
        var update = DocumentUpdate(
            replacedRange: rescanned.replaced, insertedLength: rescanned.insertedCount, changed: [changed],
            entities: entities, length: tree.summary.utf8,
            scannedParagraphs: rescanned.paragraphs.count, count: count)
        update.listsEntities = listsEntities
        if !highlighter.customPatterns.isEmpty {
            tree.forEach(overlapping: rescanned.region) { located in
                update.warnings += warnings(for: located.paragraph, at: located.start)
            }
        }
        return update
    }
}

/// Editing: replace a range with text, re-scan the touched paragraphs, report what changed.
extension HighlightDocument {
    /// Replaces `range` (offsets in `unit`) with `text` and re-highlights the paragraphs the edit touches.
    ///
    /// ```swift
    /// try document.replace(5..<5, in: .utf16, with: "\n")   // split a paragraph
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
    ///   touches (`ParagraphWindow`) and allocates nothing for the tree: O(log n + w + e) for a window of w
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

    /// Both public `replace` methods, one pipeline for every edit:
    /// 1. find the paragraph(s) and convert the offsets — for an edit inside one paragraph's content that
    ///    neither removes nor inserts a break (a keystroke), in one descent of the tree that also applies it
    ///    (``editInsideParagraph(_:in:with:)``); else ``utf8Range(_:in:)``;
    /// 2. choose the region to re-scan: the words around the edit inside the paragraph or chunk
    ///    (``ParagraphEdit``), or the whole paragraphs the edit touches (``replaceParagraphs(_:with:)``);
    /// 3. re-scan it, and 4. splice the result into the paragraph's storage or the tree;
    /// 5. work out the changed range, its entities and runs (``update(after:)``).
    private mutating func replace(_ range: Range<Int>, in unit: OffsetUnit, withValidated bytes: [UInt8]) throws(DocumentError) -> DocumentUpdate {
        let oldCount = tree.summary.countSummary
        let rescanned: RescannedRegion
        if let inside = try editInsideParagraph(range, in: unit, with: bytes) {
            rescanned = inside
        } else {
            let utf8Range = try utf8Range(range, in: unit)
            try checkSize(replacing: utf8Range, insertedCount: bytes.count)
            rescanned = replaceParagraphs(utf8Range, with: bytes)
        }
        let update = update(after: consume rescanned, oldCount: oldCount)
        caretHint = KnownOffset(unit: unit, offset: range.lowerBound + UnitLengths(of: bytes, 0..<bytes.count).value(in: unit),
                                utf8: update.replacedRange.lowerBound + bytes.count)
        return update
    }

    /// Steps 1 to 4 for an edit inside one paragraph's content that neither removes nor inserts a break: one
    /// descent of the tree finds the paragraph, converts the offsets there (``ParagraphEdit``'s initializer)
    /// and applies the edit in place (``ParagraphEdit/apply(to:own:isLast:startsText:settings:)``); `nil` for any other
    /// edit, the document unchanged.
    ///
    /// - Throws: as `replace` does, in the same order; the document is then unchanged.
    /// - Complexity: O(log n + d + w + e) for n paragraphs, d the bytes between an offset and the nearer of
    ///   its paragraph's (or chunk's) start and the last caret, a re-scanned window of w bytes and e entities in
    ///   the paragraph, or in its chunk when it is stored in chunks (plus O(log k) for k chunks), plus moving
    ///   those bytes after the edit. No allocation for the tree unless another copy of the document shares it.
    private mutating func editInsideParagraph(
        _ range: Range<Int>, in unit: OffsetUnit, with inserted: [UInt8]
    ) throws(DocumentError) -> RescannedRegion? {
        guard !ParagraphBreaks.containsBreak(inserted) else { return nil }
        try checkBounds(range.lowerBound, unit)
        let (document, caret, limit) = (tree.summary, caretHint, highlighter.maximumTextBytes)
        let settings = ParagraphEdit.Settings(
            highlighter: highlighter, windowThreshold: windowThreshold, chunkSize: chunkSize, recorder: scanRecorder)
        // The region is the body's result, moved out of the descent (a captured optional set inside the body
        // would be copied in and out of it). The offsets are checked before the paragraph changes, so a throw
        // leaves the document unchanged.
        return try tree.updateParagraph(containing: range.lowerBound, in: unit) {
            (paragraph, before, own) throws(DocumentError) -> (own: ParagraphSummary, result: RescannedRegion?) in
            guard let edit = try ParagraphEdit(
                range, in: unit, inserted: inserted, paragraph: paragraph, before: before, own: own,
                document: document, caret: caret, maximumTextBytes: limit)
            else { return (own, nil) }
            var (newOwn, region) = edit.apply(
                to: &paragraph, own: own, isLast: before.paragraphs == document.paragraphs - 1,
                startsText: before.paragraphs == 0, settings: settings)
            region.move(by: before.utf8, entities: 0)
            region.paragraphs = before.paragraphs..<(before.paragraphs + 1)
            region.paragraph = ParagraphTree.Located(paragraph: paragraph, before: before, own: newOwn)
            return (newOwn, region)
        }
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

    /// Replaces the whole text. (A `String` is already in memory, so the size limit is not applied; see
    /// ``setText(checking:)``.)
    ///
    /// - Parameter text: the new text.
    /// - Complexity: O(n) in the new text.
    @discardableResult
    public mutating func setText(_ text: String) -> DocumentUpdate {
        replace(utf8Range: 0..<tree.summary.utf8, withValidated: Array(text.utf8))
    }

    /// The edit itself, on validated UTF-8 offsets (code point boundaries within the document) and bytes.
    mutating func replace(utf8Range range: Range<Int>, withValidated inserted: [UInt8]) -> DocumentUpdate {
        let oldCount = tree.summary.countSummary
        return update(after: replaceParagraphs(range, with: inserted), oldCount: oldCount)
    }

    /// Steps 1 to 4 for any edit: the paragraphs from the one holding the range's start to the one holding its
    /// end are re-scanned whole, with the edit applied, and replace the old ones in the tree (none when the
    /// edit changes nothing).
    ///
    /// - Complexity: O(log n + p), p the bytes of those paragraphs and the new text.
    private mutating func replaceParagraphs(_ range: Range<Int>, with inserted: [UInt8]) -> RescannedRegion {
        precondition(range.lowerBound >= 0 && range.upperBound <= tree.summary.utf8, "HighlightDocument: range out of bounds")
        caretHint = nil
        if range.isEmpty && inserted.isEmpty {
            return RescannedRegion(replaced: range, insertedCount: 0, region: range, oldFirstStart: nil, oldLastEnd: nil)
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
        // Entity boundaries next to the region, before the edit (to decide how far the change reaches).
        let old = EntityLookup(tree)
        let oldFirstStart = old.firstEntityStart(atOrAfter: regionStart)
        let oldLastEnd = old.lastEntityEnd(atOrBefore: oldRegionEnd)

        let (before, rest) = tree.split(at: first.index)
        let (region, after) = rest.split(at: last.index - first.index + 1)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(oldRegionEnd - regionStart - range.count + inserted.count)
        region.forEach { $0.paragraph.appendBytes(0..<$0.paragraph.byteCount, to: &bytes) }
        bytes.replaceSubrange((range.lowerBound - regionStart)..<(range.upperBound - regionStart), with: inserted)
        let scanned = ParagraphScanner.scan(
            bytes, startsDocument: before.root == nil, endsDocument: after.root == nil, highlighter: highlighter,
            recorder: scanRecorder)
        tree = ParagraphTree.concatenate(ParagraphTree.concatenate(before, ParagraphTree(scanned)), after)
        return RescannedRegion(
            replaced: range, insertedCount: inserted.count,
            region: regionStart..<(oldRegionEnd + inserted.count - range.count),
            oldFirstStart: oldFirstStart, oldLastEnd: oldLastEnd,
            paragraphs: first.index..<(first.index + scanned.count))
    }

    // MARK: - Step 5: what changed

    /// The update of an edit that re-scanned `rescanned` (no paragraph: an empty edit, which changed
    /// nothing), for every kind of edit: the reply when the edit reached the paragraphs it
    /// depends on, the count (kept in the tree's totals, `oldCount` before the edit; where the valid range ends
    /// moved from where it was), then the changed range, its entities and runs, and the re-scanned paragraphs'
    /// warnings.
    ///
    /// The changed range is the re-scanned region, widened over the plain run that crosses one of its edges
    /// when that run's far end (an entity boundary) did not land where the edit moved it: so outside it the
    /// runs are the old runs moved (``DocumentUpdate``'s promise). The old boundaries are those of the edited
    /// paragraph when the edit stayed in one (a boundary in another paragraph was only moved by the edit), else
    /// the document's.
    ///
    /// - Complexity: O(log e + k) for e entities in an edited paragraph and k reported, plus O(log n) when the
    ///   paragraph has no entity on one side or the edit re-scanned whole paragraphs.
    private mutating func update(after rescanned: consuming RescannedRegion, oldCount: CountSummary) -> DocumentUpdate {
        let length = tree.summary.utf8
        let (replaced, insertedCount, region, paragraphs) = (rescanned.replaced, rescanned.insertedCount, rescanned.region, rescanned.paragraphs)
        let (oldFirstStart, oldLastEnd) = (rescanned.oldFirstStart, rescanned.oldLastEnd)
        guard !paragraphs.isEmpty else {
            return DocumentUpdate(replacedRange: replaced, insertedLength: 0, changed: [], entities: [], runs: [],
                                  length: length, scannedParagraphs: 0, count: count)
        }
        updateLimitCrossing(afterReplacing: replaced, insertedCount: insertedCount, oldTotal: oldCount)
        if reply.isAffected(byEditFrom: paragraphs.lowerBound) {
            reply = ReplyState(tree: tree, recognizer: highlighter.profile.recognizer)
        }
        let lookup = EntityLookup(tree, edited: consume rescanned)
        let delta = insertedCount - replaced.count
        /// Whether an old boundary lands on the new one (both `nil`: none on that side in the scope).
        func lands(_ old: Int?, on new: Int?) -> Bool {
            guard let old, let new else { return old == nil && new == nil }
            if old < replaced.lowerBound { return old == new }
            if old > replaced.upperBound || (old == replaced.upperBound && !replaced.isEmpty) { return old + delta == new }
            return false  // inside the replaced range: the edit may have moved it
        }
        var changedStart = region.lowerBound
        if region.lowerBound > 0 {
            if !lands(oldFirstStart, on: lookup.firstEntityStartInScope(atOrAfter: region.lowerBound)) {
                changedStart = lookup.lastEntityEnd(atOrBefore: region.lowerBound) ?? 0
            }
        }
        var changedEnd = region.upperBound
        if region.upperBound < length {
            let nextStart = lookup.firstEntityStart(atOrAfter: region.upperBound) ?? length
            if nextStart != region.upperBound {
                if !lands(oldLastEnd, on: lookup.lastEntityEndInScope(atOrBefore: region.upperBound)) { changedEnd = nextStart }
            }
        }
        let changed = changedStart..<changedEnd
        let entities = lookup.entities(intersecting: changed)
        var update = DocumentUpdate(
            replacedRange: replaced, insertedLength: insertedCount, changed: [changed], entities: entities,
            runs: lookup.runs(for: entities, intersecting: changed), length: length,
            scannedParagraphs: paragraphs.count, count: count)
        if !highlighter.customPatterns.isEmpty {
            tree.forEach(overlapping: region) { located in update.warnings += warnings(for: located.paragraph, at: located.start) }
        }
        return update
    }
}

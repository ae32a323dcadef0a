/// The keystroke path of `replace`: an edit inside one paragraph that neither removes nor inserts a break.
extension HighlightDocument {
    /// Applies `inserted` over `range` (offsets in `unit`) when the edit stays inside one paragraph's content
    /// and neither removes nor inserts a break, in one descent of the tree that finds the paragraph, converts
    /// the offsets there and changes it in place (``KeystrokeEdit``, ``ParagraphEdit``); `nil` for any other
    /// edit, the document unchanged.
    ///
    /// The update is worked out from the edited paragraph's old and new entities (``EditedParagraph``); the
    /// tree is asked only for the nearest entity in another paragraph, when the paragraph has none on that side.
    ///
    /// - Throws: as `replace` does, in the same order; the document is then unchanged.
    /// - Complexity: O(log n + d + w + e) for n paragraphs, d the bytes between an offset and the nearer of
    ///   its paragraph's (or chunk's) start and the last caret, a re-scanned window of w bytes and e entities in
    ///   the paragraph, or in its chunk when it is stored in chunks (plus O(log k) for k chunks), plus moving
    ///   those bytes after the edit. No allocation for the tree unless
    ///   another copy of the document shares it.
    mutating func replaceInsideParagraph(
        _ range: Range<Int>, in unit: OffsetUnit, with inserted: [UInt8]
    ) throws(DocumentError) -> DocumentUpdate? {
        guard !ParagraphWindow.containsBreak(inserted) else { return nil }
        try checkBounds(range.lowerBound, unit)
        var edit = KeystrokeEdit(
            range: range, unit: unit, inserted: inserted, hint: caretHint, totals: tree.summary,
            maximumTextBytes: highlighter.maximumTextBytes, windowThreshold: windowThreshold, recorder: scanRecorder)
        edit.chunkSize = chunkSize
        var attempt = tree.modifyParagraph(.offset(range.lowerBound, unit), edit, context: highlighter)
        if case .atParagraphStart(let index) = attempt {
            // Right after a lone CR, removing text may bring an LF next to it (one CRLF): the general path.
            if tree.locate(index: index - 1).paragraph.endsWithLoneCR { return nil }
            edit.checkedStart = true
            attempt = tree.modifyParagraph(.index(index), edit, context: highlighter)
        }
        let utf8Range: Range<Int>
        let before: ParagraphSummary
        let outcome: ParagraphEdit.Outcome
        switch attempt {
        case .applied(let applied, let paragraphBefore, let result): (utf8Range, before, outcome) = (applied, paragraphBefore, result)
        case .failed(let error): throw error
        case .elsewhere, .atParagraphStart: return nil
        }

        let caret = range.lowerBound + ParagraphSummary.counting(inserted[...]).length(in: unit)
        caretHint = KnownOffset(unit: unit, offset: caret, utf8: utf8Range.lowerBound + inserted.count)
        let (index, start) = (before.paragraphs, before.utf8)
        if reply.isAffected(byEditFrom: index) {
            reply = ReplyState(tree: tree, recognizer: highlighter.profile.recognizer)
        }
        let edited = EditedParagraph(
            tree: tree, index: index, start: start, replaced: utf8Range, delta: inserted.count - utf8Range.count,
            outcome: outcome)
        let changed = edited.changedRange()
        let entities: [Entity]
        let runs: [Run]
        if changed.lowerBound >= start && changed.upperBound <= start + edited.outcome.paragraph.byteCount {
            entities = edited.entities(intersecting: changed)
            runs = edited.runs(for: entities, intersecting: changed)
        } else {
            entities = self.entities(intersecting: changed)
            runs = self.runs(intersecting: changed)
        }
        var update = DocumentUpdate(
            replacedRange: utf8Range, insertedLength: inserted.count, changed: [changed], entities: entities, runs: runs,
            length: tree.summary.utf8, scannedParagraphs: 1)
        if !edited.outcome.paragraph.warnings.isEmpty { update.warnings = warnings(for: edited.outcome.paragraph, at: start) }
        return update
    }
}

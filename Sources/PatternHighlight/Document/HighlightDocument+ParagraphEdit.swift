/// The keystroke path of `replace`: an edit inside one paragraph that neither removes nor inserts a break.
extension HighlightDocument {
    /// Applies `inserted` over `range` (UTF-8 offsets) when the edit stays inside one paragraph's content and
    /// neither removes nor inserts a break, changing that paragraph in place (``ParagraphEdit``); `nil` for
    /// any other edit, the document untouched.
    ///
    /// The update is worked out from the edited paragraph's old and new entities; the tree is asked only for
    /// the nearest entity in another paragraph, when the paragraph has none on that side.
    ///
    /// - Complexity: O(log n + w + e) for n paragraphs, a re-scanned window of w bytes and e entities in the
    ///   paragraph, plus moving the paragraph's bytes after the edit. No allocation for the tree unless
    ///   another copy of the document shares it.
    ///
    /// - Parameter lowerParagraph: where the paragraph holding `range.lowerBound` is, if already known.
    mutating func replaceInsideParagraph(
        _ range: Range<Int>, with inserted: [UInt8], lowerParagraph: ParagraphTree.Position?
    ) -> DocumentUpdate? {
        guard !ParagraphWindow.containsBreak(inserted) else { return nil }
        // A position, not a `Located`: no copy of the paragraph's storage may outlive the look.
        let position = lowerParagraph ?? tree.locate(range.lowerBound, in: .utf8).position
        let (index, start, contentEnd) = (position.index, position.start, position.contentEnd)
        guard range.upperBound <= start + contentEnd else { return nil }
        // At a paragraph start right after a lone CR, removing text may bring an LF next to it (one CRLF).
        if range.lowerBound == start && index > 0 && tree.locate(index: index - 1).paragraph.endsWithLoneCR { return nil }

        let oldLength = tree.summary.utf8
        let edit = ParagraphEdit(range: (range.lowerBound - start)..<(range.upperBound - start), inserted: inserted)
        let isLast = index == tree.summary.paragraphs - 1
        let (threshold, recorder) = (windowThreshold, scanRecorder)
        let outcome = tree.modifyParagraph(at: index, context: highlighter) { paragraph, own, highlighter in
            edit.apply(to: &paragraph, own: own, isLast: isLast, windowThreshold: threshold,
                       highlighter: highlighter, recorder: recorder)
        }
        if reply.isAffected(byEditFrom: index) {
            reply = ReplyState(tree: tree, recognizer: highlighter.profile.recognizer)
        }
        let edited = EditedParagraph(
            tree: tree, index: index, start: start, replaced: range, delta: inserted.count - range.count,
            outcome: outcome)
        let changed = edited.changedRange()
        let entities: [Entity]
        let runs: [Run]
        if changed.lowerBound >= start && changed.upperBound <= start + edited.outcome.paragraph.bytes.count {
            entities = edited.entities(intersecting: changed)
            runs = edited.runs(for: entities, intersecting: changed)
        } else {
            entities = self.entities(intersecting: changed)
            runs = self.runs(intersecting: changed)
        }
        var update = DocumentUpdate(
            replacedRange: range, insertedLength: inserted.count, changed: [changed], entities: entities, runs: runs,
            length: oldLength + inserted.count - range.count, scannedParagraphs: 1)
        if !edited.outcome.paragraph.warnings.isEmpty { update.warnings = warnings(for: edited.outcome.paragraph, at: start) }
        return update
    }
}

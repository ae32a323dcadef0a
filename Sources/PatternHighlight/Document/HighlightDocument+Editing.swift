/// Editing: replace a range with text, re-scan the touched paragraphs, report what changed.
extension HighlightDocument {
    /// Replaces `range` (offsets in `unit`) with `text` and re-highlights the paragraphs the edit touches.
    ///
    /// ```swift
    /// try document.replace(5..<5, in: .utf16, with: "\n")   // split a paragraph
    /// ```
    ///
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

    /// Both public `replace` methods: the keystroke path when the edit stays inside one paragraph
    /// (HighlightDocument+ParagraphEdit), else converts the range and re-scans the touched paragraphs; then
    /// leaves the caret hint after the text.
    private mutating func replace(_ range: Range<Int>, in unit: OffsetUnit, withValidated bytes: [UInt8]) throws(DocumentError) -> DocumentUpdate {
        if let update = try replaceInsideParagraph(range, in: unit, with: bytes) { return update }
        let utf8Range = try utf8Range(range, from: unit)
        try checkSize(replacing: utf8Range, insertedCount: bytes.count)
        let update = replace(utf8Range: utf8Range, withValidated: bytes)
        caretHint = KnownOffset(unit: unit, offset: range.lowerBound + ParagraphSummary.counting(bytes[...]).length(in: unit),
                                utf8: utf8Range.lowerBound + bytes.count)
        return update
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
    /// - Complexity: O(n) in the new text.
    @discardableResult
    public mutating func setText(_ text: String) -> DocumentUpdate {
        replace(utf8Range: 0..<tree.summary.utf8, withValidated: Array(text.utf8))
    }

    /// The edit itself, on validated UTF-8 offsets (code point boundaries within the document) and bytes.
    mutating func replace(utf8Range range: Range<Int>, withValidated inserted: [UInt8]) -> DocumentUpdate {
        caretHint = nil
        let oldLength = tree.summary.utf8
        precondition(range.lowerBound >= 0 && range.upperBound <= oldLength, "HighlightDocument: range out of bounds")
        if range.isEmpty && inserted.isEmpty {
            return DocumentUpdate(replacedRange: range, insertedLength: 0, changed: [], entities: [], runs: [],
                                  length: oldLength, scannedParagraphs: 0)
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
        // Run boundaries next to the region, before the edit (to decide how far the change reaches).
        let oldFirstStart = firstEntityStart(atOrAfter: regionStart)
        let oldLastEnd = lastEntityEnd(atOrBefore: oldRegionEnd)

        let (before, rest) = tree.split(at: first.index)
        let (region, after) = rest.split(at: last.index - first.index + 1)
        let localRange = (range.lowerBound - regionStart)..<(range.upperBound - regionStart)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(oldRegionEnd - regionStart - range.count + inserted.count)
        region.forEach { $0.paragraph.appendBytes(0..<$0.paragraph.byteCount, to: &bytes) }
        bytes.replaceSubrange(localRange, with: inserted)
        let scanned = ParagraphScanner.scan(bytes, endsDocument: after.root == nil, highlighter: highlighter, recorder: scanRecorder)
        tree = ParagraphTree.concatenate(ParagraphTree.concatenate(before, ParagraphTree(scanned)), after)
        if reply.isAffected(byEditFrom: first.index) {
            reply = ReplyState(tree: tree, recognizer: highlighter.profile.recognizer)
        }

        let delta = inserted.count - range.count
        let newLength = oldLength + delta
        let newRegionEnd = oldRegionEnd + delta
        /// Where an old run boundary lands, or `nil` when the edit may have moved it (conservative).
        func moved(_ offset: Int?, none: Int) -> Int? {
            guard let offset else { return none }
            if offset < range.lowerBound { return offset }
            if offset > range.upperBound || (offset == range.upperBound && !range.isEmpty) { return offset + delta }
            return nil
        }
        // Left: the plain run that crosses into the region from before it keeps its extent only if the first
        // boundary after it lands where it was.
        var changedStart = regionStart
        if regionStart > 0 {
            let newFirstStart = firstEntityStart(atOrAfter: regionStart) ?? newLength
            if moved(oldFirstStart, none: newLength) != newFirstStart {
                changedStart = lastEntityEnd(atOrBefore: regionStart) ?? 0
            }
        }
        // Right: likewise for the plain run that crosses out of the region.
        var changedEnd = newRegionEnd
        if newRegionEnd < newLength {
            let nextStart = firstEntityStart(atOrAfter: newRegionEnd) ?? newLength
            if nextStart != newRegionEnd {
                let newLastEnd = lastEntityEnd(atOrBefore: newRegionEnd) ?? 0
                if moved(oldLastEnd, none: 0) != newLastEnd { changedEnd = nextStart }
            }
        }
        let changed = changedStart..<changedEnd
        var update = DocumentUpdate(
            replacedRange: range, insertedLength: inserted.count, changed: [changed],
            entities: entities(intersecting: changed), runs: runs(intersecting: changed),
            length: newLength, scannedParagraphs: scanned.count)
        var paragraphStart = regionStart
        for (paragraph, _) in scanned {
            update.warnings += warnings(for: paragraph, at: paragraphStart)
            paragraphStart += paragraph.byteCount
        }
        return update
    }
}

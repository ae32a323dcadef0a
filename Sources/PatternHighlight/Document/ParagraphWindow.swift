/// Re-scanning a bounded window of one long paragraph after an edit inside it, so that typing in a
/// megabyte-long paragraph (pasted minified text, a log line) does not run the recognizers over the whole
/// paragraph on every keystroke.
///
/// **Why a window is enough.** For every built-in profile no entity contains an ASCII space, and what an
/// entity is depends only on its own run of non-space characters and on what precedes it, where "after a
/// space" and "at the start of the paragraph" are the same to every rule (the precondition ``ParagraphBreaks``
/// already rests on). A profile states this with ``EntityRecognizer/entitiesStayBetweenSpaces``. So a window
/// that starts right after a space (or at the paragraph start) and ends right before a space (or at the
/// paragraph end) is scanned exactly as the whole paragraph would scan it, and the entities outside it are
/// the old ones, moved by the edit. Custom patterns may match across spaces (`a b`), so a highlighter with
/// custom patterns always re-scans the whole paragraph.
///
/// The window is the edit widened by ``margin`` bytes on each side and then out to the nearest space, so it
/// is as long as the edit plus two margins plus the two runs of non-space text at its ends. A paragraph with
/// no space at all (a megabyte of `@`) is still re-scanned whole: linear, never worse than without windows.
/// `DocumentWindowTests` proves the result identical to a fresh annotate over thousands of random edits.
enum ParagraphWindow {
    /// Paragraphs shorter than this (content bytes) are always re-scanned whole.
    static let defaultThreshold = 16 << 10
    /// Bytes of unchanged text scanned on each side of the edit before widening to a space.
    static let margin = 64

    /// Where the window is, paragraph-relative: it starts at `lower` in both the old and the new text, and
    /// ends at `oldUpper` in the old text (`oldUpper + delta` in the new one). Outside it nothing changes but
    /// the shift, so it is also the region a ``DocumentUpdate`` reports as changed.
    struct Window {
        let lower: Int
        let oldUpper: Int
    }

    /// The window for replacing `range` (content-relative) of `paragraph` with `inserted`, or `nil` when a
    /// window cannot be used (the caller then re-scans the paragraph whole): custom patterns, a profile whose
    /// entities may hold spaces, a short paragraph, an edit that reaches the break or inserts one.
    ///
    /// - Complexity: O(margin + the runs of non-space text at the window's ends).
    static func window(
        in paragraph: StoredParagraph, replacing range: Range<Int>, with inserted: [UInt8], threshold: Int,
        highlighter: Highlighter
    ) -> Window? {
        let content = paragraph.contentRange
        guard highlighter.customPatterns.isEmpty, highlighter.profile.recognizer.entitiesStayBetweenSpaces,
              content.count >= threshold, range.upperBound <= content.upperBound, !containsBreak(inserted)
        else { return nil }
        // Before the edit the old and new texts agree, after it they agree shifted; look in the old one, and in
        // the inserted text where the window's end falls inside it.
        let old = paragraph.bytes
        let space = UInt8(ascii: " ")
        var lower = max(0, range.lowerBound - margin)
        while lower > 0 && old[lower - 1] != space { lower -= 1 }
        let end = range.lowerBound + inserted.count + margin  // in new coordinates
        var oldUpper: Int
        if end <= range.lowerBound + inserted.count {
            oldUpper = range.upperBound
        } else {
            oldUpper = min(content.upperBound, range.upperBound + (end - range.lowerBound - inserted.count))
        }
        while oldUpper < content.upperBound && old[oldUpper] != space { oldUpper += 1 }
        // An old entity across a window edge would break the rule the window rests on: scan whole instead.
        let entities = paragraph.entities
        let firstInside = partitionPoint(entities) { $0.range.upperBound <= lower }
        let firstAfter = partitionPoint(entities) { $0.range.lowerBound < oldUpper }
        if firstInside < entities.count && entities[firstInside].range.lowerBound < lower { return nil }
        if firstAfter > 0 && entities[firstAfter - 1].range.upperBound > oldUpper { return nil }
        return Window(lower: lower, oldUpper: oldUpper)
    }

    /// The paragraph after replacing `range` (content-relative, inside the content) with `inserted`, with
    /// only `window` (from ``window(in:replacing:with:threshold:highlighter:)``) re-scanned.
    ///
    /// - Complexity: O(w) recognizer work for a window of w bytes, plus O(p) copying for a paragraph of p bytes
    ///   and its stored entities.
    static func rescan(
        _ paragraph: StoredParagraph, own: ParagraphSummary, replacing range: Range<Int>, with inserted: [UInt8],
        window: Window, isLast: Bool, highlighter: Highlighter, recorder: ScanRecorder?
    ) -> (paragraph: StoredParagraph, summary: ParagraphSummary) {
        var bytes = paragraph.bytes
        bytes.replaceSubrange(range, with: inserted)
        let delta = inserted.count - range.count
        let lower = window.lower
        let oldUpper = window.oldUpper
        let upper = oldUpper + delta

        // The stored entities stay as they are (before the window) or move by the edit (after it): no entity
        // outside the window is decoded or re-encoded, so a keystroke costs the window, not the paragraph's
        // entity count. They are sorted, so the two edges are found by binary search.
        let old = paragraph.entities
        let firstInside = partitionPoint(old) { $0.range.upperBound <= lower }
        let firstAfter = partitionPoint(old) { $0.range.lowerBound < oldUpper }
        recorder?.record(bytes[lower..<upper])
        var budget = ScanBudget()  // no custom patterns here: the budget is never drawn on
        let found = highlighter.scan(bytes, paragraph: lower..<upper, budget: &budget).entities
        var stored = Array(old[..<firstInside])
        stored.reserveCapacity(firstInside + found.count + old.count - firstAfter)
        stored += found.map { StoredEntity($0, in: bytes, offset: 0) }
        stored += old[firstAfter...].lazy.filter { !$0.isPartial }.map { $0.moved(by: delta) }
        if isLast {
            let tail = stored.last.map { [$0.entity(in: bytes, shift: 0)] } ?? []
            if let sigil = highlighter.trailingSigil(in: bytes, after: tail) { stored.append(StoredEntity(sigil, in: bytes, offset: 0)) }
        }

        let updated = StoredParagraph(bytes: bytes, entities: stored, breakLength: paragraph.breakLength)
        // The summary moves by what was removed and inserted: no pass over the whole paragraph.
        var summary = own
        let removed = ParagraphSummary.counting(paragraph.bytes[range])
        let added = ParagraphSummary.counting(inserted[...])
        summary.utf8 += added.utf8 - removed.utf8
        summary.utf16 += added.utf16 - removed.utf16
        summary.scalars += added.scalars - removed.scalars
        summary.entities = stored.count
        return (updated, summary)
    }

    /// The first index of `entities` (sorted) for which `isBefore` is false; `isBefore` must be true for a
    /// prefix and false after it. O(log n).
    static func partitionPoint(_ entities: [StoredEntity], _ isBefore: (StoredEntity) -> Bool) -> Int {
        var low = 0
        var high = entities.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(entities[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `bytes` hold a paragraph break (LF, CR, U+2028, U+2029).
    static func containsBreak(_ bytes: [UInt8]) -> Bool {
        for index in bytes.indices where ParagraphBreaks.breakLength(in: bytes, at: index) > 0 { return true }
        return false
    }
}

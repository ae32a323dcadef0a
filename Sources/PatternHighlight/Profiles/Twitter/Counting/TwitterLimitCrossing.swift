/// Where a document's text stops being valid under twitter-text's counting (its weight passes the limit, or an
/// invalid character stands), which is the end of parseTweet's valid range: the one count a sum of paragraph
/// totals does not give.
///
/// It is kept as the *window* where the valid prefix ends — the stretch between two count cuts
/// (``CountCuts``) — with the count of the text before it. The text before a count cut counts on its own,
/// so after an edit the window is found again from the old one, not from the start of the text:
/// - an edit after the window changes nothing;
/// - an edit before it changes the count before it by the edit's own change of the document's count, then the
///   prefix ends in the same window, a few windows later (text was deleted) or a few earlier (text was typed):
///   the walk steps window by window from the old one;
/// - an edit inside the window counts again from the window's start.
///
/// Only when the walk would step back past a paragraph's or chunk's start, or an edit touches the window's first
/// byte, is the window found from scratch: one descent of the paragraph tree (and of a long paragraph's chunk
/// totals) to the piece through which the totals stop being valid, then a walk from that piece's start. So a
/// keystroke near the limit costs a window or two of counting, however long the document.
struct TwitterLimitCrossing: Sendable {
    /// The window where the valid prefix ends, in document UTF-8 offsets: it starts at a count cut.
    let window: Range<Int>
    /// The count of the text before ``window``: valid on its own.
    let before: CountSummary
    /// The normalised length of the longest valid prefix of the text.
    let validPrefix: UnitLengths

    /// What finding a crossing needs: the tree, the rule (one that ``CountingRule/locatesValidPrefix``), a
    /// recorder for the pieces counted.
    struct Search {
        let tree: ParagraphTree
        let rule: CountingRule
        let recorder: ScanRecorder?

        /// Whether the text counted by `summary` (from the document's start) is not wholly valid.
        func fails(_ summary: CountSummary) -> Bool {
            !rule.staysValid(summary)
        }

        /// The crossing found from scratch; `nil` when the whole text is valid.
        ///
        /// - Complexity: O(log n + log k) for n paragraphs and k chunks in the paragraph found, plus counting that
        ///   paragraph (or chunk) up to the window where the prefix ends.
        func locate() -> TwitterLimitCrossing? {
            let fails = { (through: ParagraphSummary) in self.fails(through.count) }
            guard let located = tree.firstParagraph(whereTotalsThrough: fails) else { return nil }
            let before = located.paragraph.totalsBeforePiece(after: located.before, whereTotalsThrough: fails)
            return walk(from: before.utf8, before: before.count)
        }

        /// The crossing at or after the count cut `start`, the text before it counting `before` (valid): window by
        /// window from `start`, through as many pieces as needed.
        ///
        /// - Complexity: O(the bytes from `start` to the end of the window found), plus O(log n) per piece entered.
        func walk(from start: Int, before: CountSummary) -> TwitterLimitCrossing {
            var before = before
            var offset = start
            while true {
                let (bytes, pieceStart) = piece(containing: offset)
                var lower = offset - pieceStart
                while lower < bytes.count {
                    var upper = lower + 1
                    while upper < bytes.count && !CountCuts.isCut(bytes, at: upper) { upper += 1 }
                    let startsText = pieceStart + lower == 0
                    recorder?.recordCount(bytes[lower..<upper])
                    let summary = rule.summary(of: bytes, segment: lower..<upper, startsText: startsText)
                    if fails(before + summary) {
                        let inside = rule.validPrefix(of: bytes, segment: lower..<upper, startsText: startsText, after: before)
                        return TwitterLimitCrossing(
                            window: (pieceStart + lower)..<(pieceStart + upper), before: before,
                            validPrefix: before.normalizedLength + inside)
                    }
                    before += summary
                    lower = upper
                }
                precondition(pieceStart + bytes.count < tree.summary.utf8, "TwitterLimitCrossing: the text stays valid")
                offset = pieceStart + bytes.count
            }
        }

        /// The crossing when the text before the count cut `start` counts `before`, which is not valid: window by
        /// window back from `start` inside its piece, then forward; from scratch past the piece's start.
        ///
        /// - Complexity: O(the bytes from the window found to `start`, and that window).
        func walkBack(from start: Int, before: CountSummary) -> TwitterLimitCrossing? {
            var before = before
            var upper = start
            let (bytes, pieceStart) = piece(containing: start - 1)
            while fails(before) {
                guard upper > pieceStart else { return locate() }
                var lower = upper - pieceStart - 1
                while lower > 0 && !CountCuts.isCut(bytes, at: lower) { lower -= 1 }
                let segment = lower..<(upper - pieceStart)
                recorder?.recordCount(bytes[segment])
                before = before - rule.summary(of: bytes, segment: segment, startsText: pieceStart + lower == 0)
                upper = pieceStart + lower
            }
            return walk(from: upper, before: before)
        }

        /// The bytes of the paragraph, or of the chunk of a long paragraph, that holds document offset `offset`,
        /// and where they start.
        ///
        /// - Complexity: O(log n), plus O(log k) in a paragraph of k chunks.
        private func piece(containing offset: Int) -> (bytes: [UInt8], start: Int) {
            let located = tree.locate(offset, in: .utf8)
            let (piece, before) = located.paragraph.piece(containing: offset - located.start)
            return (piece.bytes, located.start + before.utf8)
        }
    }

    /// The crossing after an edit that replaced `replaced` (old UTF-8 offsets) with `insertedCount` bytes and
    /// changed the document's count from `oldTotal` to the tree's, found from this one (see the type's overview).
    func moved(by replaced: Range<Int>, insertedCount: Int, oldTotal: CountSummary, in search: Search) -> TwitterLimitCrossing? {
        let newTotal = search.tree.summary.count
        guard search.fails(newTotal) else { return nil }
        // After the window, or from its second byte on: the window's start and the text before it are as they were.
        if replaced.lowerBound > window.upperBound { return self }
        if replaced.lowerBound > window.lowerBound { return search.walk(from: window.lowerBound, before: before) }
        // Before the window, its first byte and the one before it untouched: the text before it changed by the edit.
        if replaced.upperBound < window.lowerBound {
            let start = window.lowerBound + insertedCount - replaced.count
            let before = before + (newTotal - oldTotal)
            return search.fails(before) ? search.walkBack(from: start, before: before) : search.walk(from: start, before: before)
        }
        return search.locate()
    }
}

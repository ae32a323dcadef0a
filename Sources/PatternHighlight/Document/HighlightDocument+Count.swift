/// The document's count, kept as it is edited.
extension HighlightDocument {
    /// What a composer's length counter shows for the whole text, under the profile's ``Profile/counting`` rule:
    /// equal to `highlighter.annotate(text).count`, without counting the text.
    ///
    /// Every paragraph's count (``CountSummary``) is summed in the paragraph tree, and a long paragraph's chunks'
    /// in its chunk totals; an edit counts again only the words between the count cuts around it
    /// (``CountingWindow``), so a keystroke costs O(log n + the edit's words). Under twitter, where the valid
    /// range ends is located by descending the same sums (`LimitCrossing`), again only after an edit at or
    /// before that place.
    ///
    /// ```swift
    /// var document = HighlightDocument("hi", highlighter: Highlighter(profile: .twitter))
    /// try document.replace(2..<2, in: .utf16, with: " 👋🏽")
    /// document.count.twitter?.weightedLength   // 5: "hi " 3, the emoji sequence 2
    /// ```
    ///
    /// - Complexity: O(1).
    public var count: TextCount {
        let total = tree.summary.countSummary
        return profile.counting.count(total: total, validPrefix: limitCrossing?.validPrefix ?? total.normalizedLength)
    }

    /// Locates where the text stops being valid again when an edit from `editStart` (old UTF-8 offsets; `nil`: a
    /// new text) may have moved it: the edit starts at or before the piece it was found in, or none was.
    mutating func updateLimitCrossing(afterEditFrom editStart: Int?) {
        if let crossing = limitCrossing, let editStart, editStart > crossing.pieceEnd { return }
        limitCrossing = LimitCrossing.locate(in: tree, counting: profile.counting, recorder: scanRecorder)
    }
}

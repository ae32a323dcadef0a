/// The document's count, kept as it is edited.
extension HighlightDocument {
    /// What a composer's length counter shows for the whole text, under the profile's ``Profile/counting`` rule:
    /// equal to `highlighter.annotate(text).count`, without counting the text.
    ///
    /// Every paragraph's count (`CountSummary`) is summed in the paragraph tree, and a long paragraph's chunks'
    /// in its chunk totals; an edit counts again only the words between the count cuts around it
    /// (`CountingWindow`), so a keystroke costs O(log n + the edit's words). Under a rule whose valid range is a
    /// prefix (twitter's), where it ends is kept too (`LimitCrossing`), and an edit near it moves it a few words.
    ///
    /// ```swift
    /// var document = HighlightDocument("hi", highlighter: Highlighter(profile: .twitter))
    /// try document.replace(2..<2, in: .utf16, with: " 👋🏽")
    /// document.count.twitter?.weightedLength   // 5: "hi " 3, the emoji sequence 2
    /// ```
    ///
    /// Under a rule that counts a content warning (Mastodon's), which strips the text's ends and joins the
    /// ``spoilerText``, the whole text is counted for now.
    ///
    /// - Complexity: O(1); O(n) under a rule that counts a content warning.
    public var count: TextCount {
        if profile.counting.countsWholeText {
            // The whole text, for now: the correction from the paragraphs' sums
            // (`CountingMethod.weigh(total:contentWarning:reading:)`) came out one short of the whole text's count on
            // a URL wrapped in bidi controls before a NUL the server strips (FuzzDocument).
            return profile.counting.count(utf8: utf8, contentWarning: Array(spoilerText.utf8))
        }
        let total = tree.summary.count
        return profile.counting.count(total: total, validPrefix: limitCrossing?.validPrefix ?? total.normalizedLength)
    }

    /// The bytes `range` (UTF-8 offsets) of the text, read from the paragraphs it overlaps.
    ///
    /// - Complexity: O(log n + `range.count`).
    func utf8Bytes(in range: Range<Int>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        tree.forEach(overlapping: range) { located in
            let local = max(range.lowerBound - located.start, 0)..<min(range.upperBound - located.start, located.paragraph.byteCount)
            if !local.isEmpty { located.paragraph.appendBytes(local, to: &bytes) }
        }
        return bytes
    }

    /// Finds where the text stops being valid after an edit that replaced `replaced` (old UTF-8 offsets) with
    /// `insertedCount` bytes, the document's count having been `oldTotal` (`nil`: a new text).
    mutating func updateLimitCrossing(afterReplacing replaced: Range<Int>? = nil, insertedCount: Int = 0, oldTotal: CountSummary? = nil) {
        guard profile.counting.locatesValidPrefix else { return }
        let search = LimitCrossing.Search(tree: tree, rule: profile.counting, recorder: scanRecorder)
        if let crossing = limitCrossing, let replaced, let oldTotal {
            limitCrossing = crossing.moved(by: replaced, insertedCount: insertedCount, oldTotal: oldTotal, in: search)
        } else {
            limitCrossing = search.fails(tree.summary.count) ? search.locate() : nil
        }
    }
}

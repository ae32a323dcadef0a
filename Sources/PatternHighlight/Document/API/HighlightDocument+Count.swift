/// The document's count, kept as it is edited.
extension HighlightDocument {
    /// What a composer's length counter shows for the whole text, under the profile's ``Profile/counting`` rule:
    /// equal to `highlighter.annotate(text).count`, without counting the text.
    ///
    /// Every paragraph's count (`CountSummary`) is summed in the paragraph tree, and a long paragraph's chunks'
    /// in its chunk totals; an edit counts again only the words between the count cuts around it
    /// (`CountingWindow`), so a keystroke costs O(log n + the edit's words). Under a rule whose valid range is a
    /// prefix (twitter's), where it ends is kept too (`LimitCrossing`), and an edit near it moves it a few words.
    /// What Bluesky's app trims when it posts (blank lines, the ends) is kept by reading the blank stretches on
    /// either side of each edit (`PostedTrimWindow`).
    ///
    /// ```swift
    /// var document = HighlightDocument("hi", highlighter: Highlighter(profile: .twitter))
    /// try document.replace(2..<2, in: .utf16, with: " 👋🏽")
    /// document.count.twitter?.weightedLength   // 5: "hi " 3, the emoji sequence 2
    /// ```
    ///
    /// Under a rule that counts a content warning (Mastodon's), which strips the text's ends and joins the
    /// ``spoilerText``, the paragraphs' sum is corrected at the text's two ends, reading a few hundred bytes there
    /// when an edit reaches them or the content warning changed (an edit between them keeps the correction);
    /// the whole text is counted only when it holds a U+2028 or U+2029 right after a URL's query (which may run on
    /// across it), is blank,
    /// or has more than 8 KB the server strips at an end or a NUL there on a line longer than that.
    ///
    /// - Complexity: O(1); O(log n + the spoiler text) under a rule that counts a content warning, but for the
    ///   cases above.
    public var count: TextCount {
        if profile.counting.countsWholeText {
            var total = tree.summary.count
            if let ends = countEnds, ends.contentWarning == spoilerText, total.invalidCharacters == 0, total.length.utf8 > 0 {
                total.weight += ends.weightChange
                return profile.counting.count(total: total, validPrefix: UnitLengths())
            }
            let warning = Array(spoilerText.utf8)
            let method = profile.counting.method
            guard let total = method.weigh(total: tree.summary.count, contentWarning: warning, reading: utf8Bytes(in:)) else {
                return profile.counting.count(utf8: utf8, contentWarning: warning)
            }
            return profile.counting.count(total: total, validPrefix: UnitLengths())
        }
        var total = tree.summary.count
        total.postedTrim = postedTrim
        return profile.counting.count(total: total, validPrefix: limitCrossing?.validPrefix ?? total.normalizedLength)
    }

    /// The bytes `range` (UTF-8 offsets) of the text, read from the paragraphs it overlaps.
    ///
    /// - Complexity: O(log n + `range.count`).
    func utf8Bytes(in range: Range<Int>) -> [UInt8] {
        tree.utf8Bytes(in: range)
    }

    /// Keeps ``countEnds`` after an edit that replaced `replaced` (old UTF-8 offsets) of a text of `oldLength` bytes
    /// (`nil`: a new text), under a rule that counts a content warning: kept when the edit fell between the bytes it
    /// read, else measured again (O(log n) and a few hundred bytes read).
    mutating func updateCountEnds(afterReplacing replaced: Range<Int>? = nil, oldLength: Int = 0) {
        guard profile.counting.countsWholeText else { return }
        if let ends = countEnds, let replaced,
            ends.holds(afterReplacing: replaced, oldLength: oldLength, newLength: tree.summary.utf8, contentWarning: spoilerText)
        {
            return
        }
        let total = tree.summary.count
        let length = total.length.utf8
        var headExtent = 0
        var tailExtent = 0
        let weighed = profile.counting.method.weigh(total: total, contentWarning: Array(spoilerText.utf8)) { range in
            if range.lowerBound == 0 { headExtent = max(headExtent, range.upperBound) }
            if range.upperBound == length { tailExtent = max(tailExtent, length - range.lowerBound) }
            return utf8Bytes(in: range)
        }
        countEnds = weighed.map {
            CountEndCorrection(
                weightChange: $0.weight - total.weight, headExtent: headExtent, tailExtent: tailExtent, contentWarning: spoilerText)
        }
    }

    /// Keeps ``postedTrim`` after an edit that replaced `removed` (the old bytes) at `offset` (UTF-8) with
    /// `inserted`, under a rule that ``CountingMethod/trimsWhenPosting`` (``PostedTrimWindow``).
    mutating func updatePostedTrim(afterReplacing removed: [UInt8], with inserted: [UInt8], at offset: Int) {
        postedTrim += PostedTrimWindow.change(
            replacing: removed, with: inserted, at: offset, in: tree, method: profile.counting.method)
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

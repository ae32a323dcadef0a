/// What a live document keeps under Mastodon's count, which strips the text's ends and counts the content warning
/// (`spoiler_text`) with it, so that it is no sum of paragraph summaries: the content warning, and the correction of
/// the summed count at the text's two ends (``MastodonCountEnds``), measured by reading a few hundred bytes there and
/// kept while edits fall between them. The whole text is counted only when
/// ``MastodonCounting/weigh(total:contentWarning:reading:)`` cannot count from the sums.
struct MastodonDocumentCount: ProfileDocumentState {
    let method: MastodonCounting
    private(set) var contentWarning = ""
    /// The correction, when it was measured with ``contentWarning`` and the text as it is.
    private var ends: MastodonCountEnds?

    /// The state of a text whose paragraphs `document` holds, without a content warning.
    init(method: MastodonCounting, in document: ProfileDocumentContext) {
        self.method = method
        measureEnds(in: document)
    }

    mutating func setContentWarning(_ warning: String) {
        contentWarning = warning
    }

    mutating func follow(_ edit: ProfileDocumentEdit, in document: ProfileDocumentContext) {
        let newLength = document.tree.summary.utf8
        if let ends, ends.holds(
            afterReplacing: edit.replaced, oldLength: edit.oldTotal.length.utf8, newLength: newLength,
            contentWarning: contentWarning)
        {
            return
        }
        measureEnds(in: document)
    }

    /// - Complexity: O(log n + the content warning) unless the whole text is counted (see the type's overview).
    func countInputs(total: CountSummary, of text: ProfileDocumentText) -> (total: CountSummary, validPrefix: UnitLengths) {
        if let ends, ends.contentWarning == contentWarning, total.invalidCharacters == 0, total.length.utf8 > 0 {
            var total = total
            total.weight += ends.weightChange
            return (total, UnitLengths())
        }
        let warning = Array(contentWarning.utf8)
        guard let weighed = method.weigh(total: total, contentWarning: warning, reading: text.utf8Bytes(in:)) else {
            let bytes = text.utf8Bytes(in: 0..<total.length.utf8)
            return (method.weigh(wholeText: bytes, contentWarning: warning, reuse: nil), UnitLengths())
        }
        return (weighed, UnitLengths())
    }

    /// Measures the correction at the text's ends again: O(log n) and a few hundred bytes read.
    private mutating func measureEnds(in document: ProfileDocumentContext) {
        let total = document.tree.summary.count
        let length = total.length.utf8
        var headExtent = 0
        var tailExtent = 0
        let weighed = method.weigh(total: total, contentWarning: Array(contentWarning.utf8)) { range in
            if range.lowerBound == 0 { headExtent = max(headExtent, range.upperBound) }
            if range.upperBound == length { tailExtent = max(tailExtent, length - range.lowerBound) }
            return document.tree.utf8Bytes(in: range)
        }
        ends = weighed.map {
            MastodonCountEnds(
                weightChange: $0.weight - total.weight, headExtent: headExtent, tailExtent: tailExtent,
                contentWarning: contentWarning)
        }
    }
}

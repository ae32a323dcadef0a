/// What a live document keeps under twitter-text's count: where its valid range ends (parseTweet's
/// `validRangeEnd`), which no sum of paragraph summaries gives, as the ``TwitterLimitCrossing`` found again from the
/// old one after each edit; `nil` while the whole text is valid.
struct TwitterDocumentValidRange: ProfileDocumentState {
    private var crossing: TwitterLimitCrossing?

    /// The state of a new text whose paragraphs `document` holds.
    ///
    /// - Complexity: O(log n) and the paragraph where the valid range ends counted, when it ends.
    init(in document: ProfileDocumentContext) {
        let search = Self.search(in: document)
        crossing = search.fails(document.tree.summary.count) ? search.locate() : nil
    }

    mutating func follow(_ edit: ProfileDocumentEdit, in document: ProfileDocumentContext) {
        let search = Self.search(in: document)
        if let crossing {
            self.crossing = crossing.moved(
                by: edit.replaced, insertedCount: edit.insertedCount, oldTotal: edit.oldTotal, in: search)
        } else {
            crossing = search.fails(document.tree.summary.count) ? search.locate() : nil
        }
    }

    func countInputs(total: CountSummary, of text: ProfileDocumentText) -> (total: CountSummary, validPrefix: UnitLengths) {
        (total, crossing?.validPrefix ?? total.normalizedLength)
    }

    private static func search(in document: ProfileDocumentContext) -> TwitterLimitCrossing.Search {
        TwitterLimitCrossing.Search(tree: document.tree, rule: document.counting, recorder: document.recorder)
    }
}

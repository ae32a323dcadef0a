/// What a live document keeps under Bluesky's count: how many bytes the app takes out of the text when it posts it
/// (``BlueskyPostedText``), a figure no sum of paragraph summaries gives. It is a sum over the stretches of trimmed
/// characters, so each edit changes it by what the stretches it touches trim after it less before
/// (``BlueskyTrimStretch``); a keystroke in a line settles that from the bytes it edits, reading nothing else.
struct BlueskyDocumentTrim: ProfileDocumentState {
    let method: BlueskyCounting
    /// The bytes posting takes out of the whole text.
    private(set) var trimmed: Int

    init(method: BlueskyCounting, trimmed: Int) {
        self.method = method
        self.trimmed = trimmed
    }

    var readsRemovedBytes: Bool { true }

    func isLeftAsIs(byEditOf bytes: [UInt8], replacing range: Range<Int>, with inserted: [UInt8], contentEnd: Int) -> Bool {
        BlueskyTrimStretch.leavesTrim(bytes, replacing: range, with: inserted, contentEnd: contentEnd, method: method)
    }

    mutating func follow(_ edit: ProfileDocumentEdit, in document: ProfileDocumentContext) {
        guard !edit.leavesState else { return }
        trimmed += BlueskyTrimStretch.change(
            replacing: edit.removed, with: edit.inserted, at: edit.replaced.lowerBound, in: document.tree, method: method)
    }

    func countInputs(total: CountSummary, of text: ProfileDocumentText) -> (total: CountSummary, validPrefix: UnitLengths) {
        var total = total
        total.postedTrim = trimmed
        return (total, total.normalizedLength)
    }
}

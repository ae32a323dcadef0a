/// The ``ProfileDocumentState``s of one live document: its recognizer's and its counting method's, each `nil` when
/// that part of the profile keeps none (a profile may count with another platform's rule, ``Profile/counting(_:)``,
/// so the two are made apart). What the document calls, and all it stores for its profile.
struct ProfileDocumentStates: Sendable {
    /// What the recognizer keeps (the reply, ``ReplyState``).
    private var recognizing: (any ProfileDocumentState)?
    /// What the counting method keeps (figures no sum of paragraphs gives, such as where the valid range ends).
    private var counting: (any ProfileDocumentState)?
    // The three flags below are stored, not derived on each edit: reading them from the optional existentials
    // copies each state out (callgrind: about 300 instructions per keystroke).
    /// Whether there is any state to hand an edit to.
    let followsEdits: Bool
    /// The content warning and what it adds to the paragraphs' sum (``CountingMethod/weigh(contentWarning:)``), when
    /// the counting method counts one and keeps no state of its own (one reference: the states are stored in every
    /// document).
    private var warning: ContentWarningCount?
    /// Whether the count is read through the counting method's state or a content warning's summary.
    private(set) var keepsCount: Bool
    /// Whether an edit must hand over the bytes it removed.
    let readsRemovedBytes: Bool

    /// The states `recognizer` and the document's counting method keep for a new text of `bytes` whose paragraphs
    /// `document` holds.
    ///
    /// - Complexity: what the states need; O(n) at most.
    init(bytes: [UInt8], recognizer: any EntityRecognizer, in document: ProfileDocumentContext) {
        let recognizing = recognizer.makeDocumentState(for: bytes, in: document)
        let counting = document.counting.method.makeDocumentState(for: bytes, in: document)
        self.recognizing = recognizing
        self.counting = counting
        followsEdits = recognizing != nil || counting != nil
        let method = document.counting.method
        warning = counting == nil && method.countsContentWarning && !method.countsWholeText
            ? ContentWarningCount("", weighedBy: method) : nil
        keepsCount = counting != nil
        readsRemovedBytes = (recognizing?.readsRemovedBytes ?? false) || (counting?.readsRemovedBytes ?? false)
    }

    /// Whether every state that reads removed bytes is left as it is by an edit of a piece of a paragraph
    /// (``ProfileDocumentState/isLeftAsIs(byEditOf:replacing:with:contentEnd:)``).
    func areLeftAsIs(byEditOf bytes: [UInt8], replacing range: Range<Int>, with inserted: [UInt8], contentEnd: Int) -> Bool {
        // Optional chaining calls each state in place (no copy of the existential).
        (recognizing?.isLeftAsIs(byEditOf: bytes, replacing: range, with: inserted, contentEnd: contentEnd) ?? true)
            && (counting?.isLeftAsIs(byEditOf: bytes, replacing: range, with: inserted, contentEnd: contentEnd) ?? true)
    }

    /// Follows `edit`, which `document`'s tree already holds.
    mutating func follow(_ edit: ProfileDocumentEdit, in document: ProfileDocumentContext) {
        recognizing?.follow(edit, in: document)
        counting?.follow(edit, in: document)
    }

    /// What the document's count is made of (``ProfileDocumentState/countInputs(total:of:)``): the counting state's,
    /// else the paragraphs' sum and its whole normalised length.
    func countInputs(tree: ParagraphTree) -> (total: CountSummary, validPrefix: UnitLengths) {
        let total = tree.summary.count
        if let warning, !warning.text.isEmpty { return (total + warning.summary, total.normalizedLength) }
        return counting?.countInputs(total: total, of: ProfileDocumentText(tree: tree)) ?? (total, total.normalizedLength)
    }

    /// The screen name the post replies to, or `nil`.
    var replyScreenName: String? { recognizing.builtIn?.replyScreenName ?? counting.builtIn?.replyScreenName }

    /// The content warning the count includes; empty under a rule that counts none.
    var contentWarning: String { counting?.contentWarning ?? warning?.text ?? "" }

    /// Sets the content warning the count includes (ignored under a rule that counts none), for the recognizer's
    /// state too (the posted text's count, under markdown links).
    mutating func setContentWarning(_ warning: String) {
        counting?.setContentWarning(warning)
        recognizing?.setContentWarning(warning)
        if let kept = self.warning {
            self.warning = ContentWarningCount(warning, weighedBy: kept.method)
            keepsCount = !warning.isEmpty
        }
    }

    /// The count of the text as posted, when the recognizer's state keeps it (markdown links); else `nil`.
    var postedCount: TextCount? { recognizing.builtIn?.postedCount }
}

/// A content warning and what it adds to a text's summary (``CountingMethod/weigh(contentWarning:)``), kept by a live
/// document whose counting method keeps no state of its own.
final class ContentWarningCount: Sendable {
    /// The warning, empty when none.
    let text: String
    /// What it adds to the text's summary (zero when it is empty).
    let summary: CountSummary
    /// The method that weighs it.
    let method: any CountingMethod

    init(_ text: String, weighedBy method: any CountingMethod) {
        self.text = text
        self.method = method
        summary = text.isEmpty ? .zero : method.weigh(contentWarning: Array(text.utf8))
    }
}

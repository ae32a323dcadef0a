/// What a profile keeps for one live document (``HighlightDocument``) beside its paragraphs and their summed
/// counts: figures that no sum of paragraph summaries gives, kept from edit to edit instead of worked out from the
/// whole text each time (where the valid range ends, the bytes posting trims, the reply, the content warning, say;
/// each platform's folder documents its own).
///
/// The one door between a live document and a platform's own machinery. A profile's recognizer and its counting
/// method may each make one (``EntityRecognizer/makeDocumentState(for:in:)``,
/// ``CountingMethod/makeDocumentState(for:in:)``); the document hands every edit to them (``follow(_:in:)``) and reads
/// its count through them, and names none of them. A profile without one pays nothing for it.
public protocol ProfileDocumentState: Sendable {
    /// Whether an edit hands over the bytes it removed (``ProfileDocumentEdit/removed``). Default `false`.
    var readsRemovedBytes: Bool { get }

    /// For a state that ``readsRemovedBytes``: whether an edit of one stored piece of a paragraph (`bytes`, before
    /// the edit, its content up to `contentEnd`) that replaces `range` with `inserted` leaves the state as it is, seen
    /// from that piece alone. The edit then hands over no bytes and says so (``ProfileDocumentEdit/leavesState``).
    /// Default: `true` for a state that does not read removed bytes (it needs none), else `false` (it cannot tell).
    func isLeftAsIs(byEditOf bytes: [UInt8], replacing range: Range<Int>, with inserted: [UInt8], contentEnd: Int) -> Bool

    /// Follows `edit`, which `document`'s tree already holds.
    mutating func follow(_ edit: ProfileDocumentEdit, in document: ProfileDocumentContext)

    /// What the document's count is made of (``CountingRule``'s count of a total and a valid prefix), from `total`,
    /// the sum of the summaries of the paragraphs of `text`: `total` with what the state keeps filled in, and the
    /// normalised length of the valid prefix. Default: `total` and its whole normalised length.
    func countInputs(total: CountSummary, of text: ProfileDocumentText) -> (total: CountSummary, validPrefix: UnitLengths)

    /// The content warning the post will carry, for a state whose count includes one; else empty (the default).
    var contentWarning: String { get }

    /// Sets ``contentWarning``; a state whose count includes none ignores it (the default).
    mutating func setContentWarning(_ warning: String)
}

extension ProfileDocumentState {
    public var readsRemovedBytes: Bool { false }
    public func isLeftAsIs(byEditOf bytes: [UInt8], replacing range: Range<Int>, with inserted: [UInt8], contentEnd: Int) -> Bool {
        !readsRemovedBytes
    }
    public func countInputs(total: CountSummary, of text: ProfileDocumentText) -> (total: CountSummary, validPrefix: UnitLengths) {
        (total, total.normalizedLength)
    }
    public var contentWarning: String { "" }
    public mutating func setContentWarning(_ warning: String) {}
}

/// An edit as a ``ProfileDocumentState`` follows it, after the document applied it.
public struct ProfileDocumentEdit: Sendable {
    /// The replaced range, in the old text's UTF-8 offsets.
    public let replaced: Range<Int>
    /// The bytes put in its place, when a state ``ProfileDocumentState/readsRemovedBytes`` or the edit stayed in a
    /// paragraph; a whole-text edit for states that read no bytes hands none (``insertedCount`` says how many).
    public let inserted: [UInt8]
    /// How many bytes were put in the replaced range's place.
    public let insertedCount: Int
    /// The bytes it removed, when a state ``ProfileDocumentState/readsRemovedBytes`` and the edit does not
    /// ``leavesState``; else empty.
    public let removed: [UInt8]
    /// Whether every state that reads removed bytes said, from the piece the edit changed, that it leaves them as
    /// they are (``ProfileDocumentState/isLeftAsIs(byEditOf:replacing:with:contentEnd:)``).
    public let leavesState: Bool
    /// The document's summed count before the edit.
    public let oldTotal: CountSummary
    /// The index of the first paragraph the edit re-scanned (in the new text).
    public let firstParagraph: Int
}

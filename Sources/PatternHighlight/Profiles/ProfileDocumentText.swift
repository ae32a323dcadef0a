/// A live document's text as a ``ProfileDocumentState`` reads it when the count is asked for
/// (``ProfileDocumentState/countInputs(total:of:)``): its paragraphs' summed count and its bytes. Made for that one
/// call; a state does not keep it.
public struct ProfileDocumentText {
    /// The document's paragraphs.
    let tree: ParagraphTree

    /// The sum of the summaries of the document's paragraphs.
    ///
    /// - Complexity: O(1).
    public var total: CountSummary { tree.summary.count }

    /// The document's length in UTF-8 bytes.
    ///
    /// - Complexity: O(1).
    public var utf8Count: Int { tree.summary.count.length.utf8 }

    /// The bytes `range` (UTF-8 offsets) of the document's text, read from the paragraphs it overlaps.
    ///
    /// - Complexity: O(log n + `range.count`).
    public func utf8Bytes(in range: Range<Int>) -> [UInt8] { tree.utf8Bytes(in: range) }
}

/// What a ``ProfileDocumentState`` reads of its document: its text, its paragraphs' summed count, and how it counts.
public struct ProfileDocumentContext {
    /// The document's paragraphs, after the edit being followed.
    let tree: ParagraphTree
    /// How the document counts (its profile's rule).
    public let counting: CountingRule
    /// Test hook: records the stretches a state counts again.
    let recorder: ScanRecorder?

    /// The sum of the summaries of the document's paragraphs (what the profile's rule counts of the whole text,
    /// before a state fills in what it keeps).
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

/// What a ``ProfileDocumentState`` reads of its document: the paragraphs and how they are counted.
struct ProfileDocumentContext {
    /// The document's paragraphs, after the edit being followed.
    let tree: ParagraphTree
    /// How the document counts (its profile's rule).
    let counting: CountingRule
    /// Test hook: records the stretches a state counts again.
    let recorder: ScanRecorder?
}

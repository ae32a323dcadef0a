/// What a ``ProfileDocumentState`` reads of its document: the paragraphs and the compiled rules.
struct ProfileDocumentContext {
    /// The document's paragraphs, after the edit being followed.
    let tree: ParagraphTree
    /// The document's rules.
    let highlighter: Highlighter
    /// Test hook: records the stretches a state counts again.
    let recorder: ScanRecorder?

    /// How the document counts.
    var counting: CountingRule { highlighter.profile.counting }
}

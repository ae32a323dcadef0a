import PatternHighlight

/// `ph_document`: a live document, edited by one thread at a time (the C API's rule; not locked).
final class DocumentHandle: CHandle, @unchecked Sendable {
    var document: HighlightDocument

    init(_ document: HighlightDocument) {
        self.document = document
    }
}

import PatternHighlight
import PatternHighlightFormats

/// `ph_document`: a live document, edited by one thread at a time (the C API's rule; not locked).
final class DocumentHandle: CHandle, @unchecked Sendable {
    var document: HighlightDocument
    /// The writer of each edit's JSON, per unit, made on the first edit in that unit: a writer prepares its kinds'
    /// fragments when it is made, which cost more than the edit itself (callgrind: about 90,000 instructions).
    private var updateWriters: [OffsetUnit: DocumentJSONWriter] = [:]

    init(_ document: HighlightDocument) {
        self.document = document
    }

    /// The writer of an edit's JSON in `unit`, made once per unit.
    func updateWriter(in unit: OffsetUnit) -> DocumentJSONWriter {
        if let writer = updateWriters[unit] { return writer }
        let writer = DocumentJSONWriter(units: unit)
        updateWriters[unit] = writer
        return writer
    }
}

/// The paragraph an edit changed, after the edit, when the edit stayed inside one: where it lies in the
/// document and the entities its re-scan found (``FoundEntities``). It is the scope of the old entity
/// boundaries of the ``RescannedRegion``, and lets ``EntityLookup`` answer questions about it without a
/// descent of the tree or decoding its entities again.
struct EditedParagraph {
    /// The paragraph, as the tree now holds it (its storage shared, not copied).
    let paragraph: StoredParagraph
    /// Its index in the document.
    let index: Int
    /// Its first byte and the end of its break, in document UTF-8 offsets.
    let start: Int
    let end: Int
    /// The entities the edit's re-scan found in it.
    let found: FoundEntities
}

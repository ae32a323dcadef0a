/// The paragraph an edit changed, after the edit, when the edit stayed inside one: where it lies in the
/// document and the entities its re-scan found (``FoundEntities``, kept with it). It is the scope of the old entity
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

    /// The entities an edit's re-scan found, kept as the scan returned them so that the update reports them
    /// without decoding them again from the paragraph's storage: their offsets are ``shift`` short of the
    /// document's, and they are stored from entity index ``firstIndex`` of the edited paragraph on.
    struct FoundEntities {
        var entities: [Entity] = []
        var shift = 0
        var firstIndex = 0

        /// The entity indices of the edited paragraph that the found entities stand for.
        var indices: Range<Int> { firstIndex..<(firstIndex + entities.count) }

        /// Moves the offsets `offset` bytes later and the entity indices `entities` later (from a chunk's to its
        /// paragraph's, or from a paragraph's offsets to the document's).
        mutating func move(by offset: Int, entities: Int) {
            shift += offset
            firstIndex += entities
        }

        /// The found entity stored at entity index `index` of the edited paragraph (in ``indices``), in document offsets.
        func entity(at index: Int) -> Entity {
            entities[index - firstIndex].shifted(by: shift)
        }
    }
}

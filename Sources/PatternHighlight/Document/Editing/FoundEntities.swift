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

extension DocumentUpdate {
    /// The same edit reported with another styling of the new text: `changed` (sorted, apart) where it differs from the
    /// other styling's old one moved, `entities` that styling's there, and `hints` the hints kept. A cross-post target
    /// that posts the draft otherwise than as written reports its posted entities this way.
    func restyled(changed: [Range<Int>], entities: [Entity], hints: [Hint]) -> DocumentUpdate {
        var update = DocumentUpdate(
            replacedRange: replacedRange, insertedLength: insertedLength, changed: changed, entities: entities, length: length,
            scannedParagraphs: scannedParagraphs, count: count)
        update.warnings = warnings
        update.card = card
        update.cardChanged = cardChanged
        update.listsEntities = listsEntities
        update.hintRanges = hintRanges
        update.hints = hints
        return update
    }
}

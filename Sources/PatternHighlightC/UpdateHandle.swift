import CPatternHighlight
import PatternHighlight
import PatternHighlightFormats

/// `ph_update`: what one edit of a document changed, in the unit the edit came in, made whole when the edit is made
/// (the document moves on with the next edit).
final class UpdateHandle: CHandle, Sendable {
    let changed: LentView<LentArray<ph_range>>
    let entities: LentView<LentArray<ph_entity>>
    let count: LentView<ph_count>
    /// The stream mode's reply to the edit.
    let json: [UInt8]

    /// The update's views in `unit`, and its JSON as `output` (the document's writer in that unit) writes it.
    init(_ update: DocumentUpdate, in document: HighlightDocument, unit: OffsetUnit, output: DocumentJSONWriter) {
        let convert = { (range: Range<Int>) in document.range(ofBounds: range, in: unit) }
        changed = LentViews.ranges(update.changed, convert: convert)
        entities = LentViews.entities(update.entities, convert: convert)
        count = LentViews.count(update.count, in: unit)
        var writer = JSONWriter()
        writer.beginObject()
        output.writeMembers(of: update, in: document, into: &writer)
        writer.endObject()
        json = writer.bytes
    }
}

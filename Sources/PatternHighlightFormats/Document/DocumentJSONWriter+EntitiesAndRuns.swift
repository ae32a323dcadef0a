import PatternHighlight

/// A document's entities and runs, their offsets converted and their texts read in the document.
extension DocumentJSONWriter {
    /// Writes `"entities": […]`, the entities `forEach` hands over in text order, their offsets converted in
    /// `document` and their texts read from it; offered a flush after each. Also a cross-post stream target's.
    package func writeEntities(
        _ forEach: ((Entity) -> Void) -> Void, of document: HighlightDocument, into writer: inout JSONWriter
    ) {
        var converter = DocumentOffsetConverter(document, unit: units)
        writer.key("entities" as StaticString)
        writer.beginArray()
        forEach { entity in
            let start = converter.convert(entity.range.lowerBound)
            let end = converter.convert(entity.range.upperBound)
            members.writeEntity(
                entity, text: document.text(inBounds: entity.range), start: start, end: end, fragments: fragments,
                into: &writer)
            writer.flushIfFull()
        }
        writer.endArray()
    }

    /// Writes `"runs": […]`, the runs `forEach` hands over in text order, their offsets converted in `document`;
    /// offered a flush after each.
    func writeRuns(_ forEach: ((Run) -> Void) -> Void, of document: HighlightDocument, into writer: inout JSONWriter) {
        var converter = DocumentOffsetConverter(document, unit: units)
        writer.key("runs" as StaticString)
        writer.beginArray()
        forEach { run in
            let start = converter.convert(run.range.lowerBound)
            let end = converter.convert(run.range.upperBound)
            members.writeRun(run, start: start, end: end, fragments: fragments, into: &writer)
            writer.flushIfFull()
        }
        writer.endArray()
    }
}

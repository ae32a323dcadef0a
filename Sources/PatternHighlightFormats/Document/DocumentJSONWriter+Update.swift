import PatternHighlight

/// An edit's reply: what a `DocumentUpdate` changed, in the document it was made in.
extension DocumentJSONWriter {
    /// The members of an edit's reply, inside an object the caller opened:
    /// `"length"`, `"reply"` (profiles with replies), `"changed"`, `"entities"`, `"runs"` and `"count"` (the whole
    /// document's, `DocumentUpdate.count`), offsets in ``units``; `"card"` when the edit changed it; `"warnings"` when a re-scanned paragraph hit the regex limits
    /// with a custom pattern.
    ///
    /// The writer is offered a flush after every entity and run (``JSONWriter/flushIfFull()``).
    ///
    /// - Complexity: O(log n) per paragraph the update's ranges reach, plus its entities and runs.
    package func writeMembers(of update: DocumentUpdate, in document: HighlightDocument, into writer: inout JSONWriter) {
        writer.key("length")
        writer.int(document.length(in: units))
        if document.profile.hasReplies {
            writer.key("reply")
            if let reply = document.replyScreenName { writer.string(reply) } else { writer.null() }
        }
        var converter = DocumentOffsetConverter(document, unit: units)
        writer.key("changed")
        members.writeRangeList(update.changed, convert: { converter.convert($0) }, into: &writer)
        if update.listsEntities {
            writeEntities({ body in update.entities.forEach(body) }, of: document, into: &writer)
            writeRuns(update.forEachRun, of: document, into: &writer)
        } else {
            // A whole text set: its changed range is the whole new text, so its entities and runs are the
            // document's, walked rather than listed.
            writeEntities(document.forEachEntity, of: document, into: &writer)
            writeRuns({ body in if document.length(in: .utf8) > 0 { document.forEachRun(body) } }, of: document, into: &writer)
        }
        members.writeCount(update.count, into: &writer)
        if update.cardChanged {
            members.writeCard(update.card, convert: { document.offset(ofBound: $0, in: units) }, into: &writer)
        }
        if !update.warnings.isEmpty {
            converter = DocumentOffsetConverter(document, unit: units)
            writer.key("warnings")
            members.writeWarnings(update.warnings, convert: { converter.convert($0) }, into: &writer)
        }
        if document.highlighter.options.contains(.hints) {
            converter = DocumentOffsetConverter(document, unit: units)
            members.writeHintRanges(update.hintRanges, convert: { converter.convert($0) }, into: &writer)
            converter = DocumentOffsetConverter(document, unit: units)
            members.writeHints(update.hints, convert: { converter.convert($0) }, into: &writer)
        }
    }
}

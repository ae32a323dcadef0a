import PatternHighlight

/// Writing a `HighlightDocument`: its whole state (the annotate object), an edit's update, the caret token.
/// These are the stream mode's replies (see `specs/cli-contract.md`).
extension AnnotationJSONFormatter {
    /// The annotate object for the document's whole state, as one line of JSON (its `count` the document's, kept
    /// as it is edited).
    ///
    /// - Complexity: O(n).
    package func format(_ document: HighlightDocument, extraMembers: [(key: String, value: JSONValue)] = []) -> [UInt8] {
        var writer = JSONWriter()
        write(document, into: &writer, extraMembers: extraMembers)
        return writer.bytes
    }

    /// Writes ``format(_:extraMembers:)``'s object into `writer`, offering it a flush after every entity and run.
    ///
    /// The object is written from the document as it is walked (`HighlightDocument.forEachEntity(_:)`), the
    /// bytes of `write(_:into:extraMembers:count:)` for its `Annotation`, without making that annotation: a large
    /// document's text and entities are not copied to be written.
    ///
    /// - Complexity: O(n + e log n) for e entities (each one's text is read from the tree).
    package func write(_ document: HighlightDocument, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)] = []) {
        writer.beginObject()
        writer.members(extraMembers)
        writer.key("profile" as StaticString)
        writer.string(document.profile.name)
        writer.key("units" as StaticString)
        writer.string(units.rawValue)
        writer.key("length" as StaticString)
        writer.int(document.length(in: units))
        if document.profile.hasReplies {
            writer.key("reply" as StaticString)
            if let reply = document.replyScreenName { writer.string(reply) } else { writer.null() }
        }
        writeEntities(document.forEachEntity, of: document, into: &writer)
        if includesRuns { writeRuns(document.forEachRun, of: document, into: &writer) }
        writeCount(document.count, into: &writer)
        writeCard(document.card, convert: { document.offset(ofBound: $0, in: units) }, into: &writer)
        let warnings = document.warnings
        if !warnings.isEmpty {
            var converter = DocumentOffsetConverter(document, unit: units)
            writer.key("warnings")
            writeWarnings(warnings, convert: { converter.convert($0) }, into: &writer)
        }
        if document.highlighter.options.contains(.hints) {
            var converter = DocumentOffsetConverter(document, unit: units)
            writeHints(document.hints, convert: { converter.convert($0) }, into: &writer)
        }
        writer.endObject()
    }

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
        writeRangeList(update.changed, convert: { converter.convert($0) }, into: &writer)
        if update.listsEntities {
            writeEntities({ body in update.entities.forEach(body) }, of: document, into: &writer)
            writeRuns(update.forEachRun, of: document, into: &writer)
        } else {
            // A whole text set: its changed range is the whole new text, so its entities and runs are the
            // document's, walked rather than listed.
            writeEntities(document.forEachEntity, of: document, into: &writer)
            writeRuns({ body in if document.length(in: .utf8) > 0 { document.forEachRun(body) } }, of: document, into: &writer)
        }
        writeCount(update.count, into: &writer)
        if update.cardChanged {
            writeCard(update.card, convert: { document.offset(ofBound: $0, in: units) }, into: &writer)
        }
        if !update.warnings.isEmpty {
            converter = DocumentOffsetConverter(document, unit: units)
            writer.key("warnings")
            writeWarnings(update.warnings, convert: { converter.convert($0) }, into: &writer)
        }
        if document.highlighter.options.contains(.hints) {
            converter = DocumentOffsetConverter(document, unit: units)
            writeHintRanges(update.hintRanges, convert: { converter.convert($0) }, into: &writer)
            converter = DocumentOffsetConverter(document, unit: units)
            writeHints(update.hints, convert: { converter.convert($0) }, into: &writer)
        }
    }

    /// The caret token as `{"kind","start","end","query"}` (offsets in ``units``), or `null`.
    package func write(_ token: ActiveToken?, in document: HighlightDocument, into writer: inout JSONWriter) {
        guard let token else {
            writer.null()
            return
        }
        writer.beginObject()
        writer.key("kind")
        writer.string(token.kind.rawValue)
        writeBounds(document.range(ofBounds: token.range, in: units), into: &writer)
        writer.key("query")
        writer.string(token.query)
        writer.endObject()
    }

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
            writeEntity(entity, text: document.text(inBounds: entity.range), start: start, end: end, into: &writer)
            writer.flushIfFull()
        }
        writer.endArray()
    }

    /// Writes `"runs": […]`, the runs `forEach` hands over in text order, their offsets converted in `document`;
    /// offered a flush after each.
    private func writeRuns(_ forEach: ((Run) -> Void) -> Void, of document: HighlightDocument, into writer: inout JSONWriter) {
        var converter = DocumentOffsetConverter(document, unit: units)
        writer.key("runs" as StaticString)
        writer.beginArray()
        forEach { run in
            let start = converter.convert(run.range.lowerBound)
            let end = converter.convert(run.range.upperBound)
            writeRun(run, start: start, end: end, into: &writer)
            writer.flushIfFull()
        }
        writer.endArray()
    }
}

import PatternHighlight

/// Writes a live `HighlightDocument` as the stream mode's replies (see `specs/cli-contract.md`) and the C API's
/// documents write it: its whole state (the annotate object), an edit's update, the caret token.
package struct DocumentJSONWriter: Sendable {
    /// The unit of every offset written.
    package let units: OffsetUnit
    /// Whether the whole state and an edit's update have `"runs"`.
    package let includesRuns: Bool
    /// The theme's kinds' prepared fragments its entities and runs are written with, made once per writer.
    let fragments: KindFragments
    /// The entities, runs, count, card, warnings and hints, written as every object that has them writes them.
    var members: MemberWriter { MemberWriter(units: units) }

    package init(units: OffsetUnit, theme: Theme = .standard, includesRuns: Bool = true) {
        self.units = units
        self.includesRuns = includesRuns
        self.fragments = KindFragments(theme: theme, units: units)
    }

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
    /// bytes ``AnnotationJSONFormatter`` writes for its `Annotation`, without making that annotation: a large
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
        members.writeCount(document.count, into: &writer)
        members.writeCard(document.card, convert: { document.offset(ofBound: $0, in: units) }, into: &writer)
        let warnings = document.warnings
        if !warnings.isEmpty {
            var converter = DocumentOffsetConverter(document, unit: units)
            writer.key("warnings")
            members.writeWarnings(warnings, convert: { converter.convert($0) }, into: &writer)
        }
        if document.highlighter.options.contains(.hints) {
            var converter = DocumentOffsetConverter(document, unit: units)
            members.writeHints(document.hints, convert: { converter.convert($0) }, into: &writer)
        }
        writer.endObject()
    }
}

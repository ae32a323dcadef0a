import PatternHighlight

/// Writes an `Annotation` as the command-line contract's annotate object (`--format json`).
///
/// ```json
/// {"profile":"simple","units":"utf16","length":8,"entities":[{"kind":"mention","start":3,"end":8,
///  "text":"@john","value":"john"}],"runs":[{"start":0,"end":3},{"start":3,"end":8,"kind":"mention",
///  "style":{"color":"#5856D6","darkColor":"#5E5CE6"}}],"count":{"graphemes":8,"valid":true}}
/// ```
public struct AnnotationJSONFormatter: Sendable {
    /// The unit of every offset written.
    public var units: OffsetUnit {
        didSet { fragments = KindFragments(theme: theme, units: units) }
    }
    /// Where run styles come from.
    public var theme: Theme {
        didSet { fragments = KindFragments(theme: theme, units: units) }
    }
    /// Whether the object has `"runs"` (the command line's `--no-runs` leaves them out: they repeat every
    /// entity, and a pipeline that wants entities only halves its output).
    public var includesRuns: Bool
    /// The theme's kinds' prepared fragments, made once per formatter (a batch writes thousands of objects).
    private(set) var fragments: KindFragments
    /// The entities, runs, count, card, warnings and hints, written as every object that has them writes them.
    private var members: MemberWriter { MemberWriter(units: units) }

    public init(units: OffsetUnit = .utf16, theme: Theme = .standard, includesRuns: Bool = true) {
        self.units = units
        self.theme = theme
        self.includesRuns = includesRuns
        self.fragments = KindFragments(theme: theme, units: units)
    }

    /// The annotate object as one line of JSON (no trailing newline).
    ///
    /// - Complexity: O(n + e), n the text's length and e the number of entities.
    public func format(_ annotation: Annotation) -> [UInt8] {
        var writer = JSONWriter()
        write(annotation, into: &writer)
        return writer.bytes
    }

    /// Writes the annotate object; `extraMembers` are written first (for example a batch line's `id`); `count` is
    /// the `"count"` member's value (by default the annotation's own, `Annotation.count`).
    ///
    /// Offsets are converted in one forward pass for entities and runs together; the writer is offered a
    /// flush after every entity and run (``JSONWriter/flushIfFull()``), so a large document's JSON goes out
    /// in chunks as it is produced.
    package func write(
        _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)] = [],
        count: TextCount? = nil
    ) {
        write(annotation, into: &writer, extraMembers: extraMembers, countedBy: { count ?? annotation.count })
    }

    /// ``write(_:into:extraMembers:count:)`` with the `"count"` member's value asked of `count` only when it is
    /// written, after the entities and runs (the command line weighs a large text on other threads meanwhile).
    package func write(
        _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)] = [],
        countedBy count: () -> TextCount
    ) {
        var fragments = self.fragments
        writer.beginObject()
        writer.members(extraMembers)
        fragments.writeProfileAndUnits(annotation.profile.name, units: units, into: &writer)
        let entities = annotation.entities
        let boundaries = ConvertedBoundaries(entities, in: annotation.utf8, unit: units)
        writer.key("length" as StaticString)
        writer.int(boundaries.length)
        if annotation.profile.hasReplies {
            writer.key("reply" as StaticString)
            if let reply = annotation.replyScreenName { writer.string(reply) } else { writer.null() }
        }
        writer.key("entities" as StaticString)
        writer.beginArray()
        // Entities are read in place (`entities[index]`), not bound to a copy: a copy retains and releases its strings.
        for index in entities.indices {
            let (start, end) = boundaries.range(of: index, entities[index].range)
            members.writeEntity(entities[index], start: start, end: end, fragments: &fragments, into: &writer) { writer in
                writer.fragment(utf8: annotation.utf8, entities[index].range)
            }
            writer.flushIfFull()
        }
        writer.endArray()
        if includesRuns {
            writer.key("runs" as StaticString)
            writer.beginArray()
            var position = 0
            for index in entities.indices {
                let (start, end) = boundaries.range(of: index, entities[index].range)
                if start > position { members.writeRun(kind: nil, start: position, end: start, fragments: &fragments, into: &writer) }
                members.writeRun(kind: entities[index].kind, start: start, end: end, fragments: &fragments, into: &writer)
                position = end
                writer.flushIfFull()
            }
            if boundaries.length > position {
                members.writeRun(kind: nil, start: position, end: boundaries.length, fragments: &fragments, into: &writer)
            }
            writer.endArray()
        }
        members.writeCount(count(), into: &writer)
        let card = annotation.card
        let cardIndex = card.flatMap { card in entities.firstIndex { $0.range == card.range } }
        members.writeCard(card, convert: { offset in
            guard let cardIndex else { return offset }
            let (start, end) = boundaries.range(of: cardIndex, entities[cardIndex].range)
            return offset == entities[cardIndex].range.lowerBound ? start : end
        }, into: &writer)
        if !annotation.warnings.isEmpty {
            var converter = OffsetConverter(bytes: annotation.utf8, unit: units)
            writer.key("warnings")
            members.writeWarnings(annotation.warnings, convert: { converter.convert($0) }, into: &writer)
        }
        if annotation.looksForHints {
            var converter = OffsetConverter(bytes: annotation.utf8, unit: units)
            members.writeHints(annotation.hints, convert: { converter.convert($0) }, into: &writer)
        }
        writer.endObject()
    }
}

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
    private var fragments: KindFragments

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
            writeEntity(entities[index], start: start, end: end, fragments: &fragments, into: &writer) { writer in
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
                if start > position { writeRun(kind: nil, start: position, end: start, fragments: &fragments, into: &writer) }
                writeRun(kind: entities[index].kind, start: start, end: end, fragments: &fragments, into: &writer)
                position = end
                writer.flushIfFull()
            }
            if boundaries.length > position {
                writeRun(kind: nil, start: position, end: boundaries.length, fragments: &fragments, into: &writer)
            }
            writer.endArray()
        }
        writeCount(count(), into: &writer)
        let card = annotation.card
        let cardIndex = card.flatMap { card in entities.firstIndex { $0.range == card.range } }
        writeCard(card, convert: { offset in
            guard let cardIndex else { return offset }
            let (start, end) = boundaries.range(of: cardIndex, entities[cardIndex].range)
            return offset == entities[cardIndex].range.lowerBound ? start : end
        }, into: &writer)
        if !annotation.warnings.isEmpty {
            var converter = OffsetConverter(bytes: annotation.utf8, unit: units)
            writer.key("warnings")
            writeWarnings(annotation.warnings, convert: { converter.convert($0) }, into: &writer)
        }
        if annotation.looksForHints {
            var converter = OffsetConverter(bytes: annotation.utf8, unit: units)
            writeHints(annotation.hints, convert: { converter.convert($0) }, into: &writer)
        }
        writer.endObject()
    }

    /// Writes `warnings` as `[{"code", "kind", "pattern", "start", "end", "message"}]`; `start` and `end` are
    /// the paragraph left unhighlighted for `kind`. Only written when there is a warning (additive to the
    /// contract).
    func writeWarnings(_ warnings: [HighlightWarning], convert: (Int) -> Int, into writer: inout JSONWriter) {
        writer.beginArray()
        for warning in warnings {
            writer.beginObject()
            writer.key("code")
            writer.string(warning.reason.rawValue)
            writer.key("kind")
            writer.string(warning.kind.rawValue)
            writer.key("pattern")
            writer.string(warning.pattern)
            writeBounds(convert(warning.paragraph.lowerBound)..<convert(warning.paragraph.upperBound), into: &writer)
            writer.key("message")
            writer.string(warning.description)
            writer.endObject()
        }
        writer.endArray()
    }

    /// Writes one entity object; `start` and `end` are already in ``units``.
    func writeEntity(_ entity: Entity, text: String, start: Int, end: Int, into writer: inout JSONWriter) {
        var fragments = self.fragments
        writeEntity(entity, start: start, end: end, fragments: &fragments, into: &writer) { $0.fragment(text) }
    }

    /// Writes one entity object, `{"kind","start","end","text","value"}` plus each detail (``Entity/details``), `"partial"`, a markdown
    /// link's `"label"` and `"facade"`, and `"hostWarning": {"reason","ascii","unicode"}` when they apply; `writeText` writes the quoted text.
    @inline(__always)
    private func writeEntity(
        _ entity: Entity, start: Int, end: Int, fragments: inout KindFragments, into writer: inout JSONWriter,
        writeText: (inout JSONWriter) -> Void
    ) {
        writer.beginObject()
        fragments.writeEntityOpening(for: entity.kind, into: &writer)
        writer.fragment(start)
        writer.fragment(JSONFragments.end)
        writer.fragment(end)
        writer.fragment(JSONFragments.text)
        writeText(&writer)
        writer.fragment(JSONFragments.value)
        writer.fragment(entity.storedValue)
        for detail in entity.details {
            writer.fragment(JSONFragments.comma)
            writer.fragment(detail.name)
            writer.fragment(JSONFragments.colon)
            writer.fragment(detail.value)
        }
        if entity.isPartial { writer.fragment(JSONFragments.partial) }
        if entity.kind == .link { writeMarkdownLinkMembers(of: entity, into: &writer) }
        if let warning = entity.hostWarning {
            writer.fragment(JSONFragments.hostWarningReason)
            writer.fragment(warning.reason.rawValue)
            writer.fragment(JSONFragments.hostWarningASCII)
            writer.fragment(warning.ascii)
            writer.fragment(JSONFragments.hostWarningUnicode)
            writer.fragment(warning.unicode)
            writer.fragment(JSONFragments.hostWarningEnd)
        }
        writer.endObject()
    }

    /// Writes one run object; `start` and `end` are already in ``units``.
    func writeRun(_ run: Run, start: Int, end: Int, into writer: inout JSONWriter) {
        var fragments = self.fragments
        writeRun(kind: run.kind, start: start, end: end, fragments: &fragments, into: &writer)
    }

    /// Writes one run object, `{"start","end"}` plus `"kind"` and its theme's `"style"` for an entity's run.
    @inline(__always)
    private func writeRun(kind: EntityKind?, start: Int, end: Int, fragments: inout KindFragments, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.fragment(JSONFragments.start)
        writer.fragment(start)
        writer.fragment(JSONFragments.end)
        writer.fragment(end)
        if let kind { fragments.writeRunClosing(for: kind, into: &writer) }
        writer.endObject()
    }

    static func writeStyle(_ style: Style, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("color")
        writer.string(style.color.description)
        if style.underline {
            writer.key("underline")
            writer.bool(true)
        }
        if let dark = style.darkColor {
            writer.key("darkColor")
            writer.string(dark.description)
        }
        writer.endObject()
    }
}

/// The constant parts of entity and run objects, written as they are between the object's braces.
private enum JSONFragments {
    static var start: StaticString { #""start":"# }
    static var end: StaticString { #","end":"# }
    static var text: StaticString { #","text":"# }
    static var value: StaticString { #","value":"# }
    static var comma: StaticString { "," }
    static var colon: StaticString { ":" }
    static var partial: StaticString { #","partial":true"# }
    static var hostWarningReason: StaticString { #","hostWarning":{"reason":"# }
    static var hostWarningASCII: StaticString { #","ascii":"# }
    static var hostWarningUnicode: StaticString { #","unicode":"# }
    static var hostWarningEnd: StaticString { "}" }
}

/// Per kind, the prepared parts of its objects: `"kind":"mention","start":` opens an entity and
/// `,"kind":"mention","style":{…}` ends a run; made for the built-in kinds and the theme's when the formatter
/// is made, for any other kind on first use.
///
/// Every fragment lies in one byte array, so that writing one costs no reference counting: a batch writes
/// millions of them, from threads that would otherwise contend for the counts of shared per-kind arrays.
private struct KindFragments: Sendable {
    let theme: Theme
    /// `"profile":"twitter","units":"utf16"` and the like, for each of `Profile.allNames` in turn: ranges of ``bytes``.
    private var profileAndUnits: [Range<Int>] = []
    /// The profiles whose members ``profileAndUnits`` holds, in its order (those registered when it was made).
    private var preparedProfiles: [String] = []
    private var kinds: [EntityKind] = []
    /// The fragments, one after the other; `entityOpenings[slot]` and `runClosings[slot]` are ranges of it.
    private var bytes: [UInt8] = []
    private var entityOpenings: [Range<Int>] = []
    private var runClosings: [Range<Int>] = []

    init(theme: Theme, units: OffsetUnit) {
        self.theme = theme
        for kind in EntityKind.builtIn + theme.styles.keys.sorted() { _ = slot(for: kind) }
        preparedProfiles = Profile.allNames
        for name in preparedProfiles {
            var writer = JSONWriter()
            Self.writeProfileAndUnits(name, units: units, into: &writer)
            profileAndUnits.append(append(writer.bytes))
        }
    }

    /// Writes the `"profile"` and `"units"` members: prepared for the profiles registered when it was made.
    mutating func writeProfileAndUnits(_ profile: String, units: OffsetUnit, into writer: inout JSONWriter) {
        if let index = preparedProfiles.firstIndex(of: profile) {
            writer.members(prepared: bytes, profileAndUnits[index])
        } else {
            Self.writeProfileAndUnits(profile, units: units, into: &writer)
        }
    }

    private static func writeProfileAndUnits(_ profile: String, units: OffsetUnit, into writer: inout JSONWriter) {
        writer.key("profile" as StaticString)
        writer.string(profile)
        writer.key("units" as StaticString)
        writer.string(units.rawValue)
    }

    /// Writes the fragment that opens an entity of `kind`.
    @inline(__always)
    mutating func writeEntityOpening(for kind: EntityKind, into writer: inout JSONWriter) {
        let range = entityOpenings[slot(for: kind)]
        writer.fragment(bytes, range)
    }

    /// Writes the fragment that ends a run of `kind`.
    @inline(__always)
    mutating func writeRunClosing(for kind: EntityKind, into writer: inout JSONWriter) {
        let range = runClosings[slot(for: kind)]
        writer.fragment(bytes, range)
    }

    /// Where `kind`'s fragments are, made on first use (a profile has a handful of kinds).
    @inline(__always)
    private mutating func slot(for kind: EntityKind) -> Int {
        if let slot = kinds.firstIndex(of: kind) { return slot }
        // The members as the ordinary writer writes them, inside an object whose braces are then dropped.
        func members(withStyle: Bool) -> [UInt8] {
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("kind")
            writer.string(kind.rawValue)
            if withStyle, let style = theme.style(for: kind) {
                writer.key("style")
                AnnotationJSONFormatter.writeStyle(style, into: &writer)
            }
            writer.endObject()
            return Array(writer.bytes.dropFirst().dropLast())
        }
        kinds.append(kind)
        entityOpenings.append(append(members(withStyle: false) + Array(#","start":"#.utf8)))
        runClosings.append(append([UInt8(ascii: ",")] + members(withStyle: true)))
        return kinds.count - 1
    }

    /// Adds `fragment` to ``bytes``; where it is.
    private mutating func append(_ fragment: [UInt8]) -> Range<Int> {
        bytes += fragment
        return bytes.count - fragment.count..<bytes.count
    }
}

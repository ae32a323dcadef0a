/// Writes an ``Annotation`` as the command-line contract's annotate object (`--format json`).
///
/// ```json
/// {"profile":"simple","units":"utf16","length":8,"entities":[{"kind":"mention","start":3,"end":8,
///  "text":"@john","value":"john"}],"runs":[{"start":0,"end":3},{"start":3,"end":8,"kind":"mention",
///  "style":{"color":"#5856D6","darkColor":"#5E5CE6"}}]}
/// ```
public struct AnnotationJSONFormatter: Sendable {
    /// The unit of every offset written.
    public var units: OffsetUnit
    /// Where run styles come from.
    public var theme: Theme

    public init(units: OffsetUnit = .utf16, theme: Theme = .standard) {
        self.units = units
        self.theme = theme
    }

    /// The annotate object as one line of JSON (no trailing newline).
    public func format(_ annotation: Annotation) -> [UInt8] {
        var writer = JSONWriter()
        write(annotation, into: &writer)
        return writer.bytes
    }

    /// Writes the annotate object; `extraMembers` are written first (for example a batch line's `id`).
    public func write(_ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)] = []) {
        writer.beginObject()
        writer.members(extraMembers)
        writer.key("profile")
        writer.string(annotation.profile.name)
        writer.key("units")
        writer.string(units.rawValue)
        writer.key("length")
        writer.int(annotation.length(in: units))
        if annotation.profile.hasReplies {
            writer.key("reply")
            if let reply = annotation.replyScreenName { writer.string(reply) } else { writer.null() }
        }
        var converter = OffsetConverter(bytes: annotation.utf8, unit: units)
        writer.key("entities")
        writer.beginArray()
        for entity in annotation.entities {
            writeEntity(entity, of: annotation, converter: &converter, into: &writer)
        }
        writer.endArray()
        converter = OffsetConverter(bytes: annotation.utf8, unit: units)
        writer.key("runs")
        writer.beginArray()
        for run in annotation.runs {
            writeRun(run, converter: &converter, into: &writer)
        }
        writer.endArray()
        if !annotation.warnings.isEmpty {
            converter = OffsetConverter(bytes: annotation.utf8, unit: units)
            writer.key("warnings")
            writeWarnings(annotation.warnings, convert: { converter.convert($0) }, into: &writer)
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
            writer.key("start")
            writer.int(convert(warning.paragraph.lowerBound))
            writer.key("end")
            writer.int(convert(warning.paragraph.upperBound))
            writer.key("message")
            writer.string(warning.description)
            writer.endObject()
        }
        writer.endArray()
    }

    func writeEntity(_ entity: Entity, of annotation: Annotation, converter: inout OffsetConverter, into writer: inout JSONWriter) {
        let start = converter.convert(entity.range.lowerBound)
        let end = converter.convert(entity.range.upperBound)
        writeEntity(entity, text: annotation.text(in: entity.range), start: start, end: end, into: &writer)
    }

    /// Writes one entity object; `start` and `end` are already in ``units``.
    func writeEntity(_ entity: Entity, text: String, start: Int, end: Int, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("kind")
        writer.string(entity.kind.rawValue)
        writer.key("start")
        writer.int(start)
        writer.key("end")
        writer.int(end)
        writer.key("text")
        writer.string(text)
        writer.key("value")
        writer.string(entity.value)
        if let slug = entity.listSlug {
            writer.key("list")
            writer.string(slug)
        }
        if entity.isPartial {
            writer.key("partial")
            writer.bool(true)
        }
        writer.endObject()
    }

    func writeRun(_ run: Run, converter: inout OffsetConverter, into writer: inout JSONWriter) {
        let start = converter.convert(run.range.lowerBound)
        let end = converter.convert(run.range.upperBound)
        writeRun(run, start: start, end: end, into: &writer)
    }

    /// Writes one run object; `start` and `end` are already in ``units``.
    func writeRun(_ run: Run, start: Int, end: Int, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("start")
        writer.int(start)
        writer.key("end")
        writer.int(end)
        if let kind = run.kind {
            writer.key("kind")
            writer.string(kind.rawValue)
            if let style = theme.style(for: kind) {
                writer.key("style")
                writeStyle(style, into: &writer)
            }
        }
        writer.endObject()
    }

    func writeStyle(_ style: Style, into writer: inout JSONWriter) {
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

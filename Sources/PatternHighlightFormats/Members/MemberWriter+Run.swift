import PatternHighlight

/// Run objects: the `"runs"` elements of the annotate object and an edit's reply, each entity's with its theme's style.
extension MemberWriter {
    /// Writes one run object with the writer's prepared `fragments`; `start` and `end` are already in ``units``.
    func writeRun(_ run: Run, start: Int, end: Int, fragments: KindFragments, into writer: inout JSONWriter) {
        var fragments = fragments
        writeRun(kind: run.kind, start: start, end: end, fragments: &fragments, into: &writer)
    }

    /// Writes one run object, `{"start","end"}` plus `"kind"` and its theme's `"style"` for an entity's run.
    @inline(__always)
    func writeRun(kind: EntityKind?, start: Int, end: Int, fragments: inout KindFragments, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.fragment(JSONFragments.start)
        writer.fragment(start)
        writer.fragment(JSONFragments.end)
        writer.fragment(end)
        if let kind { fragments.writeRunClosing(for: kind, into: &writer) }
        writer.endObject()
    }

    /// Writes a run's `"style"` value, `{"color"}` plus `"underline"` and `"darkColor"` when the style has them.
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

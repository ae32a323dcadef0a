import PatternHighlight

/// Entity objects: the `"entities"` elements of the annotate object, an edit's reply and a cross-post's targets.
extension MemberWriter {
    /// Writes one entity object with the writer's prepared `fragments`; `start` and `end` are already in ``units``.
    func writeEntity(
        _ entity: Entity, text: String, start: Int, end: Int, fragments: KindFragments, into writer: inout JSONWriter
    ) {
        var fragments = fragments
        writeEntity(entity, start: start, end: end, fragments: &fragments, into: &writer) { $0.fragment(text) }
    }

    /// Writes one entity object, `{"kind","start","end","text","value"}` plus each detail (`Entity.details`),
    /// `"partial"`, a markdown link's `"label"` and `"facade"`, and `"hostWarning": {"reason","ascii","unicode"}` when
    /// they apply; `writeText` writes the quoted text.
    @inline(__always)
    func writeEntity(
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
}

/// The constant parts of entity and run objects, written as they are between the object's braces.
enum JSONFragments {
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

import PatternHighlight

/// A markdown link entity's own members (`Highlighter.Options.markdownLinks`).
extension MemberWriter {
    /// Writes a markdown link's members after its value: `"label"`, and `"facade": {"shown", "target"}` when its
    /// label names another host than its URL.
    func writeMarkdownLinkMembers(of entity: Entity, into writer: inout JSONWriter) {
        if let label = entity.label {
            writer.fragment(MarkdownLinkFragments.label)
            writer.fragment(label)
        }
        if let facade = entity.facade {
            writer.fragment(MarkdownLinkFragments.facadeShown)
            writer.fragment(facade.shown)
            writer.fragment(MarkdownLinkFragments.facadeTarget)
            writer.fragment(facade.target)
            writer.fragment(MarkdownLinkFragments.facadeEnd)
        }
    }
}

/// The constant parts of a markdown link's members.
private enum MarkdownLinkFragments {
    static var label: StaticString { #","label":"# }
    static var facadeShown: StaticString { #","facade":{"shown":"# }
    static var facadeTarget: StaticString { #","target":"# }
    static var facadeEnd: StaticString { "}" }
}

import PatternHighlight

extension AnnotationJSONFormatter {
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

extension AnnotationJSONFormatter {
    /// Writes `"post": {"text"}` for a part posted with markdown links (`ThreadPart.posted`) under a
    /// platform whose post is its text; nothing for a part without one.
    func writePostedText(of part: ThreadPart, into writer: inout JSONWriter) {
        guard let post = part.posted else { return }
        writer.key("post" as StaticString)
        writeMarkdownLinkPostObject(post, into: &writer)
    }

    /// Writes `{"text"}`: the posted text.
    func writeMarkdownLinkPostObject(_ post: PostedText, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("text" as StaticString)
        writer.string(post.text)
        writer.endObject()
    }
}

/// The constant parts of a markdown link's members.
private enum MarkdownLinkFragments {
    static var label: StaticString { #","label":"# }
    static var facadeShown: StaticString { #","facade":{"shown":"# }
    static var facadeTarget: StaticString { #","target":"# }
    static var facadeEnd: StaticString { "}" }
}

/// How the text formats (HTML's title, ANSI's note) describe a `LinkFacade`.
enum LinkFacadeText {
    /// `shows paypal.com, goes to evil.example`.
    static func describe(_ facade: LinkFacade) -> String {
        "shows \(facade.shown), goes to \(facade.target)"
    }
}

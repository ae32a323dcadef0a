/// What a markdown link entity (``EntityKind/link``) carries beyond its URL, kept among the entity's rare fields.
struct MarkdownLinkFields: Hashable, Sendable {
    /// The label as written.
    let label: String
    /// The hosts of a label that names another host than the URL's.
    let facade: LinkFacade?
}

/// A text as its platform receives it, where that is not the text as written: the posted text, and the entities
/// moved into it. The posting door (`Profile.posting(_:entities:)`) makes it — today when markdown links
/// (``Highlighter/Options/markdownLinks``) are turned into what the platform shows (``MarkdownLinkPosting``) — and
/// every count, split and post of such a text reads it, so that what is counted is what is posted.
///
/// ```swift
/// let annotation = Highlighter(profile: .twitter, options: .markdownLinks).annotate("see [docs](https://example.com/d)")
/// PostedText(annotation).text   // "see docs (https://example.com/d)"
/// ```
///
/// The count of such a text (``Annotation/count``) is the count of this text.
public struct PostedText: Sendable, Hashable {
    /// The posted text's UTF-8 bytes.
    public let utf8: [UInt8]
    /// The entities in UTF-8 ranges of ``utf8``, in order: each markdown link as a ``EntityKind/link`` entity over
    /// what shows it (its label, `label (url)`, the URL alone, or the markup), every other entity moved.
    public let entities: [Entity]

    /// The posted text.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// `annotation`'s text as its profile posts it (the text as written when the profile posts it so).
    public init(_ annotation: Annotation) {
        self = annotation.profile.posting(annotation.utf8, entities: annotation.entities)
            ?? PostedText(utf8: annotation.utf8, entities: annotation.entities)
    }

    /// The document's text as its profile posts it (the text as written when the profile posts it so).
    ///
    /// - Complexity: O(n).
    public init(_ document: HighlightDocument) {
        let bytes = document.utf8
        let entities = document.entities
        self = document.profile.posting(bytes, entities: entities) ?? PostedText(utf8: bytes, entities: entities)
    }

    /// `utf8` with `entities` in its ranges, as given.
    init(utf8: [UInt8], entities: [Entity]) {
        self.utf8 = utf8
        self.entities = entities
    }
}

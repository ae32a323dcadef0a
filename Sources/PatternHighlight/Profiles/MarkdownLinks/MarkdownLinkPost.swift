/// A text as its platform posts it when its markdown links (``Highlighter/Options/markdownLinks``) are turned into
/// what the platform shows (``MarkdownLinkPosting``): the posted text, and the entities moved into it.
///
/// ```swift
/// let annotation = Highlighter(profile: .twitter, options: .markdownLinks).annotate("see [docs](https://example.com/d)")
/// MarkdownLinkPost(annotation).text   // "see docs (https://example.com/d)"
/// ```
///
/// The count of a text with markdown links (``Annotation/count``) is the count of this text.
public struct MarkdownLinkPost: Sendable, Hashable {
    /// The posted text's UTF-8 bytes.
    public let utf8: [UInt8]
    /// The entities in UTF-8 ranges of ``utf8``, in order: each markdown link as a ``EntityKind/link`` entity over
    /// what shows it (its label, `label (url)`, the URL alone, or the markup), every other entity moved.
    public let entities: [Entity]

    /// The posted text.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// `annotation`'s text as its profile posts it.
    public init(_ annotation: Annotation) {
        self.init(posting: annotation.utf8, entities: annotation.entities, as: annotation.profile.policy.markdownLinkPosting)
    }

    /// The document's text as its profile posts it.
    ///
    /// - Complexity: O(n).
    public init(_ document: HighlightDocument) {
        self.init(posting: document.utf8, entities: document.entities, as: document.profile.policy.markdownLinkPosting)
    }

    /// `bytes` (valid UTF-8) with its `entities` (sorted, not overlapping), each link posted as `posting` says.
    ///
    /// - Complexity: O(n).
    init(posting bytes: [UInt8], entities: [Entity], as posting: MarkdownLinkPosting) {
        guard posting != .asWritten, entities.contains(where: { $0.kind == .link }) else {
            self.utf8 = bytes
            self.entities = entities
            return
        }
        var posted: [UInt8] = []
        posted.reserveCapacity(bytes.count)
        var moved: [Entity] = []
        moved.reserveCapacity(entities.count)
        var copied = 0
        for entity in entities {
            posted.append(contentsOf: bytes[copied..<entity.range.lowerBound])
            let start = posted.count
            guard entity.kind == .link, let label = entity.label else {
                posted.append(contentsOf: bytes[entity.range])
                moved.append(entity.shifted(by: start - entity.range.lowerBound))
                copied = entity.range.upperBound
                continue
            }
            posted.append(contentsOf: Self.shownBytes(label: label, url: entity.value, as: posting))
            var link = entity
            link.range = start..<posted.count
            moved.append(link)
            copied = entity.range.upperBound
        }
        posted.append(contentsOf: bytes[copied...])
        self.utf8 = posted
        self.entities = moved
    }

    /// What shows a link labelled `label` to `url` in a post.
    static func shownBytes(label: String, url: String, as posting: MarkdownLinkPosting) -> [UInt8] {
        switch posting {
        case .asWritten: return Array("[\(label)](\(url))".utf8)
        case .labelWithLink: return Array(label.utf8)
        case .labelThenURL: return Array((labelIsURL(label, url) ? url : "\(label) (\(url))").utf8)
        }
    }

    /// Whether `label` is `url` itself, or `url` or its host written without the scheme.
    static func labelIsURL(_ label: String, _ url: String) -> Bool {
        if label == url { return true }
        let bytes = Array(url.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else { return false }
        if Array(label.utf8) == Array(bytes[(colon + 3)...]) { return true }
        guard let host = LinkCardURL(url)?.host else { return false }
        return label.lowercased() == host
    }
}

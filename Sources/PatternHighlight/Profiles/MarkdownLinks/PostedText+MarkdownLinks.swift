/// How markdown links are posted: the transform the posting door applies under ``Highlighter/Options/markdownLinks``.
extension PostedText {
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

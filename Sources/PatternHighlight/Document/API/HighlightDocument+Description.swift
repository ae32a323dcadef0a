/// How a document prints: its profile, length, paragraphs, entities and count, not its tree.
extension HighlightDocument: CustomStringConvertible, CustomDebugStringConvertible {
    /// `HighlightDocument(twitter, 15 UTF-8 bytes, 1 paragraph, 2 entities, count: 15 graphemes …)`.
    ///
    /// - Complexity: O(1): the figures are the tree's totals.
    public var description: String {
        let length = self.length(in: .utf8)
        return "HighlightDocument(\(profile.name), \(length) UTF-8 bytes, \(paragraphCount) paragraph\(paragraphCount == 1 ? "" : "s"), "
            + "\(entityCount) entit\(entityCount == 1 ? "y" : "ies"), count: \(count))"
    }

    /// As ``description``.
    public var debugDescription: String { description }
}

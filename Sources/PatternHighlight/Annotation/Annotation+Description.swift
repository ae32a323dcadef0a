/// How an annotation prints: its profile, length, entities and warnings, not its offset index.
extension Annotation: CustomStringConvertible, CustomDebugStringConvertible {
    /// The entities printed at most (then `…`): an annotation of a long text prints in bounded length.
    static let describedEntities = 20

    /// `Annotation(twitter, 15 UTF-8 bytes, 2 entities [mention 3..<8 "john", hashtag 9..<15 "swift"])`, then the
    /// reply's screen name and the number of warnings when there are any.
    ///
    /// - Complexity: O(k) for the entities printed.
    public var description: String {
        let shown = entities.prefix(Self.describedEntities).map(\.description)
        var text = "Annotation(\(profile.name), \(utf8.count) UTF-8 bytes, \(entities.count) entit\(entities.count == 1 ? "y" : "ies")"
        if !entities.isEmpty {
            text += " [" + shown.joined(separator: ", ") + (entities.count > shown.count ? ", …" : "") + "]"
        }
        if let replyScreenName { text += ", reply \(replyScreenName.debugDescription)" }
        if !warnings.isEmpty { text += ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")" }
        return text + ")"
    }

    /// As ``description``.
    public var debugDescription: String { description }
}

/// An annotation is encoded as the command line's annotate object in UTF-8 units, less its runs and card:
/// `{"profile", "text", "reply" (when there is one), "entities", "hints" (when looked for), "warnings" (when there
/// is one), "count"}`, each value as it codes itself. Only `Encodable`: an annotation is made by annotating a text
/// (``Highlighter/annotate(_:)``), which a backend does again from `text` and `profile`.
extension Annotation: Encodable {
    private enum CodingKeys: String, CodingKey {
        case profile, text, reply, entities, hints, warnings, count
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(profile.name, forKey: .profile)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(replyScreenName, forKey: .reply)
        try container.encode(entities, forKey: .entities)
        if looksForHints { try container.encode(hints, forKey: .hints) }
        if !warnings.isEmpty { try container.encode(warnings, forKey: .warnings) }
        try container.encode(count, forKey: .count)
    }
}

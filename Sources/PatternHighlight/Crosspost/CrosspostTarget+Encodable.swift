/// A target is encoded as the command line's target object in UTF-8 units: `{"profile", "text", "count", "counter",
/// "valid", "over", "entities", "hints", "parts", "cutEntities"}` and `"failure"` (its description) when it cannot
/// post. Only `Encodable`: a target is made by a ``Crosspost``.
extension CrosspostTarget: Encodable {
    private enum CodingKeys: String, CodingKey {
        case profile, text, count, counter, valid, over, entities, hints, parts, cutEntities, failure
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(profile.name, forKey: .profile)
        try container.encode(text, forKey: .text)
        try container.encode(count, forKey: .count)
        try container.encode(counter, forKey: .counter)
        try container.encode(valid, forKey: .valid)
        try container.encode(over, forKey: .over)
        try container.encode(entities, forKey: .entities)
        try container.encode(hints, forKey: .hints)
        try container.encode(parts, forKey: .parts)
        try container.encode(cutEntities, forKey: .cutEntities)
        try container.encodeIfPresent(failure?.description, forKey: .failure)
    }
}

/// Coded as `{"text", "entities"}`, the posted text and its entities (``Entity``'s coding: UTF-8 ranges of `text`).
extension PostedText: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, entities
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let bytes = Array(try container.decode(String.self, forKey: .text).utf8)
        let entities = try container.decode([Entity].self, forKey: .entities)
        guard entities.allSatisfy({ $0.range.upperBound <= bytes.count }) else {
            throw DecodingError.dataCorruptedError(forKey: .entities, in: container, debugDescription: "an entity past the text's end")
        }
        // Posted as written, a text is kept as it is.
        self.init(posting: bytes, entities: entities, as: .asWritten)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(entities, forKey: .entities)
    }
}

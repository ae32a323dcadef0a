/// Coded as X's record, `{"text"}`.
extension TwitterPost: Codable {
    private enum CodingKeys: String, CodingKey {
        case text
    }

    public init(from decoder: any Decoder) throws {
        self.init(text: try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
    }
}

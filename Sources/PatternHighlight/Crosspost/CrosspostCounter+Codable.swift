/// Coded as `{"used", "limit"}`.
extension CrosspostCounter: Codable {
    private enum CodingKeys: String, CodingKey {
        case used, limit
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(used: try container.decode(Int.self, forKey: .used), limit: try container.decode(Int.self, forKey: .limit))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(used, forKey: .used)
        try container.encode(limit, forKey: .limit)
    }
}

/// A facade is coded as the command line's `"facade"` object, `{"shown", "target"}`.
extension LinkFacade: Codable {
    private enum CodingKeys: String, CodingKey {
        case shown, target
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(shown: try container.decode(String.self, forKey: .shown), target: try container.decode(String.self, forKey: .target))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shown, forKey: .shown)
        try container.encode(target, forKey: .target)
    }
}

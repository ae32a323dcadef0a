/// A length in every unit is coded as `{"utf8", "utf16", "scalars"}`.
extension UnitLengths: Codable {
    private enum CodingKeys: String, CodingKey {
        case utf8, utf16, scalars
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            utf8: try container.decode(Int.self, forKey: .utf8), utf16: try container.decode(Int.self, forKey: .utf16),
            scalars: try container.decode(Int.self, forKey: .scalars))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(utf8, forKey: .utf8)
        try container.encode(utf16, forKey: .utf16)
        try container.encode(scalars, forKey: .scalars)
    }
}

/// An entity kind is coded as its raw value, a single string (`"mention"`, a custom kind's name), as the command
/// line's `"kind"` writes it.
extension EntityKind: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A counting rule is coded by its method's name (``CountingMethod/codedName``) with the method's own settings
/// beside it (``CountingMethod/encodeSettings(to:)``): `{"name": "graphemes"}` has none. Each platform's counting
/// codes its settings in its own folder; a decoder finds the method by name among the registered profiles' rules.
extension CountingRule: Codable {
    private enum CodingKeys: String, CodingKey {
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let known = Profile.registrations.map { $0.make().counting.method } + [GraphemeCounting()]
        guard let kind = known.first(where: { $0.codedName == name }) else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "no counting rule \(name)")
        }
        self.init(try kind.decodingSettings(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(method.codedName, forKey: .name)
        try method.encodeSettings(to: encoder)
    }
}

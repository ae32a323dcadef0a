/// Twitter's counting in a ``CountingRule``'s coded form: `{"name": "twitter", "configuration": "v3"}`.
extension TwitterCounting {
    private enum CodingKeys: String, CodingKey {
        case configuration
    }

    var codedName: String { "twitter" }

    func encodeSettings(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(configuration.description, forKey: .configuration)
    }

    func decodingSettings(from decoder: any Decoder) throws -> any CountingMethod {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .configuration)
        guard let configuration = TwitterCountConfiguration.named(name) else {
            throw DecodingError.dataCorruptedError(forKey: .configuration, in: container, debugDescription: "no twitter configuration \(name)")
        }
        return TwitterCounting(configuration: configuration)
    }
}

/// A counting rule is coded by name with its settings: `{"name": "twitter", "configuration": "v3"}`,
/// `{"name": "bluesky"}`, `{"name": "mastodon", "maxCharacters": 500, "urlCharacters": 23}`, `{"name": "graphemes"}`.
extension CountingRule: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, configuration, maxCharacters, urlCharacters
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        switch name {
        case "twitter":
            let configurationName = try container.decode(String.self, forKey: .configuration)
            guard let configuration = TwitterCountConfiguration.named(configurationName) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .configuration, in: container, debugDescription: "no twitter configuration \(configurationName)")
            }
            self = .twitter(configuration)
        case "bluesky":
            self = .bluesky
        case "mastodon":
            let maxCharacters = try container.decode(Int.self, forKey: .maxCharacters)
            let urlCharacters = try container.decode(Int.self, forKey: .urlCharacters)
            guard maxCharacters > 0, urlCharacters > 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .maxCharacters, in: container, debugDescription: "instance settings must be positive")
            }
            self = .mastodon(maxCharacters: maxCharacters, urlCharacters: urlCharacters)
        case "graphemes":
            self = .graphemes
        default:
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "no counting rule \(name)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch method {
        case let twitter as TwitterCounting:
            try container.encode("twitter", forKey: .name)
            try container.encode(twitter.configuration.description, forKey: .configuration)
        case is BlueskyCounting:
            try container.encode("bluesky", forKey: .name)
        case let mastodon as MastodonCounting:
            try container.encode("mastodon", forKey: .name)
            try container.encode(mastodon.maxCharacters, forKey: .maxCharacters)
            try container.encode(mastodon.urlCharacters, forKey: .urlCharacters)
        case is GraphemeCounting:
            try container.encode("graphemes", forKey: .name)
        default:
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "a counting rule without a name"))
        }
    }
}

/// Mastodon's counting in a ``CountingRule``'s coded form: `{"name": "mastodon", "maxCharacters": 500,
/// "urlCharacters": 23}`, the instance's settings.
extension MastodonCounting {
    private enum CodingKeys: String, CodingKey {
        case maxCharacters, urlCharacters
    }

    var codedName: String { "mastodon" }

    func encodeSettings(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(maxCharacters, forKey: .maxCharacters)
        try container.encode(urlCharacters, forKey: .urlCharacters)
    }

    func decodingSettings(from decoder: any Decoder) throws -> any CountingMethod {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let maxCharacters = try container.decode(Int.self, forKey: .maxCharacters)
        let urlCharacters = try container.decode(Int.self, forKey: .urlCharacters)
        guard maxCharacters > 0, urlCharacters > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .maxCharacters, in: container, debugDescription: "instance settings must be positive")
        }
        return MastodonCounting(maxCharacters: maxCharacters, urlCharacters: urlCharacters)
    }
}

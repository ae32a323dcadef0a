/// Coded as the API's status parameters, `{"status", "spoiler_text"}` (a missing `spoiler_text` decodes as none).
extension MastodonStatus: Codable {
    private enum CodingKeys: String, CodingKey {
        case status
        case contentWarning = "spoiler_text"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            status: try container.decode(String.self, forKey: .status),
            contentWarning: try container.decodeIfPresent(String.self, forKey: .contentWarning) ?? "")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(contentWarning, forKey: .contentWarning)
    }
}

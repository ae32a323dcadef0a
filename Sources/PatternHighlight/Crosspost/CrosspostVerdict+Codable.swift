/// A verdict is coded as `{"failures": [{"profile", "over", "reason"}]}`, `reason` the raw value of
/// ``CrosspostVerdict/Failure/Reason`` (`"over-limit"`).
extension CrosspostVerdict: Codable {
    private enum CodingKeys: String, CodingKey {
        case failures
    }

    public init(from decoder: any Decoder) throws {
        failures = try decoder.container(keyedBy: CodingKeys.self).decode([Failure].self, forKey: .failures)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(failures, forKey: .failures)
    }
}

/// Coded as `{"profile", "over", "reason"}`.
extension CrosspostVerdict.Failure: Codable {
    private enum CodingKeys: String, CodingKey {
        case profile, over, reason
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            profile: try container.decode(String.self, forKey: .profile), over: try container.decode(Int.self, forKey: .over),
            reason: try container.decode(Reason.self, forKey: .reason))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(profile, forKey: .profile)
        try container.encode(over, forKey: .over)
        try container.encode(reason, forKey: .reason)
    }
}

/// Coded as its raw value (`"over-limit"`).
extension CrosspostVerdict.Failure.Reason: Codable {}

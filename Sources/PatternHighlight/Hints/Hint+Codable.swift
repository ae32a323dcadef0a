/// A hint is coded as the command line's hint object, `{"start", "end", "kind", "reason", "message"}`; `start` and
/// `end` are ``Hint/range``'s bounds in UTF-8 bytes, whatever the command line's `--units`.
extension Hint: Codable {
    private enum CodingKeys: String, CodingKey {
        case start, end, kind, reason, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            range: try container.decodeUTF8Range(start: .start, end: .end),
            kind: try container.decode(EntityKind.self, forKey: .kind),
            reason: try container.decode(HintReason.self, forKey: .reason),
            message: try container.decode(String.self, forKey: .message))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeUTF8Range(range, start: .start, end: .end)
        try container.encode(kind, forKey: .kind)
        try container.encode(reason, forKey: .reason)
        try container.encode(message, forKey: .message)
    }
}

/// A warning is coded as the command line's warning object, `{"profile", "start", "end", "code", "message"}`;
/// `start` and `end` are ``CrosspostWarning/range``'s bounds in UTF-8 bytes of the draft, whatever `--units`.
extension CrosspostWarning: Codable {
    private enum CodingKeys: String, CodingKey {
        case profile, start, end, code, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            profile: try container.decode(Profile.ID.self, forKey: .profile),
            range: try container.decodeUTF8Range(start: .start, end: .end),
            code: try container.decode(Code.self, forKey: .code),
            message: try container.decode(String.self, forKey: .message))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(profile, forKey: .profile)
        try container.encodeUTF8Range(range, start: .start, end: .end)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
    }
}

/// Coded as its raw value, the command line's `"code"` (`"unlinked-url"`).
extension CrosspostWarning.Code: Codable {}

/// A warning is coded as the command line's warning object, `{"code", "kind", "pattern", "start", "end",
/// "message"}`: `code` the raw value of ``HighlightWarning/Reason``, `start` and `end` ``HighlightWarning/paragraph``'s
/// bounds in UTF-8 bytes, `message` the ``HighlightWarning/description``, written for a reader and not read back.
extension HighlightWarning: Codable {
    private enum CodingKeys: String, CodingKey {
        case code, kind, pattern, start, end, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            reason: try container.decode(Reason.self, forKey: .code), kind: try container.decode(EntityKind.self, forKey: .kind),
            pattern: try container.decode(String.self, forKey: .pattern),
            paragraph: try container.decodeUTF8Range(start: .start, end: .end))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reason, forKey: .code)
        try container.encode(kind, forKey: .kind)
        try container.encode(pattern, forKey: .pattern)
        try container.encodeUTF8Range(paragraph, start: .start, end: .end)
        try container.encode(description, forKey: .message)
    }
}

/// Coded as its raw value, the command line's `"code"` (`"match_limit_exceeded"`).
extension HighlightWarning.Reason: Codable {}

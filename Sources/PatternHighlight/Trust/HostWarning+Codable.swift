/// A host warning is coded as the command line's `"hostWarning"` object, `{"reason", "ascii", "unicode"}`;
/// `unicode` is written for a reader's sake and not read back (it follows from `ascii`).
extension HostWarning: Codable {
    private enum CodingKeys: String, CodingKey {
        case reason, ascii, unicode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            reason: try container.decode(Reason.self, forKey: .reason), ascii: try container.decode(String.self, forKey: .ascii))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reason, forKey: .reason)
        try container.encode(ascii, forKey: .ascii)
        try container.encode(unicode, forKey: .unicode)
    }
}

/// Coded as its raw value, the command line's `"reason"` (`"mixed-script"`).
extension HostWarning.Reason: Codable {}

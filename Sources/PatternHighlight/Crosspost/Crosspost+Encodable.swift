/// A cross-post is encoded as `{"text", "valid", "targets", "warnings", "verdict"}`, each value as it codes itself
/// (offsets in UTF-8 bytes of the draft). Only `Encodable`: a cross-post is made from its draft and targets.
extension Crosspost: Encodable {
    private enum CodingKeys: String, CodingKey {
        case text, valid, targets, warnings, verdict
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(valid, forKey: .valid)
        try container.encode(targets, forKey: .targets)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(verdict, forKey: .verdict)
    }
}

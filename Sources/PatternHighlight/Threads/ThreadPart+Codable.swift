/// A thread's part is coded as the command line's part object, `{"start", "end", "text", "count"}`, with
/// `"posted"` when it has one; `start` and `end` are ``UnitLengths`` objects (`{"utf8", "utf16",
/// "scalars"}`), every unit at once, where the command line writes one number in `--units`.
extension ThreadPart: Codable {
    private enum CodingKeys: String, CodingKey {
        case start, end, text, count, posted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(UnitLengths.self, forKey: .start)
        let end = try container.decode(UnitLengths.self, forKey: .end)
        let text = try container.decode(String.self, forKey: .text)
        guard end.utf8 - start.utf8 == text.utf8.count else {
            throw DecodingError.dataCorruptedError(forKey: .end, in: container, debugDescription: "end - start is not the text's length")
        }
        self.init(
            start: start, end: end, text: text, count: try container.decode(TextCount.self, forKey: .count),
            posted: try container.decodeIfPresent(PostedText.self, forKey: .posted))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(text, forKey: .text)
        try container.encode(count, forKey: .count)
        try container.encodeIfPresent(posted, forKey: .posted)
    }
}

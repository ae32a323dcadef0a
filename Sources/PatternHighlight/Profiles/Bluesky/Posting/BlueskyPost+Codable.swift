/// Coded as `{"text", "facets"}`, each facet an ``Entity`` as it codes itself (`start` and `end` in UTF-8 bytes of
/// `text`), not an `app.bsky.richtext.facet` record: `PatternHighlightFormats` writes those. With known mention DIDs
/// (``BlueskyPost/mentionDIDs``) a `"dids"` object of handle to DID follows.
extension BlueskyPost: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, facets, dids
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .text)
        let facets = try container.decode([Entity].self, forKey: .facets)
        guard facets.allSatisfy({ $0.range.upperBound <= text.utf8.count }) else {
            throw DecodingError.dataCorruptedError(forKey: .facets, in: container, debugDescription: "a facet past the text's end")
        }
        let dids = try container.decodeIfPresent([String: String].self, forKey: .dids) ?? [:]
        guard dids.values.allSatisfy(DIDMap.isDID) else {
            throw DecodingError.dataCorruptedError(forKey: .dids, in: container, debugDescription: "a value that is not a DID (did:METHOD:ID)")
        }
        self.init(text: text, facets: facets, mentionDIDs: DIDMap(dids))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(facets, forKey: .facets)
        if mentionDIDs.count > 0 { try container.encode(mentionDIDs.byHandle, forKey: .dids) }
    }
}

/// An entity is coded as the command line's entity object less its `"text"` (which only the annotated text holds):
/// `{"kind", "start", "end", "value"}`, plus `"partial"`, `"hostWarning"`, `"label"` and `"facade"` when set, and each
/// of its ``Entity/details`` as a string member of its own name. Decoding takes
/// every other string member as a detail. `start` and `end` are ``Entity/range``'s bounds in UTF-8 bytes, whatever the command line's `--units`.
///
/// ```swift
/// import Foundation  // JSONEncoder
///
/// let entity = Highlighter(profile: .twitter).annotate("hi @bob").entities[0]
/// String(decoding: try JSONEncoder().encode(entity), as: UTF8.self)
/// // {"kind":"mention","start":3,"end":7,"value":"bob"}
/// ```
extension Entity: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, start, end, value, partial, hostWarning, label, facade
    }

    /// A detail's member, named by the detail.
    private struct DetailKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(EntityKind.self, forKey: .kind),
            range: try container.decodeUTF8Range(start: .start, end: .end),
            value: try container.decode(String.self, forKey: .value),
            details: try Self.decodeDetails(from: decoder),
            isPartial: try container.decodeIfPresent(Bool.self, forKey: .partial) ?? false,
            hostWarning: try container.decodeIfPresent(HostWarning.self, forKey: .hostWarning))
        if let label = try container.decodeIfPresent(String.self, forKey: .label) { self.label = label }
        if let facade = try container.decodeIfPresent(LinkFacade.self, forKey: .facade) { self.facade = facade }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeUTF8Range(range, start: .start, end: .end)
        try container.encode(value, forKey: .value)
        var detailContainer = encoder.container(keyedBy: DetailKey.self)
        for detail in details { try detailContainer.encode(detail.value, forKey: DetailKey(stringValue: detail.name)) }
        if isPartial { try container.encode(true, forKey: .partial) }
        try container.encodeIfPresent(hostWarning, forKey: .hostWarning)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(facade, forKey: .facade)
    }

    /// The members of the entity's object that are no member of every entity: its details.
    private static func decodeDetails(from decoder: any Decoder) throws -> [EntityDetail] {
        let container = try decoder.container(keyedBy: DetailKey.self)
        return try container.allKeys.filter { !EntityDetail.reservedNames.contains($0.stringValue) }.map { key in
            EntityDetail(name: key.stringValue, value: try container.decode(String.self, forKey: key))
        }
    }
}

/// A cross-post's part is encoded as `{"part", "draftStart", "draftEnd", "post"}`: the ``ThreadPart`` as it codes
/// itself, the draft range in UTF-8 bytes, and the platform's record as it codes itself (a record that is not
/// `Encodable` as its ``PlatformPost/textMembers``). Only `Encodable`: a post is of any platform, which a decoder
/// cannot tell.
extension CrosspostPart: Encodable {
    private enum CodingKeys: String, CodingKey {
        case part, draftStart, draftEnd, post
    }

    /// A text member's name.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(part, forKey: .part)
        try container.encode(draftRange.lowerBound, forKey: .draftStart)
        try container.encode(draftRange.upperBound, forKey: .draftEnd)
        if let record = post as? any Encodable {
            try container.encode(record, forKey: .post)
        } else {
            var members = container.nestedContainer(keyedBy: MemberKey.self, forKey: .post)
            for member in post.textMembers { try members.encode(member.value, forKey: MemberKey(stringValue: member.name)) }
        }
    }
}

/// The count as the command line's JSON writes it (`count` in `specs/cli-contract.md`).
extension TextCount {
    /// The members of the contract's `count` object, in order, with ranges in `unit`: `graphemes`; under twitter
    /// `weightedLength`, `permillage`, `displayRangeStart`, `displayRangeEnd`, `validRangeStart`, `validRangeEnd`
    /// (inclusive ends, as parseTweet reports them after NFC normalisation); under bluesky `bytes`,
    /// `maxGraphemes`, `maxBytes`; then `valid`.
    ///
    /// ```swift
    /// writer.key("count")
    /// writer.beginObject()
    /// writer.members(annotation.count.jsonMembers(in: .utf16))
    /// writer.endObject()
    /// ```
    package func jsonMembers(in unit: OffsetUnit) -> [(key: String, value: JSONValue)] {
        func number(_ value: Int) -> JSONValue { .number(String(value)) }
        var members: [(key: String, value: JSONValue)] = [("graphemes", number(graphemes))]
        switch limits {
        case .twitter(let count):
            members += [
                ("weightedLength", number(count.weightedLength)), ("permillage", number(count.permillage)),
                ("displayRangeStart", number(count.displayRangeStart)), ("displayRangeEnd", number(count.displayRangeEnd(in: unit))),
                ("validRangeStart", number(count.validRangeStart)), ("validRangeEnd", number(count.validRangeEnd(in: unit))),
            ]
        case .bluesky(let maxGraphemes, let maxBytes):
            members += [("bytes", number(length.utf8)), ("maxGraphemes", number(maxGraphemes)), ("maxBytes", number(maxBytes))]
        case .nonEmpty:
            break
        }
        members.append(("valid", .bool(valid)))
        return members
    }
}

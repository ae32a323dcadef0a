import PatternHighlight
import PatternHighlightFormats

/// The `count` member of the command-line contract, as an oracle for the tool's and the stream's writers.
package enum ContractCount {
    /// The contract's `count` object for `count`, written out member by member from the library's fields (not by
    /// the writer the tool uses): `graphemes`; twitter's parseTweet fields; bluesky's bytes and limits; `valid`.
    package static func object(_ count: TextCount, in unit: OffsetUnit) -> JSONValue {
        func number(_ value: Int) -> JSONValue { .number(String(value)) }
        var members: [(key: String, value: JSONValue)] = [("graphemes", number(count.graphemes))]
        if let twitter = count.twitter {
            members += [
                ("weightedLength", number(twitter.weightedLength)), ("permillage", number(twitter.permillage)),
                ("displayRangeStart", number(0)), ("displayRangeEnd", number(twitter.displayRangeEnd(in: unit))),
                ("validRangeStart", number(0)), ("validRangeEnd", number(twitter.validRangeEnd(in: unit))),
            ]
        }
        if let bluesky = count.bluesky {
            members += [("bytes", number(count.length.utf8)), ("maxGraphemes", number(300)), ("maxBytes", number(3000)),
                        ("displayGraphemes", number(bluesky.displayGraphemes)), ("postedBytes", number(bluesky.postedBytes)),
                        ("postValid", .bool(bluesky.postValid))]
        }
        members.append(("valid", .bool(count.valid)))
        return .object(members)
    }
}

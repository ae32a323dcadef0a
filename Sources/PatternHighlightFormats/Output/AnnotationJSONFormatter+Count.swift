import PatternHighlight

/// The `"count"` member of the annotate object and of the stream's replies (see `specs/cli-contract.md`).
extension AnnotationJSONFormatter {
    /// Writes `"count": {…}`, the contract's members in its order, ranges in ``units``: `graphemes`; under twitter
    /// `weightedLength`, `permillage`, `displayRangeStart`, `displayRangeEnd`, `validRangeStart`, `validRangeEnd`
    /// (inclusive ends, as parseTweet reports them after NFC normalisation); under bluesky `bytes`, `maxGraphemes`,
    /// `maxBytes`, `displayGraphemes`, `postedBytes`, `postValid`; under mastodon `length`, `maxCharacters`; then `valid`. Prepared fragments and integers go
    /// straight into the buffer (no member list, no `String` per number: a batch writes one count per post).
    func writeCount(_ count: TextCount, into writer: inout JSONWriter) {
        writer.key("count" as StaticString)
        writer.beginObject()
        writer.fragment("\"graphemes\":" as StaticString)
        writer.fragment(count.graphemes)
        if let twitter = count.twitter {
            writer.fragment(",\"weightedLength\":" as StaticString)
            writer.fragment(twitter.weightedLength)
            writer.fragment(",\"permillage\":" as StaticString)
            writer.fragment(twitter.permillage)
            writer.fragment(",\"displayRangeStart\":" as StaticString)
            writer.fragment(twitter.displayRangeStart)
            writer.fragment(",\"displayRangeEnd\":" as StaticString)
            writer.fragment(twitter.displayRangeEnd(in: units))
            writer.fragment(",\"validRangeStart\":" as StaticString)
            writer.fragment(twitter.validRangeStart)
            writer.fragment(",\"validRangeEnd\":" as StaticString)
            writer.fragment(twitter.validRangeEnd(in: units))
        } else if let bluesky = count.bluesky {
            writer.fragment(",\"bytes\":" as StaticString)
            writer.fragment(bluesky.bytes)
            writer.fragment(",\"maxGraphemes\":" as StaticString)
            writer.fragment(BlueskyCount.maxGraphemes)
            writer.fragment(",\"maxBytes\":" as StaticString)
            writer.fragment(BlueskyCount.maxBytes)
            writer.fragment(",\"displayGraphemes\":" as StaticString)
            writer.fragment(bluesky.displayGraphemes)
            writer.fragment(",\"postedBytes\":" as StaticString)
            writer.fragment(bluesky.postedBytes)
            writer.fragment(",\"postValid\":" as StaticString)
            writer.fragment(bluesky.postValid ? "true" as StaticString : "false" as StaticString)
        } else if let mastodon = count.mastodon {
            writer.fragment(",\"length\":" as StaticString)
            writer.fragment(mastodon.length)
            writer.fragment(",\"maxCharacters\":" as StaticString)
            writer.fragment(mastodon.maxCharacters)
        }
        writer.fragment(count.valid ? ",\"valid\":true" as StaticString : ",\"valid\":false")
        writer.endObject()
    }
}

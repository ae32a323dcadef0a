import PatternHighlight

/// The `"card"` member: the link the platform would make a preview card from (`LinkCard`), or `null`.
extension MemberWriter {
    /// Writes `"card": {"start","end","url","settled","quote"}` or `"card": null`; `convert` takes a UTF-8 offset
    /// to ``units``.
    func writeCard(_ card: LinkCard?, convert: (Int) -> Int, into writer: inout JSONWriter) {
        writer.key("card" as StaticString)
        guard let card else {
            writer.null()
            return
        }
        writer.beginObject()
        writeBounds(convert(card.range.lowerBound)..<convert(card.range.upperBound), into: &writer)
        writer.key("url" as StaticString)
        writer.string(card.url)
        writer.key("settled" as StaticString)
        writer.bool(card.isSettled)
        writer.key("quote" as StaticString)
        writer.bool(card.isQuote)
        writer.endObject()
    }
}

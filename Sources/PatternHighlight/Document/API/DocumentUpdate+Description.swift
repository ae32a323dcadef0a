/// How an update prints: what was replaced, what changed and the new count, in the document's UTF-8 offsets.
extension DocumentUpdate: CustomStringConvertible, CustomDebugStringConvertible {
    /// `DocumentUpdate(replaced 6..<6 with 2 bytes, changed [3..<8], entities [mention 3..<8 "john"], 1 run,
    /// length 17, 1 paragraph scanned, count: 17 graphemes …)`, then the warnings and the card when there are.
    public var description: String {
        var text = "DocumentUpdate(replaced \(replacedRange.lowerBound)..<\(replacedRange.upperBound) with \(insertedLength) "
            + "byte\(insertedLength == 1 ? "" : "s"), changed ["
            + changed.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ") + "], entities ["
            + entities.map(\.description).joined(separator: ", ") + "], \(runs.count) run\(runs.count == 1 ? "" : "s"), "
            + "length \(length), \(scannedParagraphs) paragraph\(scannedParagraphs == 1 ? "" : "s") scanned, count: \(count)"
        if !warnings.isEmpty { text += ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")" }
        if let card { text += ", card \(card.url.debugDescription)\(card.isSettled ? " settled" : "")\(cardChanged ? " (changed)" : "")" }
        return text + ")"
    }

    /// As ``description``.
    public var debugDescription: String { description }
}

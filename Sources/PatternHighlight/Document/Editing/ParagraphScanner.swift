/// Cuts a stretch of text that starts at a paragraph start into paragraphs, scans each one for entities and
/// counts it (``CountingRule/summary(of:segment:startsText:reuse:)``).
///
/// This is the only place a ``HighlightDocument`` runs the recognizers, so the cost of an edit is the cost
/// of the paragraphs it hands here.
enum ParagraphScanner {
    /// The paragraphs of `bytes` (valid UTF-8, beginning at a paragraph start), scanned.
    ///
    /// - Parameters:
    ///   - startsDocument: whether `bytes` begins the document (its first paragraph then begins the text).
    ///   - endsDocument: whether `bytes` runs to the end of the document. If not, `bytes` ends with a break
    ///     and the empty remainder after it is not a paragraph (it is the start of the next one); if so,
    ///     the last paragraph may be empty, and a lone trailing sigil is reported for profiles that do so.
    /// - Complexity: O(`bytes.count`) plus the recognizers' cost.
    static func scan(
        _ bytes: [UInt8], startsDocument: Bool, endsDocument: Bool, highlighter: Highlighter, recorder: ScanRecorder?
    ) -> [(paragraph: StoredParagraph, summary: ParagraphSummary)] {
        let contents = ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count)
        var result: [(paragraph: StoredParagraph, summary: ParagraphSummary)] = []
        result.reserveCapacity(contents.count)
        var budget = ScanBudget(ledger: highlighter.patternLimits)
        for (number, content) in contents.enumerated() {
            let isLast = number == contents.count - 1
            if isLast && !endsDocument {
                precondition(content.isEmpty, "ParagraphScanner: a region inside the document must end with a break")
                break
            }
            let pieceEnd = isLast ? bytes.count : contents[number + 1].lowerBound
            var entities: [Entity] = []
            var warnings: [(EntityKind, HighlightWarning.Reason)] = []
            if !content.isEmpty {
                recorder?.record(bytes[content])
                let scan = highlighter.scan(
                    bytes, paragraph: content, startsText: startsDocument && content.lowerBound == 0, budget: &budget)
                entities = scan.entities
                warnings = scan.warnings.map { ($0.kind, $0.reason) }
            }
            if isLast, let sigil = highlighter.trailingSigil(in: bytes, after: entities) {
                entities.append(sigil)
            }
            let start = content.lowerBound
            let stored = entities.map { StoredEntity($0, in: bytes, offset: start) }
            let paragraph = StoredParagraph(
                bytes: Array(bytes[start..<pieceEnd]), entities: stored, breakLength: UInt8(pieceEnd - content.upperBound),
                warnings: warnings)
            result.append((paragraph, ParagraphSummary(
                paragraph, counting: highlighter.profile.counting, startsText: startsDocument && number == 0,
                reuseRule: highlighter.entityHintRule)))
        }
        return result
    }
}

/// Where a document's text stops being valid under twitter-text's counting (its weight passes the limit, or an
/// invalid character stands), which is the end of parseTweet's valid range: the one count a sum of paragraph
/// totals does not give.
///
/// It is found by one descent of the paragraph tree (and of a long paragraph's chunk totals) to the paragraph or
/// chunk through which the totals stop being valid, then by weighing that piece alone, after the weight before
/// it (``CountingRule/validPrefix(of:segment:startsText:after:earlierValid:)``). It depends on nothing after
/// that piece, so a document keeps it through edits that start after the piece (typing further down a long
/// text) and locates it again only for an edit at or before the piece.
struct LimitCrossing: Sendable {
    /// The normalised length of the longest valid prefix of the text.
    let validPrefix: UnitLengths
    /// The end of the piece where the prefix ends, in document UTF-8 offsets.
    let pieceEnd: Int

    /// The crossing of the text in `tree` counted by `rule` (twitter's; `nil` for other rules); `nil` when the whole
    /// text is valid (then the valid prefix is the whole normalised text). The piece weighed goes to `recorder`.
    ///
    /// - Complexity: O(log n + log k) for n paragraphs and k chunks in the paragraph found, plus O(p) to weigh the
    ///   piece of p bytes where the prefix ends (a paragraph, or one chunk of about 8 KB of a long one).
    static func locate(in tree: ParagraphTree, counting rule: CountingRule, recorder: ScanRecorder?) -> LimitCrossing? {
        guard let configuration = rule.twitterConfiguration else { return nil }
        let fails = { (through: ParagraphSummary) in
            !through.countSummary.staysValid(after: 0, earlierValid: true, under: configuration)
        }
        guard let located = tree.firstParagraph(whereTotalsThrough: fails) else { return nil }
        var before = located.before
        var pieceStart = located.start
        var startsText = located.index == 0
        let bytes: [UInt8]
        switch located.paragraph.storage {
        case .flat(let piece):
            bytes = piece.bytes
        case .chunked(let chunks):
            let (index, chunksBefore) = chunks.totals.firstChunk(after: before, whereTotalsThrough: fails)
            bytes = chunks.chunks[index].bytes
            before += chunksBefore
            pieceStart += chunksBefore.utf8
            startsText = startsText && index == 0
        }
        let counted = before.countSummary
        recorder?.recordCount(bytes[...])
        let inside = rule.validPrefix(
            of: bytes, segment: 0..<bytes.count, startsText: startsText, after: counted.weight,
            earlierValid: !counted.containsInvalidCharacter)
        return LimitCrossing(validPrefix: counted.normalizedLength + inside, pieceEnd: pieceStart + bytes.count)
    }
}

/// A run of text between two places where a part of a thread may end (``ThreadSplitter``): at white space, or, in
/// text written without spaces, at a line-break opportunity (``LineBreakOpportunity``). Words that touch have no white
/// space between them. A part is a run of whole words, or, when one word alone does not fit, of its grapheme clusters.
struct ThreadWord: Equatable {
    /// Its range, in UTF-8 bytes of the text.
    var range: Range<Int>
    /// The white space after the word holds a line break (LF, CR, U+2028, U+2029).
    var endsLine = false
    /// The word ends a sentence: with `.` `!` `?` `…` before white space, or with `。` `！` `？` (and their half-width,
    /// vertical and small kin, `｡` `︒` `﹗` …), possibly followed by closing brackets or quotes (`。」`), wherever it ends.
    var endsSentence = false

    /// The words of `bytes` (valid UTF-8) that no word boundary falls inside an `unbreakable` range of (sorted, not
    /// overlapping: the entities', a cross-post's `CW:` line), in order.
    ///
    /// White space splits words except inside such a range (a custom pattern's entity, a URL whose query runs on across
    /// U+2028), and so does a line-break opportunity, except inside such a range or a grapheme cluster: a cut between
    /// words never cuts an entity.
    ///
    /// - Complexity: O(n) for n bytes.
    static func words(in bytes: [UInt8], unbreakable entities: [Range<Int>]) -> [ThreadWord] {
        var words: [ThreadWord] = []
        var entityIndex = 0
        var wordStart: Int?
        var offset = 0
        while offset < bytes.count {
            let scalar = UTF8Scalars.scalar(in: bytes, at: offset)
            while entityIndex < entities.count && entities[entityIndex].upperBound <= offset { entityIndex += 1 }
            let inEntity = entityIndex < entities.count && entities[entityIndex].lowerBound <= offset
            if !inEntity && UnicodeWhiteSpace.contains(scalar.value) {
                if let begin = wordStart {
                    appendWords(of: begin..<offset, beforeWhiteSpace: true, in: bytes, entities: entities, to: &words)
                    wordStart = nil
                }
                if ParagraphBreaks.breakLength(in: bytes, at: offset) > 0, !words.isEmpty { words[words.count - 1].endsLine = true }
            } else if wordStart == nil {
                wordStart = offset
            }
            offset += scalar.length
        }
        if let begin = wordStart {
            appendWords(of: begin..<bytes.count, beforeWhiteSpace: false, in: bytes, entities: entities, to: &words)
        }
        return words
    }

    /// Appends the words of the white-space-free run `range`: one, or more where it has line-break opportunities
    /// outside the `unbreakable` ranges.
    private static func appendWords(
        of range: Range<Int>, beforeWhiteSpace: Bool, in bytes: [UInt8], entities: [Range<Int>], to words: inout [ThreadWord]
    ) {
        var start = range.lowerBound
        if LineBreakOpportunity.mayHaveBreaks(bytes, range) {
            var entityIndex = entities.partitioningIndex { $0.upperBound > range.lowerBound }
            var offset = range.lowerBound
            var previous: Unicode.Scalar?
            for cluster in String(decoding: bytes[range], as: UTF8.self) {
                let first = cluster.unicodeScalars.first!
                while entityIndex < entities.count && entities[entityIndex].upperBound <= offset { entityIndex += 1 }
                let insideEntity = entityIndex < entities.count && entities[entityIndex].lowerBound < offset
                if let previous, !insideEntity, LineBreakOpportunity.isBreak(between: previous, and: first) {
                    words.append(ThreadWord(range: start..<offset, endsSentence: endsSentence(bytes, start..<offset, beforeWhiteSpace: false)))
                    start = offset
                }
                previous = first
                offset += cluster.utf8.count
            }
        }
        words.append(ThreadWord(range: start..<range.upperBound, endsSentence: endsSentence(bytes, start..<range.upperBound, beforeWhiteSpace: beforeWhiteSpace)))
    }

    /// Whether the word `bytes[range]` ends a sentence (``endsSentence``).
    private static func endsSentence(_ bytes: [UInt8], _ range: Range<Int>, beforeWhiteSpace: Bool) -> Bool {
        var end = range.upperBound
        guard let last = UTF8Scalars.scalar(in: bytes, before: end, lowerBound: range.lowerBound) else { return false }
        if beforeWhiteSpace, [0x2E, 0x21, 0x3F, 0x2026].contains(last.value) { return true }
        // A full stop of the scripts without spaces, behind any closing brackets and quotes.
        while let scalar = UTF8Scalars.scalar(in: bytes, before: end, lowerBound: range.lowerBound) {
            if isClosing(scalar.value) {
                end = scalar.start
                continue
            }
            return isEastAsianSentenceEnd(scalar.value)
        }
        return false
    }

    /// `。` `！` `？` and their half-width, vertical and small kin: a sentence end with or without white space after it.
    static func isEastAsianSentenceEnd(_ value: UInt32) -> Bool {
        switch value {
        case 0x3002, 0xFF01, 0xFF1F, 0xFF61, 0xFE12, 0xFE15, 0xFE16, 0xFE52, 0xFE56, 0xFE57: return true
        default: return false
        }
    }

    private static func isClosing(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return true
        default: return false
        }
    }
}

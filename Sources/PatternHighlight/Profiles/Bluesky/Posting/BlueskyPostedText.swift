/// What the official Bluesky app does to the raw text when the user presses Post, before it shortens the links:
/// the leading blank lines go (the longest whitespace prefix that ends with a line feed), all trailing whitespace
/// goes, and every run of whitespace and invisibles (U+00AD, U+2060, U+200B–U+200D) that holds three or more CR or
/// LF characters becomes two line feeds from its first CR or LF to its last. "Whitespace" is JavaScript's `\s`.
///
/// Facets never lie in what is removed (no entity holds a line break, and none ends in trailing whitespace), so
/// they only move; the app's detection run again on the trimmed text finds them unchanged.
enum BlueskyPostedText {
    /// The byte ranges of `bytes` (valid UTF-8) that posting removes or replaces, in order, with what replaces each
    /// (empty, or two line feeds). Of a stretch of a text: `startsText` and `endsText` say whether it begins and ends
    /// the text (else it begins and ends with a character that is neither whitespace nor one of the invisibles), so
    /// whether its ends are trimmed.
    static func edits(
        in bytes: [UInt8], startsText: Bool = true, endsText: Bool = true
    ) -> [(range: Range<Int>, replacement: [UInt8])] {
        let kept = keptBounds(of: bytes, startsText: startsText, endsText: endsText)
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        if kept.lowerBound > 0 { edits.append((0..<kept.lowerBound, [])) }
        forEachLongBreakRun(in: bytes, kept) { first, last in edits.append((first..<(last + 1), [0x0A, 0x0A])) }
        if kept.upperBound < bytes.count { edits.append((kept.upperBound..<bytes.count, [])) }
        return edits
    }

    /// How many bytes posting takes out of `bytes` (valid UTF-8), a text or a stretch of one (see
    /// ``edits(in:startsText:endsText:)``), without listing the edits.
    ///
    /// - Complexity: O(n), a byte compare per byte but in the runs that hold a line break and at the ends.
    static func removedByteCount(_ bytes: [UInt8], startsText: Bool = true, endsText: Bool = true) -> Int {
        let kept = keptBounds(of: bytes, startsText: startsText, endsText: endsText)
        var removed = bytes.count - kept.count
        forEachLongBreakRun(in: bytes, kept) { first, last in removed += last + 1 - first - 2 }
        return removed
    }

    /// What posting keeps of `bytes` before the runs are made two line feeds: after the leading blank lines (the
    /// longest whitespace prefix that ends with a line feed) when `startsText`, before the trailing whitespace when
    /// `endsText`.
    private static func keptBounds(of bytes: [UInt8], startsText: Bool, endsText: Bool) -> Range<Int> {
        var start = 0
        var cursor = 0
        while startsText, cursor < bytes.count, let length = whitespaceLength(bytes, at: cursor) {
            if bytes[cursor] == 0x0A { start = cursor + 1 }
            cursor += length
        }
        var end = bytes.count
        while endsText, end > start, let length = whitespaceLength(endingAt: end, in: bytes) { end -= length }
        return start..<end
    }

    /// Calls `body` with the offsets of the first and the last CR or LF of every run of whitespace and invisibles
    /// in `bytes[bounds]` that holds three or more of them, in order. Only runs holding a line break are read
    /// scalar by scalar: the first CR or LF met is the first of its run, since an earlier one would have been met
    /// first (neither byte occurs inside a longer UTF-8 sequence).
    private static func forEachLongBreakRun(in bytes: [UInt8], _ bounds: Range<Int>, _ body: (Int, Int) -> Void) {
        var index = bounds.lowerBound
        while index < bounds.upperBound {
            guard bytes[index] == 0x0A || bytes[index] == 0x0D else {
                index += 1
                // Eight bytes at a time up to the next CR or LF.
                while bounds.upperBound - index >= 8 {
                    let lineBreaks = lineBreakLanes(ByteWords.word(in: bytes, at: index))
                    guard lineBreaks == 0 else {
                        index += lineBreaks.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
                continue
            }
            var position = index
            var breaks = 0
            var lastBreak = index
            while position < bounds.upperBound, let length = runLength(bytes, at: position) {
                if bytes[position] == 0x0A || bytes[position] == 0x0D {
                    breaks += 1
                    lastBreak = position
                }
                position += length
            }
            if breaks >= 3 { body(index, lastBreak) }
            index = position
        }
    }

    /// The lanes of `word` that hold CR or LF, bit 7 of each set (a lane that is zero after the XOR with the byte);
    /// a lane above the first such lane may be set too, never one below it, so the lowest set bit is exact.
    @inline(__always)
    private static func lineBreakLanes(_ word: UInt64) -> UInt64 {
        let lineFeeds = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
        let lowBytes: UInt64 = 0x0101_0101_0101_0101
        return ((lineFeeds &- lowBytes) & ~lineFeeds | (returns &- lowBytes) & ~returns) & ByteWords.highBits
    }

    /// The length of the JavaScript whitespace character at `index`, or `nil` when there is none there.
    static func whitespaceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let scalar = UTF8Scalars.scalar(in: bytes, at: index)
        return isWhitespace(scalar.value) ? scalar.length : nil
    }

    /// The length of the run character (whitespace or one of the invisibles) at `index`, or `nil`.
    static func runLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let scalar = UTF8Scalars.scalar(in: bytes, at: index)
        return isWhitespace(scalar.value) || isInvisible(scalar.value) ? scalar.length : nil
    }

    /// The length of the whitespace character that ends at `end`, or `nil`.
    static func whitespaceLength(endingAt end: Int, in bytes: [UInt8]) -> Int? {
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let scalar = UTF8Scalars.scalar(in: bytes, at: start)
        return isWhitespace(scalar.value) ? end - start : nil
    }

    /// JavaScript's `\s`: the Unicode space separators, tab, line tabulation, form feed, CR, LF, U+2028, U+2029 and
    /// U+FEFF.
    static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    /// The invisibles a blank-line run may hold besides whitespace: U+00AD, U+2060, U+200B, U+200C, U+200D.
    static func isInvisible(_ value: UInt32) -> Bool {
        value == 0xAD || value == 0x2060 || (0x200B...0x200D).contains(value)
    }
}

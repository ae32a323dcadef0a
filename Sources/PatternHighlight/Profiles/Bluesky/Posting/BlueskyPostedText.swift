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
        // 1. Leading blank lines.
        var start = 0
        var cursor = 0
        while startsText, cursor < bytes.count, let length = whitespaceLength(bytes, at: cursor) {
            if bytes[cursor] == 0x0A { start = cursor + 1 }
            cursor += length
        }
        // 2. Trailing whitespace.
        var end = bytes.count
        while endsText, end > start, let length = whitespaceLength(endingAt: end, in: bytes) { end -= length }
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        if start > 0 { edits.append((0..<start, [])) }
        // 3. Runs with three or more CR or LF.
        var index = start
        while index < end {
            guard let first = runLength(bytes, at: index), index < end else {
                index += UTF8Scalars.scalar(in: bytes, at: index).length
                continue
            }
            var position = index
            var breaks = 0
            var firstBreak = -1
            var lastBreak = -1
            var length: Int? = first
            while let step = length, position < end {
                if bytes[position] == 0x0A || bytes[position] == 0x0D {
                    breaks += 1
                    if firstBreak < 0 { firstBreak = position }
                    lastBreak = position
                }
                position += step
                length = position < end ? runLength(bytes, at: position) : nil
            }
            if breaks >= 3 { edits.append((firstBreak..<(lastBreak + 1), [0x0A, 0x0A])) }
            index = position
        }
        if end < bytes.count { edits.append((end..<bytes.count, [])) }
        return edits
    }

    /// How many bytes posting takes out of `bytes` (valid UTF-8), a text or a stretch of one (see
    /// ``edits(in:startsText:endsText:)``).
    static func removedByteCount(_ bytes: [UInt8], startsText: Bool = true, endsText: Bool = true) -> Int {
        edits(in: bytes, startsText: startsText, endsText: endsText).reduce(0) { $0 + $1.range.count - $1.replacement.count }
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

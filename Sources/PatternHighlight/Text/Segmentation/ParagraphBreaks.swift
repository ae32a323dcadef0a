/// Where paragraphs end.
///
/// A paragraph ends at LF, CR, CRLF, U+2028 (line separator) or U+2029 (paragraph separator). Every one of
/// these is whitespace to every profile, so no entity can contain one, and the start of a paragraph is, to
/// every rule, the same as "after whitespace". That is the precondition that lets an edit re-scan only
/// the paragraphs it touches: **no entity crosses a paragraph break.** (U+0085 is deliberately not a break:
/// JavaScript's `\s`, which some platforms' rules use, does not count it as whitespace.)
enum ParagraphBreaks {
    /// The length in bytes of the paragraph break starting at `index`, or 0 when none starts there.
    @inline(__always)
    static func breakLength(in bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xE2:
            if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                return 3
            }
            return 0
        default: return 0
        }
    }

    /// Whether `bytes` hold a paragraph break (LF, CR, U+2028, U+2029).
    ///
    /// - Complexity: O(`bytes.count`).
    static func containsBreak(_ bytes: [UInt8]) -> Bool {
        for index in bytes.indices where breakLength(in: bytes, at: index) > 0 { return true }
        return false
    }

    /// The content ranges of the paragraphs of `bytes[range]`, breaks excluded. There is always at least one
    /// (possibly empty) paragraph, and one more after a trailing break.
    ///
    /// Only the bytes that can start a break are looked at (LF, CR, and `0xE2` when U+2028 or U+2029 starts
    /// there: ``BreakLeads``), found 64 bytes at a time by ``ByteBlockScanner``.
    ///
    /// - Complexity: O(`range.count`).
    static func paragraphRanges(in bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "ParagraphBreaks: range out of bounds")
        var ranges: [Range<Int>] = []
        var splitter = Splitter(range)
        var candidates = ByteBlockScanner<BreakLeads>(bytes, range)
        while let index = candidates.next() {
            if let paragraph = splitter.paragraph(endedByBreakAt: index, in: bytes) { ranges.append(paragraph) }
        }
        ranges.append(splitter.lastParagraph)
        return ranges
    }

    /// Where the first paragraph that starts after `offset` starts (the end of the first break at or after
    /// `offset`), or `nil` when no break ends there; `offset` may fall inside a scalar or a CR LF.
    ///
    /// - Complexity: O(distance to that break), 64 bytes at a time.
    static func firstParagraphStart(in bytes: [UInt8], from offset: Int) -> Int? {
        precondition(offset >= 0 && offset <= bytes.count, "ParagraphBreaks: offset out of bounds")
        var splitter = Splitter(offset..<bytes.count)
        var candidates = ByteBlockScanner<BreakLeads>(bytes, offset..<bytes.count)
        while let index = candidates.next() {
            if splitter.paragraph(endedByBreakAt: index, in: bytes) != nil { return splitter.lastParagraph.lowerBound }
        }
        return nil
    }

    /// Turns the offsets where a break may start (LF, CR, `0xE2`), visited in order, into paragraphs: the one
    /// place that decides what is a break, for ``paragraphRanges(in:_:)`` and for scans that find breaks
    /// together with other bytes.
    struct Splitter {
        private let end: Int
        private var paragraphStart: Int
        /// A break found is skipped whole: nothing before `resume` can start another.
        private var resume: Int

        /// Splits `range`.
        init(_ range: Range<Int>) {
            end = range.upperBound
            paragraphStart = range.lowerBound
            resume = range.lowerBound
        }

        /// The paragraph that ends at `index`, when a break in the range starts there.
        @inline(__always)
        mutating func paragraph(endedByBreakAt index: Int, in bytes: [UInt8]) -> Range<Int>? {
            guard index >= resume else { return nil }
            let length = breakLength(in: bytes, at: index)
            guard length > 0 && index + length <= end else { return nil }
            defer {
                paragraphStart = index + length
                resume = paragraphStart
            }
            return paragraphStart..<index
        }

        /// The paragraph after the last break (or the whole range when there is none).
        var lastParagraph: Range<Int> { paragraphStart..<end }
    }
}

/// The bytes that start a paragraph break: LF, CR, and the `0xE2` that leads U+2028 or U+2029 (`E2 80 A8`,
/// `E2 80 A9`; emoji and punctuation that share the lead byte are not visited). Scans that look for other bytes
/// too add these (``ParagraphBreaks/Splitter`` decides).
enum BreakLeads: ByteBlockPattern {
    @inline(__always)
    static func wanted(
        _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
    ) -> SIMDMask<SIMD16<Int8>> {
        (block .== splat(0x0A)) .| (block .== splat(0x0D))
            .| ((block .== splat(0xE2)) .& (next .== splat(0x80)) .& ((afterNext & splat(0xFE)) .== splat(0xA8)))
    }
}

/// Unicode Normalization Form C, for a count that normalises the text before it counts it, and for a host's ASCII
/// form (``DomainToASCII``).
///
/// The spans that need it are composed by ``CanonicalComposer`` when they hold only what decomposed posts usually
/// hold (letters with diacritical marks, kana with sound marks, Hangul jamo), else by the standard library through
/// `String._nfcCodeUnits`, public (though underscored) and the same code `String` comparison relies on; the core
/// module needs no Foundation for it.
enum NFCNormalization {
    /// The NFC form of `bytes[range]` (valid UTF-8) as UTF-8, or `nil` when that text is already in NFC (it is its
    /// own NFC form: the caller reads `bytes[range]` itself, and nothing is copied).
    ///
    /// - Complexity: O(`range.count`); the normaliser sees only the spans around scalars that are not ``isStable(_:)``.
    static func normalizedIfChanged(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8]? {
        guard let first = firstUnstable(bytes, range) else { return nil }
        return normalizedIfChanged(bytes, range, firstUnstable: first)
    }

    /// ``normalizedIfChanged(_:_:)`` when the first scalar of `bytes[range]` that is not ``isStable(_:)`` starts at
    /// `firstUnstable` (every scalar before it is).
    ///
    /// A stable scalar is a cut: the NFC form of a text is the NFC forms of its pieces between stable scalars (one
    /// starts each piece; nothing composes with a scalar before it, and no reordering crosses a starter). So only
    /// the pieces that hold an unstable scalar — from the stable scalar before it, which it may compose with, to the
    /// next stable scalar — are normalised, each on its own (pieces less than ``spanGap`` bytes apart together), and
    /// the text is copied only when one of them changes.
    ///
    /// - Complexity: O(`range.count`).
    static func normalizedIfChanged(_ bytes: [UInt8], _ range: Range<Int>, firstUnstable first: Int) -> [UInt8]? {
        normalizedIfChanged(bytes, range, firstUnstable: first) { _, _ in }
    }

    /// ``normalizedIfChanged(_:_:firstUnstable:)``, telling `changed` each span of `bytes` that NFC changes and
    /// what it becomes, in text order: what a count of the text needs to become the count of its NFC form.
    ///
    /// - Complexity: O(`range.count`).
    static func normalizedIfChanged(
        _ bytes: [UInt8], _ range: Range<Int>, firstUnstable first: Int,
        changed: (_ span: Range<Int>, _ normalized: [UInt8]) -> Void
    ) -> [UInt8]? {
        normalizedIfChanged(
            bytes, range, first: first, nextUnstable: { firstUnstable(bytes, $0..<range.upperBound) }, changed: changed)
    }

    /// ``normalizedIfChanged(_:_:firstUnstable:changed:)`` when `unstable` lists where every scalar of
    /// `bytes[range]` that is not ``isStable(_:)`` starts, in order (a pass that decoded the text already noted
    /// them): the spans are the same, found in the list instead of by reading the text again between them.
    ///
    /// - Complexity: O(`unstable.count` + the spans' length).
    static func normalizedIfChanged(
        _ bytes: [UInt8], _ range: Range<Int>, unstable: [Int], changed: (_ span: Range<Int>, _ normalized: [UInt8]) -> Void
    ) -> [UInt8]? {
        guard let first = unstable.first else { return nil }
        var index = 0
        return normalizedIfChanged(
            bytes, range, first: first,
            nextUnstable: { from in
                while index < unstable.count && unstable[index] < from { index += 1 }
                return index < unstable.count ? unstable[index] : nil
            },
            changed: changed)
    }

    /// The spans' walk: `nextUnstable(offset)` is where the first scalar at or after `offset` (a scalar boundary)
    /// that is not ``isStable(_:)`` starts, or `nil`.
    private static func normalizedIfChanged(
        _ bytes: [UInt8], _ range: Range<Int>, first: Int, nextUnstable: (Int) -> Int?,
        changed: (_ span: Range<Int>, _ normalized: [UInt8]) -> Void
    ) -> [UInt8]? {
        var output: [UInt8]? = nil
        var copiedUpTo = range.lowerBound
        var next: Int? = first
        while let unstable = next {
            let spanStart = unstable > range.lowerBound
                ? UTF8Scalars.previousStart(in: bytes, before: unstable, lowerBound: range.lowerBound) : unstable
            var spanEnd = endOfUnstableRun(bytes, from: unstable, end: range.upperBound)
            next = nextUnstable(spanEnd)
            while let following = next, following - spanEnd < spanGap {
                spanEnd = endOfUnstableRun(bytes, from: following, end: range.upperBound)
                next = nextUnstable(spanEnd)
            }
            let normalized = CanonicalComposer.composed(bytes, spanStart..<spanEnd)
                ?? String(decoding: bytes[spanStart..<spanEnd], as: UTF8.self)._nfcCodeUnits
            guard !normalized.elementsEqual(bytes[spanStart..<spanEnd]) else { continue }
            changed(spanStart..<spanEnd, normalized)
            if output == nil {
                output = []
                output!.reserveCapacity(range.count + 16)
            }
            output!.append(contentsOf: bytes[copiedUpTo..<spanStart])
            output!.append(contentsOf: normalized)
            copiedUpTo = spanEnd
        }
        guard var output else { return nil }
        output.append(contentsOf: bytes[copiedUpTo..<range.upperBound])
        return output
    }

    /// Unstable pieces closer than this many bytes are normalised as one span: fewer calls into the normaliser for
    /// a decomposed text, whose every few letters hold a combining mark.
    static let spanGap = 32

    /// Where the run of scalars that are not ``isStable(_:)`` starting at `offset` ends: at the next stable scalar
    /// or at `end`.
    private static func endOfUnstableRun(_ bytes: [UInt8], from offset: Int, end: Int) -> Int {
        var offset = offset
        while offset < end {
            let scalar = UTF8Scalars.scalar(in: bytes, at: offset)
            if isStable(scalar.value) { break }
            offset += scalar.length
        }
        return offset
    }

    /// Whether every scalar of `bytes[range]` (valid UTF-8) is one that NFC leaves as it is wherever it stands
    /// (``isStable(_:)``), so that the text is its own NFC form.
    ///
    /// - Complexity: O(`range.count`); one comparison per byte below U+0300's lead byte.
    static func isStable(_ bytes: [UInt8], _ range: Range<Int>) -> Bool { firstUnstable(bytes, range) == nil }

    /// Where the first scalar of `bytes[range]` (valid UTF-8) that is not ``isStable(_:)`` starts, or `nil`.
    ///
    /// - Complexity: O(`range.count`); one comparison per byte below U+0300's lead byte.
    static func firstUnstable(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = range.lowerBound
            while offset < range.upperBound {
                // Eight ASCII bytes at a time: the common case, and every ASCII scalar is stable.
                if range.upperBound - offset >= 8,
                    ByteWords.isASCIIWord(in: buffer, at: offset)
                {
                    offset += 8
                    continue
                }
                // U+0300 is the first scalar whose UTF-8 lead byte is 0xCC; continuation bytes are below it.
                guard buffer[offset] >= 0xCC else {
                    offset += 1
                    continue
                }
                let start = offset
                let lead = UInt32(buffer[offset])
                let value: UInt32
                if lead < 0xE0 {
                    value = UTF8Scalars.twoByteValue(lead, buffer[offset + 1])
                    offset += 2
                } else if lead < 0xF0 {
                    value = UTF8Scalars.threeByteValue(lead, buffer[offset + 1], buffer[offset + 2])
                    offset += 3
                } else {
                    value = UTF8Scalars.fourByteValue(lead, buffer[offset + 1], buffer[offset + 2], buffer[offset + 3])
                    offset += 4
                }
                if !isStable(value) { return start }
            }
            return nil
        }
    }

    /// Whether NFC leaves `scalar` as it is wherever it stands: a starter (canonical combining class 0) that is its
    /// own NFC form (`NFC_Quick_Check=Yes`: no canonical decomposition that NFC keeps apart, no singleton) and that
    /// never composes with a scalar before it (not `NFC_Quick_Check=Maybe`). A text made only of such scalars is in
    /// NFC: nothing in it decomposes, reorders or composes. Every scalar below U+0300 qualifies; above it, the
    /// scripts and symbols a post mostly holds (Arabic and Cyrillic letters, general punctuation, arrows and
    /// symbols, kana, CJK ideographs, Hangul syllables, full-width forms, variation selectors, emoji, tags), each
    /// range checked scalar by scalar against the standard library's normaliser in `NFCNormalizationTests`.
    @inline(__always)
    static func isStable(_ scalar: UInt32) -> Bool {
        if scalar < 0x0300 { return true }
        switch scalar {
        case 0x0000...0x02FF: return true
        case 0x0400...0x0482, 0x048A...0x04FF: return true  // Cyrillic, without its combining marks
        case 0x0600...0x060F, 0x061B...0x064A, 0x0660...0x066F, 0x0671...0x06D3: return true  // Arabic, no harakat
        case 0x2002...0x206F: return true  // general punctuation (U+2000 and U+2001 are singletons)
        case 0x20E3: return true  // the combining enclosing keycap is a starter
        case 0x2190...0x2328, 0x232B...0x2ADB, 0x2ADD...0x2BFF: return true  // U+2329, U+232A, U+2ADC are not
        case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF: return true  // no tone marks, no combining kana marks
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true  // CJK ideographs, Hangul syllables
        case 0xFE00...0xFE0F, 0xFF01...0xFF60: return true  // variation selectors, full-width forms
        case 0x1F000...0x1FAFF, 0xE0000...0xE007F: return true  // emoji and symbols, tags
        default: return false
        }
    }
}

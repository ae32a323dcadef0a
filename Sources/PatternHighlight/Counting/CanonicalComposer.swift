/// NFC of a span of text made only of what decomposed posts are usually made of, without the standard library:
/// scalars that ``NFCNormalization/isStable(_:)`` accepts, the marks of ``CanonicalCompositions`` (combining
/// diacritical marks, Arabic hamza and madda, kana sound marks) in canonical order, and modern Hangul jamo.
///
/// Such a span needs no decomposition and no reordering, only composition: each mark joins the last starter when a
/// pair composes them and no mark of the same class stands between (a mark of a lower class would have needed
/// reordering, and then the span is not one of these), and Hangul jamo compose by arithmetic. A stable scalar
/// that has a decomposition of its own (`é`) is taken only when no mark follows it, since a mark may force it
/// apart (`é` and a dot below are `ẹ́`). Any other span is left to the caller (`nil`).
enum CanonicalComposer {
    /// The NFC form of `bytes[span]` (valid UTF-8, on scalar boundaries) as UTF-8, or `nil` when the span holds
    /// something this composer does not take.
    ///
    /// - Complexity: O(`span.count`), a binary search per mark in the pairs table.
    static func composed(_ bytes: [UInt8], _ span: Range<Int>) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(span.count)
        // The last starter, held back while marks may still compose with it, and the marks after it that did not.
        var starter: UInt32? = nil
        var starterTakesMarks = true
        var marks: [UInt32] = []
        // The class of the last mark that stayed apart (what blocks the next one), and of the last mark read since
        // the starter, composed or not (what canonical order is checked against).
        var lastClass: UInt8 = 0
        var lastReadClass: UInt8 = 0
        func flush() {
            if let starter { UTF8Scalars.append(starter, to: &output) }
            for mark in marks { UTF8Scalars.append(mark, to: &output) }
            starter = nil
            marks.removeAll(keepingCapacity: true)
            lastClass = 0
            lastReadClass = 0
        }
        var offset = span.lowerBound
        while offset < span.upperBound {
            let (value, length) = UTF8Scalars.scalar(in: bytes, at: offset)
            offset += length
            let markClass = combiningClass(of: value)
            if markClass > 0 {
                if lastReadClass > markClass { return nil }  // out of canonical order
                lastReadClass = markClass
                if let current = starter {
                    guard starterTakesMarks else { return nil }
                    if lastClass < markClass || lastClass == 0, let composite = composite(of: current, value) {
                        starter = composite
                        continue
                    }
                }
                marks.append(value)
                lastClass = markClass
                continue
            }
            if let current = starter, marks.isEmpty {
                // Hangul: a leading consonant and a vowel make an LV syllable; an LV syllable and a trailing
                // consonant an LVT syllable.
                if (0x1100...0x1112).contains(current) && (0x1161...0x1175).contains(value) {
                    starter = 0xAC00 + ((current - 0x1100) * 21 + (value - 0x1161)) * 28
                    continue
                }
                if (0xAC00...0xD7A3).contains(current) && (current - 0xAC00) % 28 == 0 && (0x11A8...0x11C2).contains(value) {
                    starter = current + (value - 0x11A7)
                    continue
                }
            }
            guard NFCNormalization.isStable(value) || isModernJamo(value) else { return nil }
            flush()
            starter = value
            starterTakesMarks = !isDecomposable(value)
        }
        flush()
        return output
    }

    /// The canonical combining class of `scalar` when it is one of the marks the composer takes, else 0.
    @inline(__always)
    private static func combiningClass(of scalar: UInt32) -> UInt8 {
        if scalar >= 0x0300 && scalar < 0x0370 { return CanonicalCompositions.diacriticalMarkClasses[Int(scalar - 0x0300)] }
        if scalar < 0x0653 { return 0 }
        return CanonicalCompositions.otherMarkClass(scalar)
    }

    /// What NFC composes `starter` and `mark` into, or `nil`.
    private static func composite(of starter: UInt32, _ mark: UInt32) -> UInt32? {
        let key = UInt64(starter) << 32 | UInt64(mark)
        let pairs = CanonicalCompositions.pairs
        let index = pairs.partitioningIndex { $0.key >= key }
        return index < pairs.count && pairs[index].key == key ? pairs[index].composite : nil
    }

    /// Whether `scalar`, one that ``NFCNormalization/isStable(_:)`` accepts or a jamo, has a canonical
    /// decomposition that a mark after it may force apart: every such scalar's decomposition holds a non-spacing
    /// mark, so it is one of ``CanonicalDecomposition``'s (Hangul syllables, whose parts are jamo, are not, and need
    /// not be: marks never join their jamo). Those stable ones all lie below U+3100 (the last is katakana U+30FE),
    /// which `CanonicalComposerTests` checks.
    private static func isDecomposable(_ scalar: UInt32) -> Bool {
        guard scalar >= 0xC0, scalar < 0x3100 else { return false }
        let scalars = CanonicalDecomposition.scalars
        let index = scalars.partitioningIndex { $0 >= scalar }
        return index < scalars.count && scalars[index] == scalar
    }

    /// The modern Hangul jamo that compose into syllables: leading consonants, vowels, trailing consonants.
    private static func isModernJamo(_ scalar: UInt32) -> Bool {
        (0x1100...0x1112).contains(scalar) || (0x1161...0x1175).contains(scalar) || (0x11A8...0x11C2).contains(scalar)
    }
}

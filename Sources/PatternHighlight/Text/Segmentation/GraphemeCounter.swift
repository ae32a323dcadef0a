/// Counts extended grapheme clusters (UAX #29) in valid UTF-8, as `String.count` does, without handing the
/// standard library more than the stretches where a cluster can hold more than one scalar in ways counted here.
///
/// Before a scalar that ``breaksOnBothSides(_:)`` there is always a cluster boundary when the scalar before it
/// breaks on both sides too or ``isExtend(_:)``, whatever stands around them: no rule of UAX #29 keeps such a pair
/// together (neither is CR, Prepend, ZWJ, SpacingMark, a regional indicator or a Hangul jamo, and an Extend scalar
/// joins only what stands before it), and the rules that look further back (emoji ZWJ sequences, flag pairs, Indic
/// conjuncts) run only through scalars that are none of these. So the text splits there into pieces whose
/// clusters are counted apart. A piece is one cluster when it is
/// - one such scalar followed by Extend scalars only (a letter with its combining marks, an emoji with its skin tone
///   or variation selector, a keycap; not a control, rule GB4; rule GB9);
/// - an emoji ZWJ sequence: ``isPictographic(_:)`` scalars, each but the first after a ZWJ, each with its Extend
///   scalars (rules GB9 and GB11);
/// - one regional indicator or a pair of them, with Extend scalars after (a flag; rules GB12 and GB13: a third
///   regional indicator starts a new cluster);
/// - CR LF, or a CR alone (rules GB3, GB4 and GB5: a boundary before and after, as around a control);
/// - Hangul jamo and syllables joined by rules GB6–GB8 (``HangulPart``), with Extend scalars after.
///
/// Any other piece (a jamo after a Prepend scalar, an Indic conjunct, a ZWJ after anything else) is counted by
/// `String.count`.
/// Plain text of every script the ranges cover, and the emoji sequences people type, never reach the standard
/// library. A scalar of the Basic Multilingual Plane is classified by one look-up (``GraphemeKindTable``).
enum GraphemeCounter {
    /// The extended grapheme clusters in `bytes[range]` (valid UTF-8, `range` on scalar boundaries).
    ///
    /// - Complexity: O(`range.count`).
    static func count(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        var nothing = NoScalarObserver()
        return count(in: bytes, range, observing: &nothing)
    }

    /// ``count(in:_:)``, telling `observer` every scalar of `bytes[range]` as the count decodes it: one pass for
    /// the graphemes and whatever else the caller counts of the same scalars.
    ///
    /// - Complexity: O(`range.count`).
    @inline(__always)
    static func count<Observer: ScalarObserver>(
        in bytes: [UInt8], _ range: Range<Int>, observing observer: inout Observer
    ) -> Int {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "GraphemeCounter: range out of bounds")
        let kinds = GraphemeKindTable.shared
        return bytes.withUnsafeBufferPointer { buffer in
            var clusters = 0
            var pieceStart = range.lowerBound
            var pieceIsOneCluster = true
            var previousEndsCluster = false
            var previousIsControl = false
            // The piece's pictograph that a ZWJ after it (and its Extend scalars) would join, or 0.
            var pictograph: UInt32 = 0
            // What the scalar before joins next: `afterZWJ` a pictograph (GB11), `afterRegionalIndicator` a second
            // regional indicator (GB12, GB13).
            var joining = Joining.nothing
            var offset = range.lowerBound
            while offset < range.upperBound {
                let lead = buffer[offset]
                if lead < 0x80 {
                    // Breaks on both sides; a control below U+0020 and at U+007F. CR LF is one cluster that breaks on
                    // both sides as a control does (rules GB3, GB4, GB5); a CR alone is a control.
                    // After a ZWJ the piece is not one cluster of ours (the branch below says so); no ASCII scalar
                    // is a pictograph or a regional indicator.
                    joining = .nothing
                    pictograph = 0
                    if previousEndsCluster {
                        clusters += pieceIsOneCluster ? 1 : Self.clusters(in: buffer, pieceStart..<offset)
                        pieceStart = offset
                        pieceIsOneCluster = true
                    } else if offset != pieceStart {
                        pieceIsOneCluster = false
                    }
                    previousEndsCluster = true
                    previousIsControl = lead < 0x20 || lead == 0x7F
                    if lead != 0x0D {
                        offset += 1
                        observer.observeASCII(count: 1)
                    } else {
                        observer.observe(0x0D, at: offset, length: 1)
                        offset += 1
                        if offset < range.upperBound && buffer[offset] == 0x0A {
                            offset += 1
                            observer.observeASCII(count: 1)
                        }
                    }
                    // The next eight bytes ASCII without CR: eight more pieces of one scalar each, the last left open.
                    while range.upperBound - offset >= 8 {
                        let word = ByteWords.word(in: buffer, at: offset)
                        let carriageReturns = word ^ 0x0D0D_0D0D_0D0D_0D0D
                        let hasCarriageReturn = (carriageReturns &- 0x0101_0101_0101_0101) & ~carriageReturns & 0x8080_8080_8080_8080
                        guard word & 0x8080_8080_8080_8080 == 0 && hasCarriageReturn == 0 else { break }
                        clusters += pieceIsOneCluster ? 1 : Self.clusters(in: buffer, pieceStart..<offset)
                        clusters += 7
                        pieceStart = offset + 7
                        pieceIsOneCluster = true
                        let last = buffer[offset + 7]
                        previousIsControl = last < 0x20 || last == 0x7F
                        offset += 8
                        observer.observeASCII(count: 8)
                    }
                    continue
                }
                // ``UTF8Scalars/twoByteValue(_:_:)`` and the like, written out: called here (in any form tried), the
                // loop keeps the buffer's address on the stack and counts about 10% more instructions.
                let value: UInt32
                let length: Int
                if lead < 0xE0 {
                    value = UInt32(lead & 0x1F) << 6 | UInt32(buffer[offset + 1] & 0x3F)
                    length = 2
                } else if lead < 0xF0 {
                    value = UInt32(lead & 0x0F) << 12 | UInt32(buffer[offset + 1] & 0x3F) << 6
                        | UInt32(buffer[offset + 2] & 0x3F)
                    length = 3
                } else {
                    value = UInt32(lead & 0x07) << 18 | UInt32(buffer[offset + 1] & 0x3F) << 12
                        | UInt32(buffer[offset + 2] & 0x3F) << 6 | UInt32(buffer[offset + 3] & 0x3F)
                    length = 4
                }
                observer.observe(value, at: offset, length: length)
                let kind = value < 0x10000 ? kinds.kind(of: value) : Self.kind(of: value)
                let joins = joining
                joining = .nothing
                if joins == .afterZWJ {
                    if kind == .breaks && Self.isPictographic(value) {
                        // The emoji ZWJ sequence goes on (GB11): still one cluster.
                        pictograph = value
                        previousEndsCluster = true
                        previousIsControl = false
                        offset += length
                        continue
                    }
                    pieceIsOneCluster = false
                }
                if kind <= .control {
                    if previousEndsCluster {
                        clusters += pieceIsOneCluster ? 1 : Self.clusters(in: buffer, pieceStart..<offset)
                        pieceStart = offset
                        pieceIsOneCluster = true
                    } else if offset != pieceStart {
                        pieceIsOneCluster = false
                    }
                    previousEndsCluster = true
                    pictograph = offset == pieceStart ? value : 0
                } else if kind == .extend {
                    // Nothing before it here to extend, or a control, which nothing extends (rule GB4).
                    if offset == pieceStart || previousIsControl { pieceIsOneCluster = false }
                    previousEndsCluster = true
                } else if value == 0x200D && pieceIsOneCluster && Self.isPictographic(pictograph) {
                    // A ZWJ after a pictograph and its Extend scalars joins it (GB9); what it joins next decides.
                    joining = .afterZWJ
                    previousEndsCluster = false
                    pictograph = 0
                } else if 0x1F1E6...0x1F1FF ~= value && (joins == .afterRegionalIndicator || previousEndsCluster) {
                    if joins == .afterRegionalIndicator {
                        // The second of a pair: one cluster with the first; a third starts a new one (GB12, GB13).
                        previousEndsCluster = true
                    } else {
                        clusters += pieceIsOneCluster ? 1 : Self.clusters(in: buffer, pieceStart..<offset)
                        pieceStart = offset
                        pieceIsOneCluster = true
                        joining = .afterRegionalIndicator
                        // A lone regional indicator breaks before anything but Extend, ZWJ, SpacingMark and a second
                        // regional indicator (GB999): the first of these extends it, the others are other kinds.
                        previousEndsCluster = true
                    }
                    pictograph = 0
                } else if let part = HangulPart(jamo: value) {
                    // A Hangul jamo joins the jamo or syllable before it as rules GB6–GB8 say; else a boundary stands
                    // before it when the scalar before ends its cluster (nothing but Prepend joins a jamo otherwise).
                    if offset > range.lowerBound, let before = HangulPart(ofScalarBefore: offset, in: buffer), before.joins(part) {
                        // The same cluster as the jamo or syllable before it, in the same piece.
                    } else if previousEndsCluster {
                        clusters += pieceIsOneCluster ? 1 : Self.clusters(in: buffer, pieceStart..<offset)
                        pieceStart = offset
                        pieceIsOneCluster = true
                    } else if offset != pieceStart {
                        pieceIsOneCluster = false
                    }
                    // A leading jamo joins a syllable after it (GB6): no boundary is known after it.
                    previousEndsCluster = part != .leading
                    pictograph = 0
                } else {
                    pieceIsOneCluster = false
                    previousEndsCluster = false
                    pictograph = 0
                }
                previousIsControl = kind == .control
                offset += length
            }
            if offset > pieceStart {
                clusters += pieceIsOneCluster ? 1 : Self.clusters(in: buffer, pieceStart..<range.upperBound)
            }
            return clusters
        }
    }

    /// What the scalar before the current one joins next, beyond its Extend scalars.
    private enum Joining {
        case nothing
        /// A ZWJ that joined a pictograph: a pictograph next joins the sequence.
        case afterZWJ
        /// A regional indicator that began a piece: a second one next makes the pair.
        case afterRegionalIndicator
    }

    /// What the loop needs to know of a scalar, in one test: the commonest scripts first, then the full rules.
    enum Kind: UInt8, Comparable {
        /// ``breaksOnBothSides(_:)``, not a control.
        case breaks
        /// ``breaksOnBothSides(_:)`` and ``isControl(_:)``.
        case control
        /// ``isExtend(_:)``.
        case extend
        /// Anything else: the piece is counted by `String.count`.
        case other

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    @inline(__always)
    static func kind(of scalar: UInt32) -> Kind {
        // CJK ideographs, kana, Hangul syllables, Latin, Arabic and Cyrillic letters: none is a control.
        if 0x4E00...0x9FFF ~= scalar || 0xAC00...0xD7A3 ~= scalar || 0x3041...0x3096 ~= scalar || 0x30A0...0x30FF ~= scalar
            || 0x00A0...0x02FF ~= scalar || 0x0620...0x064A ~= scalar || 0x0400...0x0482 ~= scalar
        {
            return scalar == 0xAD ? .control : .breaks
        }
        if breaksOnBothSides(scalar) { return isControl(scalar) ? .control : .breaks }
        return isExtend(scalar) ? .extend : .other
    }

    /// `String.count` of one piece.
    private static func clusters(in buffer: UnsafeBufferPointer<UInt8>, _ piece: Range<Int>) -> Int {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[piece]), as: UTF8.self).count
    }

    /// Whether `scalar`'s grapheme cluster break property is Other, Control, LF or LV/LVT (a Hangul syllable), and
    /// it is no regional indicator, emoji modifier or Indic conjunct linker: a scalar that no UAX #29 rule joins to a
    /// neighbour of the same kind. Checked scalar by scalar against `String.count` in `GraphemeCounterTests`.
    static func breaksOnBothSides(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0000...0x000C, 0x000E...0x02FF: return true  // all but CR: CR LF is one cluster
        case 0x0370...0x0482, 0x048A...0x052F: return true  // Greek, Cyrillic without its combining marks
        case 0x05D0...0x05EA: return true  // Hebrew letters
        case 0x0606...0x060F, 0x061B...0x064A, 0x0660...0x066F, 0x0671...0x06D5: return true  // Arabic: no Prepend, harakat
        case 0x2000...0x200B, 0x2010...0x205F, 0x2070...0x20CF: return true  // no ZWNJ, ZWJ; up to the combining marks
        case 0x2100...0x2BFF: return true  // letterlike, arrows, symbols, dingbats (emoji among them)
        case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF: return true  // no tone marks, no combining kana marks
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true  // CJK ideographs, Hangul syllables
        case 0xFF01...0xFF9D: return true  // full-width and half-width forms, without the half-width sound marks
        case 0x1F000...0x1F1E5, 0x1F200...0x1F3FA, 0x1F400...0x1FAFF: return true  // emoji; no flags, no skin tones
        default: return false
        }
    }

    /// Whether `scalar` is one of the pictographs that emoji ZWJ sequences are made of, as the standard library's
    /// grapheme rules see them (rule GB11: a ZWJ between two Extended_Pictographic scalars, each with its Extend
    /// scalars, joins them): most of the emoji blocks, and the symbols that sequences join to a person or an animal
    /// (♀ ♂ ⚕ ⚖ ⚗ ⚧ ✈ ❄ ❣ ❤ ☠ ⬛ ⬜). A scalar left out only sends its sequence to `String.count`. All of them
    /// ``breaksOnBothSides(_:)``. Checked scalar by scalar against `String.count` in `GraphemeCounterTests`.
    static func isPictographic(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1F300...0x1F321, 0x1F324...0x1F393, 0x1F396...0x1F397, 0x1F399...0x1F39B, 0x1F39E...0x1F3F0,
            0x1F3F3...0x1F3F5, 0x1F3F7...0x1F3FA:
            return true
        case 0x1F400...0x1F4FD, 0x1F4FF...0x1F53D, 0x1F549...0x1F54E, 0x1F550...0x1F567, 0x1F5FA...0x1F64F: return true
        case 0x1F680...0x1F6C5, 0x1F6CB...0x1F6D2, 0x1F6D5...0x1F6E5, 0x1F6EB...0x1F6F0, 0x1F6F3...0x1F6FF: return true
        case 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA6E...0x1FAFF: return true
        case 0x2620, 0x2640, 0x2642, 0x2695...0x2697, 0x26A7, 0x2708...0x270D, 0x2744, 0x2763...0x2764, 0x2B1B...0x2B1C:
            return true
        default: return false
        }
    }

    /// Whether `scalar` is one of the scalars ``breaksOnBothSides(_:)`` holds for whose grapheme cluster break
    /// property is Control or LF (or may be: U+2060–U+206F whole), after which an Extend scalar starts a cluster of
    /// its own.
    static func isControl(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0000...0x001F, 0x007F...0x009F, 0x00AD, 0x061C, 0x200B, 0x2028...0x202E, 0x2060...0x206F: return true
        default: return false
        }
    }

    /// Whether `scalar`'s grapheme cluster break property is Extend (combining diacritical marks, combining marks for
    /// symbols such as the keycap, variation selectors, emoji skin tones, tags): it never starts a cluster after
    /// another scalar (rule GB9) and no rule joins it to a scalar that ``breaksOnBothSides(_:)`` after it. Checked
    /// scalar by scalar against `String.count` in `GraphemeCounterTests`.
    static func isExtend(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x20D0...0x20F0, 0xFE00...0xFE0F, 0xFE20...0xFE2F: return true
        case 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
        default: return false
        }
    }
}

/// Finds what twemoji-parser's emoji regex finds: the emoji sequences that twitter-text's v3 configuration counts as
/// one character each.
///
/// JavaScript's global `exec` loop finds the leftmost match from where the last one ended. No match can start
/// where ``mayStartMatch(_:at:end:)`` says no, so the loop here walks the bytes to the next position where one may,
/// and walks ``TwemojiSequences`` (the regex as a trie over scalars) from there: the node where the text leaves the
/// trie knows the regex's match at that position, with no alternatives tried.
enum TwemojiMatcher {
    /// The matches in `text` (valid UTF-8), left to right, as JavaScript's global `exec` loop finds them.
    ///
    /// - Complexity: O(n).
    static func matches(in text: [UInt8]) -> [Range<Int>] { matches(in: text, 0..<text.count) }

    /// The matches in `text[range]`, in `text` offsets; the regex sees `range` as the whole subject.
    ///
    /// - Complexity: O(`range.count`).
    static func matches(in text: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        matches(in: text, range, from: range.lowerBound)
    }

    /// ``matches(in:_:)`` when no match starts before `start` (a scalar boundary or the last byte of a scalar,
    /// before or past `range`'s end): the search for candidates begins there.
    ///
    /// - Complexity: O(`range.count`).
    static func matches(in text: [UInt8], _ range: Range<Int>, from start: Int) -> [Range<Int>] {
        var found: [Range<Int>] = []
        guard start < range.upperBound else { return found }
        let end = range.upperBound
        text.withUnsafeBufferPointer { bytes in
            var offset = nextCandidate(in: bytes, from: max(start, range.lowerBound), end: end)
            while offset < end {
                let length = matchLength(in: bytes, at: offset, end: end)
                if length > 0 {
                    found.append(offset..<offset + length)
                    offset = nextCandidate(in: bytes, from: offset + length, end: end)
                } else {
                    offset = nextCandidate(in: bytes, from: offset + 1, end: end)
                }
            }
        }
        return found
    }

    /// The length in bytes of the regex's match at `start` (a scalar boundary before `end`, with `end` the end of
    /// the subject), or 0 where it has none: the walk down ``TwemojiSequences`` as far as the text's scalars take
    /// it, and the answer of the node where it stops for the scalar that stopped it.
    @inline(__always)
    static func matchLength(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int {
        var node = 0
        var offset = start
        var ruledOut = 0  // 1 when the scalar that stops the walk is one the regex's lookahead rules out
        while offset < end {
            let lead = bytes[offset]
            let scalar: UInt32
            let length: Int
            if lead < 0x80 {
                (scalar, length) = (UInt32(lead), 1)
            } else if lead < 0xE0 {
                (scalar, length) = (UTF8Scalars.twoByteValue(lead, bytes[offset + 1]), 2)
            } else if lead < 0xF0 {
                (scalar, length) = (UTF8Scalars.threeByteValue(lead, bytes[offset + 1], bytes[offset + 2]), 3)
            } else {
                scalar = UTF8Scalars.fourByteValue(lead, bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
                length = 4
            }
            guard let child = child(of: node, taking: scalar) else {
                if TwemojiSequences.lookaheadScalars.contains(scalar) { ruledOut = 1 }
                break
            }
            node = child
            offset += length
        }
        return Int(TwemojiSequences.matchLengths[2 &* node &+ ruledOut])
    }

    /// The node that `node`'s edge for `scalar` leads to, or `nil` when none takes it: a binary search for the last
    /// edge starting at or before `scalar` (the root has a few hundred edges, the other nodes a handful).
    @inline(__always)
    private static func child(of node: Int, taking scalar: UInt32) -> Int? {
        let edges = TwemojiSequences.edges
        let first = Int(TwemojiSequences.firstEdges[node])
        var low = first
        var high = Int(TwemojiSequences.firstEdges[node + 1])
        while low < high {
            let middle = (low &+ high) >> 1
            if UInt32(truncatingIfNeeded: edges[middle] >> 40) <= scalar {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        guard low > first else { return nil }
        let edge = edges[low - 1]
        guard scalar <= UInt32(truncatingIfNeeded: edge >> 16) & 0xFF_FFFF else { return nil }
        return Int(truncatingIfNeeded: edge & 0xFFFF)
    }

    /// The first offset at or after `start` and before `end` where ``mayStartMatch(_:at:end:)`` holds, or `end`.
    /// `start` is a scalar boundary or one byte past one (continuation bytes never pass the test).
    private static func nextCandidate(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var offset = start
        while offset < end {
            let byte = bytes[offset]
            if byte < 0x80 {
                // Eight ASCII bytes not followed by a lead byte hold no candidate (a keycap base needs U+FE0F or
                // U+20E3 right after it).
                if end - offset > 8,
                    ByteWords.isASCIIWord(in: bytes, at: offset),
                    bytes[offset + 8] < 0x80
                {
                    offset += 8
                    continue
                }
                if byte == 0x23 || byte == 0x2A || byte &- 0x30 < 10, mayStartMatch(bytes, at: offset, end: end) {
                    return offset
                }
                offset += 1
            } else if byte < 0xC0 {
                offset += 1  // a continuation byte: `start` was one byte past a lead byte
            } else if 0xE4...0xED ~= byte {
                offset += 3  // U+4000–U+DFFF (CJK ideographs, Hangul syllables): no match starts with one
            } else {
                if mayStartMatch(bytes, at: offset, end: end) { return offset }
                offset += byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            }
        }
        return end
    }

    /// Whether a match may start at `offset` (a scalar's lead byte): the regex's alternatives start with a keycap
    /// base (`#`, `*`, a digit) followed by U+FE0F or U+20E3, with U+00A9 or U+00AE, with a scalar in U+2000–U+2FFF,
    /// with U+3030, U+303D, U+3297 or U+3299, with U+E50A, with U+FE0F, or with a scalar in U+1F000–U+1FFFF. A
    /// test in `TwemojiMatcherTests` proves that no other scalar starts a match.
    @inline(__always)
    static func mayStartMatch(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Bool {
        let next = offset + 1 < end ? bytes[offset + 1] : 0
        switch bytes[offset] {
        case 0x23, 0x2A, 0x30...0x39: return next == 0xEF || next == 0xE2  // U+FE0F is EF B8 8F, U+20E3 is E2 83 A3
        case 0xC2: return next == 0xA9 || next == 0xAE
        case 0xE2, 0xEE: return true
        case 0xE3: return next == 0x80 || next == 0x8A  // U+3000–U+303F, U+3280–U+32BF
        case 0xEF: return next == 0xB8  // U+FE00–U+FE3F
        case 0xF0: return next == 0x9F  // U+1F000–U+1FFFF
        default: return false
        }
    }
}

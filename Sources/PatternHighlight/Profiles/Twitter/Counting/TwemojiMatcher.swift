/// Finds what twemoji-parser's emoji regex finds (``TwemojiPattern``): the emoji sequences that twitter-text's v3
/// configuration counts as one character each.
///
/// JavaScript's global `exec` loop finds the leftmost match from where the last one ended. No match can start
/// where ``mayStartMatch(_:at:end:)`` says no, so the loop here walks the bytes to the next position where one may,
/// and tries the pattern anchored there: the same matches, without PCRE2 trying the pattern's many alternatives at
/// every CJK, digit or punctuation scalar that merely shares a lead byte with an emoji.
///
/// Most emoji stand alone or with one variation selector or skin tone: where the scalar after a candidate (or after
/// that selector or skin tone) cannot continue any of the pattern's sequences (``continuesSequence(_:at:end:)``), the
/// pattern's answer depends on those one or two scalars only, whatever follows, so it is asked once and remembered
/// (``LoneScalarAnswers``).
enum TwemojiMatcher {
    private static let regex: CompiledRegex = {
        do {
            return try CompiledRegex(TwemojiPattern.pattern, options: [.unicodeProperties, .anchored])
        } catch {
            fatalError("the generated emoji pattern must compile: \(error)")
        }
    }()

    /// The matches in `text` (valid UTF-8), left to right, as JavaScript's global `exec` loop finds them.
    ///
    /// - Complexity: O(n).
    static func matches(in text: [UInt8]) -> [Range<Int>] { matches(in: text, 0..<text.count) }

    /// The matches in `text[range]`, in `text` offsets; the pattern sees `range` as the whole subject.
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
        var offset = nextCandidate(in: text, from: max(start, range.lowerBound), end: range.upperBound)
        guard offset < range.upperBound else { return found }
        regex.withMatcher(over: text, range: range) { matcher in
            while offset < range.upperBound {
                let (value, length) = UTF8Scalars.scalar(in: text, at: offset)
                // The answer kept for this scalar and what follows it, when what follows cannot change it.
                let remembered: (key: Int, end: Int)? = LoneScalarAnswers.index(of: value).flatMap { index in
                    text.withUnsafeBufferPointer { bytes in
                        rememberedKey(bytes, scalar: index, at: offset + length, end: range.upperBound)
                    }
                }
                if let remembered {
                    switch loneAnswers.answer(at: remembered.key) {
                    case 0:
                        break  // not known yet: asked of the pattern below
                    case 1:
                        offset = nextCandidate(in: text, from: offset + 1, end: range.upperBound)
                        continue
                    case let answer:
                        let matchEnd = offset + Int(answer) - 2
                        found.append(offset..<matchEnd)
                        offset = nextCandidate(in: text, from: matchEnd, end: range.upperBound)
                        continue
                    }
                }
                switch matcher.search(from: offset) {
                case .match(let match):
                    if let remembered, match.lowerBound == offset, match.upperBound <= remembered.end {
                        loneAnswers.record(UInt8(2 + match.count), at: remembered.key)
                    }
                    found.append(match)
                    offset = nextCandidate(in: text, from: match.upperBound, end: range.upperBound)
                case .noMatch:
                    if let remembered { loneAnswers.record(1, at: remembered.key) }
                    offset = nextCandidate(in: text, from: offset + 1, end: range.upperBound)
                case .limitExceeded:
                    return  // as the unanchored loop, which stops at the first search without an answer
                }
            }
        }
        return found
    }

    /// The first offset at or after `start` and before `end` where ``mayStartMatch(_:at:end:)`` holds, or `end`.
    /// `start` is a scalar boundary or one byte past one (continuation bytes never pass the test).
    private static func nextCandidate(in text: [UInt8], from start: Int, end: Int) -> Int {
        text.withUnsafeBufferPointer { bytes in
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
                } else {
                    if mayStartMatch(bytes, at: offset, end: end) { return offset }
                    offset += byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                }
            }
            return end
        }
    }

    /// Whether a match may start at `offset` (a scalar's lead byte): the pattern's alternatives start with a keycap
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

    /// Whether a scalar starting at `offset` (before `end`) can continue one of the pattern's sequences after the
    /// scalar before it: a variation selector (U+FE0E, U+FE0F), ZWJ, the keycap mark, a skin tone, a regional
    /// indicator or a tag. `TwemojiMatcherTests` checks that before any other scalar the pattern's answer for the
    /// scalar before is the same.
    @inline(__always)
    static func continuesSequence(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Bool {
        guard offset < end else { return false }
        switch bytes[offset] {
        case 0xE2: return offset + 2 < end && (bytes[offset + 1] == 0x80 && bytes[offset + 2] == 0x8D  // U+200D
                                                || bytes[offset + 1] == 0x83 && bytes[offset + 2] == 0xA3)  // U+20E3
        case 0xEF: return offset + 2 < end && bytes[offset + 1] == 0xB8 && (bytes[offset + 2] == 0x8E || bytes[offset + 2] == 0x8F)
        case 0xF0:  // U+1F1E6–U+1F1FF, U+1F3FB–U+1F3FF
            guard offset + 3 < end, bytes[offset + 1] == 0x9F else { return false }
            return bytes[offset + 2] == 0x87 && bytes[offset + 3] >= 0xA6 || bytes[offset + 2] == 0x8F && bytes[offset + 3] >= 0xBB
        case 0xF3:  // U+E0000–U+E007F
            return offset + 2 < end && bytes[offset + 1] == 0xA0 && (bytes[offset + 2] == 0x80 || bytes[offset + 2] == 0x81)
        default: return false
        }
    }

    /// Where the answer for the cached scalar `scalar` (a ``LoneScalarAnswers/index(of:)``) ending at `offset` is
    /// kept, and where the scalars it covers end: the scalar alone when nothing after it continues a sequence; the
    /// scalar with a U+FE0E, a U+FE0F or a skin tone after it when nothing after those continues one; else `nil`.
    @inline(__always)
    private static func rememberedKey(
        _ bytes: UnsafeBufferPointer<UInt8>, scalar index: Int, at offset: Int, end: Int
    ) -> (key: Int, end: Int)? {
        guard continuesSequence(bytes, at: offset, end: end) else { return (index * 8, offset) }
        let slot: Int
        let length: Int
        if bytes[offset] == 0xEF && offset + 2 < end && bytes[offset + 1] == 0xB8 && bytes[offset + 2] & 0xFE == 0x8E {
            (slot, length) = (bytes[offset + 2] == 0x8E ? 1 : 2, 3)  // U+FE0E, U+FE0F
        } else if bytes[offset] == 0xF0 && offset + 3 < end && bytes[offset + 2] == 0x8F && bytes[offset + 3] >= 0xBB {
            (slot, length) = (3 + Int(bytes[offset + 3] - 0xBB), 4)  // U+1F3FB–U+1F3FF
        } else {
            return nil
        }
        guard !continuesSequence(bytes, at: offset + length, end: end) else { return nil }
        return (index * 8 + slot, offset + length)
    }

    private static let loneAnswers = LoneScalarAnswers()
}

/// The pattern's answer at a scalar of U+2000–U+2BFF or U+1F000–U+1FAFF that nothing after it continues
/// (``TwemojiMatcher/continuesSequence(_:at:end:)``), or that only a U+FE0E, a U+FE0F or a skin tone follows before
/// anything that could: eight answers per scalar, learnt from the pattern the first time they are met, and shared by
/// every thread. An answer is 0 (not known yet), 1 (no match there) or 2 plus the match's length in bytes.
final class LoneScalarAnswers: Sendable {
    private let answers = Locked<[UInt8]>(Array(repeating: 0, count: (0xC00 + 0xB00) * 8))

    /// Where `scalar`'s answers start (times eight), or `nil` for a scalar outside the two ranges.
    @inline(__always)
    static func index(of scalar: UInt32) -> Int? {
        switch scalar {
        case 0x2000...0x2BFF: return Int(scalar - 0x2000)
        case 0x1F000...0x1FAFF: return 0xC00 + Int(scalar - 0x1F000)
        default: return nil
        }
    }

    func answer(at key: Int) -> UInt8 { answers.withLock { $0[key] } }

    func record(_ answer: UInt8, at key: Int) { answers.withLock { $0[key] = answer } }
}

import Synchronization

/// Finds what twemoji-parser's emoji regex finds (``TwemojiPattern``): the emoji sequences that twitter-text's v3
/// configuration counts as one character each.
///
/// JavaScript's global `exec` loop finds the leftmost match from where the last one ended. No match can start
/// where ``mayStartMatch(_:at:end:)`` says no, so the loop here walks the bytes to the next position where one may,
/// and tries the pattern anchored there: the same matches, without PCRE2 trying the pattern's many alternatives at
/// every CJK, digit or punctuation scalar that merely shares a lead byte with an emoji.
///
/// Most emoji stand alone (no skin tone, ZWJ, variation selector, tag or second flag letter after them): where the
/// scalar after a candidate cannot continue any of the pattern's sequences (``continuesSequence(_:at:end:)``), the
/// pattern matches that one scalar or nothing, whatever follows, so its answer is asked once per scalar and
/// remembered (``LoneScalarAnswers``).
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
        var found: [Range<Int>] = []
        var offset = nextCandidate(in: text, from: range.lowerBound, end: range.upperBound)
        guard offset < range.upperBound else { return found }
        regex.withMatcher(over: text, range: range) { matcher in
            while offset < range.upperBound {
                let (value, length) = UTF8Scalars.scalar(in: text, at: offset)
                let scalarEnd = offset + length
                var lone: Int? = nil
                if let index = LoneScalarAnswers.index(of: value),
                    !text.withUnsafeBufferPointer({ continuesSequence($0, at: scalarEnd, end: range.upperBound) })
                {
                    switch loneAnswers.answer(at: index) {
                    case .matchesAlone:
                        found.append(offset..<scalarEnd)
                        offset = nextCandidate(in: text, from: scalarEnd, end: range.upperBound)
                        continue
                    case .noMatch:
                        offset = nextCandidate(in: text, from: offset + 1, end: range.upperBound)
                        continue
                    case .unknown:
                        lone = index
                    }
                }
                switch matcher.search(from: offset) {
                case .match(let match):
                    if let lone, match == offset..<scalarEnd { loneAnswers.record(.matchesAlone, at: lone) }
                    found.append(match)
                    offset = nextCandidate(in: text, from: match.upperBound, end: range.upperBound)
                case .noMatch:
                    if let lone { loneAnswers.record(.noMatch, at: lone) }
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
                        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0,
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

    private static let loneAnswers = LoneScalarAnswers()
}

/// The pattern's answer at a scalar that nothing after it continues (``TwemojiMatcher/continuesSequence(_:at:end:)``),
/// per scalar of U+2000–U+2BFF and U+1F000–U+1FAFF: learnt from the pattern the first time the scalar is met, and
/// shared by every thread.
final class LoneScalarAnswers: Sendable {
    enum Answer: UInt8 {
        case unknown
        case matchesAlone
        case noMatch
    }

    private let answers = Mutex<[Answer]>(Array(repeating: .unknown, count: 0xC00 + 0xB00))

    /// Where `scalar`'s answer is kept, or `nil` for a scalar outside the two ranges.
    @inline(__always)
    static func index(of scalar: UInt32) -> Int? {
        switch scalar {
        case 0x2000...0x2BFF: return Int(scalar - 0x2000)
        case 0x1F000...0x1FAFF: return 0xC00 + Int(scalar - 0x1F000)
        default: return nil
        }
    }

    func answer(at index: Int) -> Answer { answers.withLock { $0[index] } }

    func record(_ answer: Answer, at index: Int) { answers.withLock { $0[index] = answer } }
}

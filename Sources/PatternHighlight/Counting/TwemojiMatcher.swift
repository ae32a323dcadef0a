/// Finds what twemoji-parser's emoji regex finds (``TwemojiPattern``): the emoji sequences that twitter-text's v3
/// configuration counts as one character each.
///
/// JavaScript's global `exec` loop finds the leftmost match from where the last one ended. No match can start
/// where ``mayStartMatch(_:at:end:)`` says no, so the loop here walks the bytes to the next position where one may,
/// and tries the pattern anchored there: the same matches, without PCRE2 trying the pattern's many alternatives at
/// every CJK, digit or punctuation scalar that merely shares a lead byte with an emoji.
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
                switch matcher.search(from: offset) {
                case .match(let match):
                    found.append(match)
                    offset = nextCandidate(in: text, from: match.upperBound, end: range.upperBound)
                case .noMatch:
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
                if byte >= 0xC2 || byte == 0x23 || byte == 0x2A || byte &- 0x30 < 10, mayStartMatch(bytes, at: offset, end: end) {
                    return offset
                }
                offset += 1
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
}

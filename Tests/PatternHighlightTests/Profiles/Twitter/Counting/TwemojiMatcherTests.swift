import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The emoji matcher walks its table only where ``TwemojiMatcher/mayStartMatch(_:at:end:)`` allows: no scalar it
/// turns away starts a match of twemoji-parser's regex (``TwemojiPattern``, compiled with PCRE2), and the matches
/// equal the regex's plain unanchored loop's. `TwemojiSequencesTests` holds the table to the regex on every sequence.
struct TwemojiMatcherTests {
    static let unanchored = try! CompiledRegex(TwemojiPattern.pattern)

    /// The plain loop, as JavaScript's global `exec` runs it: the leftmost match from where the last one ended, in
    /// `text[range]` (the whole subject).
    static func referenceMatches(_ text: [UInt8], _ range: Range<Int>? = nil) -> [Range<Int>] {
        let range = range ?? 0..<text.count
        return unanchored.withMatcher(over: text, range: range) { matcher in
            var found: [Range<Int>] = []
            var offset = range.lowerBound
            while case .match(let range) = matcher.search(from: offset) {
                found.append(range)
                offset = range.upperBound
            }
            return found
        }
    }

    @Test func noScalarTurnedAwayStartsAMatch() {
        let suffixes = ["", "\u{FE0F}", "\u{20E3}", "\u{FE0F}\u{20E3}", "\u{200D}\u{2640}\u{FE0F}", "\u{1F3FB}"]
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where value < 0x30000 || (0xE0000...0xE007F).contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for suffix in suffixes {
                let text = Array((String(Character(scalar)) + suffix).utf8)
                let allowed = text.withUnsafeBufferPointer { TwemojiMatcher.mayStartMatch($0, at: 0, end: text.count) }
                if allowed { continue }
                let startsMatch = Self.unanchored.withMatcher(over: text, range: 0..<text.count) { matcher in
                    matcher.search(from: 0, anchored: true) != .noMatch
                }
                if startsMatch { wrong.append(String(value, radix: 16)) }
            }
        }
        #expect(wrong.isEmpty, "turned away but starts a match: \(wrong.prefix(20))")
    }

    @Test(arguments: [UInt64(5), 55])
    func matchesEqualThePlainLoop(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2000 {
            let text = Array(CountingFragments.text(pieces: Int.random(in: 1...40, using: &random), breaks: true, using: &random).utf8)
            #expect(TwemojiMatcher.matches(in: text) == Self.referenceMatches(text))
        }
    }
}

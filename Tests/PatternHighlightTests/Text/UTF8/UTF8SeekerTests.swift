import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// `UTF8Seeker` against the standard library's own counting: forward and backward, UTF-16 and scalars,
/// across word (eight-byte) boundaries, and the refusals (between surrogates, past a limit).
@Suite struct UTF8SeekerTests {
    static let pieces = ["a", " ", "é", "ß", "家", "語", "😀", "👍🏽", "🇫🇷", "e\u{301}", "\u{10FFFF}", "\u{7FF}", "\u{800}"]

    /// Every scalar boundary of `text`: its UTF-8 offset and its offset in `unit`.
    static func boundaries(of text: String, in unit: OffsetUnit) -> [(utf8: Int, offset: Int)] {
        var result = [(utf8: 0, offset: 0)]
        for scalar in text.unicodeScalars {
            let last = result[result.count - 1]
            result.append((last.utf8 + scalar.utf8.count, last.offset + (unit == .utf16 ? scalar.utf16.count : 1)))
        }
        return result
    }

    @Test(arguments: [OffsetUnit.utf16, .scalars])
    func seeksAsTheStandardLibraryCounts(_ unit: OffsetUnit) {
        var random = SeededRandom(seed: 0x5EE4)
        for _ in 0..<40 {
            let text = (0..<Int.random(in: 0...80, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            let points = Self.boundaries(of: text, in: unit)
            for _ in 0..<100 {
                let from = points.randomElement(using: &random)!
                let to = points.randomElement(using: &random)!
                if to.offset >= from.offset {
                    let found = UTF8Seeker.offset(after: to.offset - from.offset, in: unit, from: from.utf8, in: bytes, limit: bytes.count)
                    #expect(found == to.utf8, "\(text.debugDescription): \(to.offset - from.offset) after \(from.utf8)")
                } else {
                    let found = UTF8Seeker.offset(before: from.offset - to.offset, in: unit, from: from.utf8, in: bytes, lowerLimit: 0)
                    #expect(found == to.utf8, "\(text.debugDescription): \(from.offset - to.offset) before \(from.utf8)")
                }
            }
        }
    }

    @Test func refusesACountBetweenSurrogatesOrPastTheLimit() {
        let short = Array("ab😀cd".utf8)  // 😀: UTF-16 units 2 and 3, bytes 2..<6
        #expect(UTF8Seeker.offset(after: 3, in: .utf16, from: 0, in: short, limit: short.count) == nil)
        #expect(UTF8Seeker.offset(after: 4, in: .utf16, from: 0, in: short, limit: short.count) == 6)
        #expect(UTF8Seeker.offset(before: 1, in: .utf16, from: 6, in: short, lowerLimit: 0) == nil)
        #expect(UTF8Seeker.offset(before: 2, in: .utf16, from: 6, in: short, lowerLimit: 0) == 2)
        #expect(UTF8Seeker.offset(after: 7, in: .utf16, from: 0, in: short, limit: short.count) == nil)
        #expect(UTF8Seeker.offset(after: 2, in: .scalars, from: 0, in: short, limit: 2) == 2)
        #expect(UTF8Seeker.offset(after: 3, in: .scalars, from: 0, in: short, limit: 2) == nil)
        // The same across whole words: ten emoji are forty bytes and twenty UTF-16 units.
        let long = Array(String(repeating: "😀", count: 10).utf8)
        #expect(UTF8Seeker.offset(after: 13, in: .utf16, from: 0, in: long, limit: long.count) == nil)
        #expect(UTF8Seeker.offset(after: 14, in: .utf16, from: 0, in: long, limit: long.count) == 28)
        #expect(UTF8Seeker.offset(before: 13, in: .utf16, from: 40, in: long, lowerLimit: 0) == nil)
        #expect(UTF8Seeker.offset(before: 14, in: .utf16, from: 40, in: long, lowerLimit: 0) == 12)
        #expect(UTF8Seeker.offset(before: 3, in: .scalars, from: 40, in: long, lowerLimit: 32) == nil)
    }
}

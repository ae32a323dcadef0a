import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// ``GraphemeCounter`` against `String.count` on random scalar sequences built from the scalars the rules of
/// UAX #29 treat apart (emoji and their modifiers, ZWJ, regional indicators, Hangul jamo, Indic conjuncts, CR LF,
/// combining marks, Prepend and SpacingMark scalars, controls) and from any scalar at all.
struct GraphemeCounterRandomScalarTests {
    /// The scalars drawn from, by class.
    static let classes: [[ClosedRange<UInt32>]] = [
        [0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x2600...0x27BF, 0x1FA70...0x1FAFF],  // pictographs
        [0x200D...0x200D], [0x200C...0x200C],  // ZWJ, ZWNJ
        [0x1F3FB...0x1F3FF], [0xFE0E...0xFE0F], [0x20E3...0x20E3], [0xE0020...0xE007F],  // modifiers, selectors, tags
        [0x1F1E6...0x1F1FF],  // regional indicators
        [0x1100...0x115F], [0x1160...0x11A7], [0x11A8...0x11FF], [0xAC00...0xD7A3],  // Hangul L, V, T, LV/LVT
        [0x0915...0x0939], [0x094D...0x094D], [0x093C...0x093C], [0x093E...0x094C], [0x0995...0x09B9], [0x09CD...0x09CD],
        [0x0D15...0x0D39], [0x0D4D...0x0D4D],  // Devanagari, Bengali, Malayalam consonants and viramas, nukta, signs
        [0x000D...0x000D], [0x000A...0x000A], [0x0000...0x001F], [0x007F...0x009F],  // CR, LF, controls
        [0x0300...0x036F], [0x0483...0x0489], [0x0591...0x05BD], [0x064B...0x065F],  // combining marks
        [0x0600...0x0605], [0x06DD...0x06DD], [0x0903...0x0903], [0x0E33...0x0E33],  // Prepend, SpacingMark
        [0x0020...0x007E], [0x00A0...0x02FF], [0x0400...0x04FF], [0x4E00...0x9FFF], [0x3040...0x30FF],  // letters
        [0x0000...0xD7FF, 0xE000...0x10FFFF],  // anything
    ]

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomScalarSequencesCountAsStringCounts(seed: UInt64) {
        var random = SeededRandom(seed: 0x6A0_0000 &+ seed)
        var wrong: [String] = []
        for _ in 0..<25_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let ranges = Self.classes.randomElement(using: &random)!
                let range = ranges.randomElement(using: &random)!
                var value = UInt32.random(in: range, using: &random)
                if (0xD800...0xDFFF).contains(value) { value = 0x41 }
                scalars.append(Unicode.Scalar(value)!)
            }
            let text = String(scalars)
            let bytes = Array(text.utf8)
            if GraphemeCounter.count(in: bytes, 0..<bytes.count) != text.count {
                wrong.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(wrong.isEmpty, "counted apart from String.count: \(wrong.prefix(10))")
    }
}

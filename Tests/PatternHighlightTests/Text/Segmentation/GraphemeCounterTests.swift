import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// ``GraphemeCounter`` counts what `String.count` counts: every scalar it lets break on both sides does break
/// beside every other such scalar and beside plain letters, and random texts count the same.
struct GraphemeCounterTests {
    static let neighbours: [Unicode.Scalar] = ["a", " ", "\n", "é", "я", "ا", "の", "家", "가", "😀", "©", "\u{0001}"]

    @Test func everyScalarThatBreaksOnBothSidesDoes() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where GraphemeCounter.breaksOnBothSides(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for neighbour in Self.neighbours {
                var before = String.UnicodeScalarView()
                before.append(neighbour)
                before.append(scalar)
                var after = String.UnicodeScalarView()
                after.append(scalar)
                after.append(neighbour)
                var twice = String.UnicodeScalarView()
                twice.append(scalar)
                twice.append(scalar)
                if String(before).count != 2 || String(after).count != 2 || String(twice).count != 2 {
                    wrong.append(String(value, radix: 16))
                    break
                }
            }
        }
        #expect(wrong.isEmpty, "joins a neighbour: \(wrong.prefix(20))")
    }

    @Test func controlsAreTheScalarsAfterWhichAnExtendScalarStandsAlone() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where GraphemeCounter.breaksOnBothSides(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var view = String.UnicodeScalarView()
            view.append(scalar)
            view.append("\u{301}")
            if (String(view).count == 2) != GraphemeCounter.isControl(value) && !(0x2060...0x206F).contains(value) {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "control or not: \(wrong.prefix(20))")
    }

    @Test func kindAgreesWithTheRules() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            let expected: GraphemeCounter.Kind =
                GraphemeCounter.breaksOnBothSides(value) ? (GraphemeCounter.isControl(value) ? .control : .breaks)
                : GraphemeCounter.isExtend(value) ? .extend : .other
            if GraphemeCounter.kind(of: value) != expected { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "kind differs: \(wrong.prefix(20))")
    }

    @Test func everyExtendScalarJoinsWhatStandsBeforeItOnly() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where GraphemeCounter.isExtend(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for neighbour in Self.neighbours where !GraphemeCounter.isControl(neighbour.value) {
                let counts = [[neighbour, scalar], [neighbour, scalar, neighbour], [neighbour, scalar, scalar, neighbour]].map { scalars in
                    var view = String.UnicodeScalarView()
                    view.append(contentsOf: scalars)
                    return String(view).count
                }
                if counts != [1, 2, 2] {
                    wrong.append(String(value, radix: 16))
                    break
                }
            }
        }
        #expect(wrong.isEmpty, "not an Extend scalar: \(wrong.prefix(20))")
    }

    @Test func everyPictographJoinsAnEmojiZWJSequenceOnEitherSide() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where GraphemeCounter.isPictographic(value) {
            guard let scalar = Unicode.Scalar(value), GraphemeCounter.kind(of: value) == .breaks else {
                wrong.append(String(value, radix: 16))
                continue
            }
            let person: Unicode.Scalar = "\u{1F469}"
            let sequences: [[Unicode.Scalar]] = [
                [person, "\u{200D}", scalar], [scalar, "\u{200D}", person], [scalar, "\u{FE0F}", "\u{200D}", person, "\u{1F3FD}"],
                [person, "\u{1F3FD}", "\u{200D}", scalar, "\u{FE0F}", "\u{200D}", scalar],
            ]
            let counts = sequences.map { scalars in
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars)
                return String(view).count
            }
            if counts != [1, 1, 1, 1] { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "not a pictograph GB11 joins: \(wrong.prefix(20))")
    }

    /// Emoji ZWJ sequences, flags and runs of regional indicators, beside every kind of neighbour, count as
    /// `String.count` counts them, including the sequences this counter must leave to it.
    @Test func emojiSequencesAndFlagsCountAsStringCounts() {
        let pieces = [
            "\u{1F469}\u{1F3FE}\u{200D}\u{1F4BB}", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "\u{1F9D1}\u{1F3FB}\u{200D}\u{1F91D}\u{200D}\u{1F9D1}\u{1F3FF}",
            "\u{1F937}\u{1F3FC}\u{200D}\u{2640}\u{FE0F}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "\u{1F408}\u{200D}\u{2B1B}",
            "\u{1F1EB}\u{1F1F7}", "\u{1F1EB}", "\u{1F1EB}\u{1F1F7}\u{1F1EF}", "\u{1F1EB}\u{FE0F}", "\u{200D}", "\u{1F600}\u{200D}",
            "\u{1F600}\u{200D}\u{200D}\u{1F600}", "\u{1F600}\u{200D}\u{0301}", "\u{1F600}\u{200D}a", "a\u{200D}\u{1F600}", "\u{00A9}\u{200D}\u{1F600}",
            "\u{1F1EB}\u{200D}\u{1F600}", "\u{1F1EB}\u{0903}", "\u{0600}\u{1F1EB}", "\u{1F600}\u{200D}\u{1F1EB}", "\r\n", "\u{0301}", "a", " ", "家", "\u{1F600}",
        ]
        var random = SeededRandom(seed: 11)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            #expect(GraphemeCounter.count(in: bytes, 0..<bytes.count) == text.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test(arguments: [UInt64(3), 33, 333])
    func randomTextsCountAsStringCounts(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let extra = ["\u{0915}\u{094D}\u{0937}", "\u{0915}", "\u{094D}", "\u{0600}", "\u{0600}a", "a\u{0903}", "\u{1F1E6}",
                     "\r", "\u{FF9E}", "\u{3099}", "\u{0670}", "\u{05B0}", "\u{200D}", "\u{1F1EB}\u{1F1F7}",
                     "\u{1F469}\u{200D}\u{1F4BB}"]
        for _ in 0..<3000 {
            var text = CountingFragments.text(pieces: Int.random(in: 1...40, using: &random), breaks: true, using: &random)
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let piece = extra.randomElement(using: &random)!
                let index = text.unicodeScalars.index(
                    text.unicodeScalars.startIndex, offsetBy: Int.random(in: 0...text.unicodeScalars.count, using: &random))
                text.unicodeScalars.insert(contentsOf: piece.unicodeScalars, at: index)
            }
            let bytes = Array(text.utf8)
            #expect(GraphemeCounter.count(in: bytes, 0..<bytes.count) == text.count, "\(text.debugDescription)")
        }
    }
}

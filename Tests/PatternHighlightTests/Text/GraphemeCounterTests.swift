import Testing
@testable import PatternHighlight

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

    @Test(arguments: [UInt64(3), 33, 333])
    func randomTextsCountAsStringCounts(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let extra = ["\u{0915}\u{094D}\u{0937}", "\u{0915}", "\u{094D}", "\u{0600}", "\u{0600}a", "a\u{0903}", "\u{1F1E6}",
                     "\r", "\u{FF9E}", "\u{3099}", "\u{0670}", "\u{05B0}"]
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

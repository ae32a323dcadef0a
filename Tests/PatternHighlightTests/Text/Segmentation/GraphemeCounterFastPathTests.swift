import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The fast paths of ``GraphemeCounter`` (the BMP kind table, CR LF taken in the loop) against the rules they stand
/// for: the table holds ``GraphemeCounter/kind(of:)`` of every BMP scalar, every scalar reaches the observer once and
/// in order, and texts made of runs of letters of many scripts mixed with everything that interrupts a run (CR LF,
/// combining marks, ZWJ, emoji, regional indicators, Hangul jamo, Prepend, controls) count as `String.count` counts
/// them, whole and cut anywhere.
struct GraphemeCounterFastPathTests {
    @Test func theTableHoldsEveryBMPScalarsKind() {
        var wrong: [String] = []
        for value in UInt32(0)..<0x10000 where !(0xD800...0xDFFF).contains(value) {
            if GraphemeKindTable.shared.kind(of: value) != GraphemeCounter.kind(of: value) { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "kind differs from the rules: \(wrong.prefix(20))")
    }

    /// Every sequence of up to three Hangul parts (the first and last jamo of each range, LV and LVT syllables) and
    /// their usual neighbours counts as `String.count` counts it: rules GB6–GB8 taken in the loop.
    @Test func hangulSequencesCountAsStringCounts() {
        let hangul: [Unicode.Scalar] = [
            "\u{1100}", "\u{115F}", "\u{A960}", "\u{A97C}", "\u{1160}", "\u{11A7}", "\u{D7B0}", "\u{D7C6}",
            "\u{11A8}", "\u{11FF}", "\u{D7CB}", "\u{D7FB}", "\u{AC00}", "\u{AC01}", "\u{D7A3}", "\u{D788}",
        ]
        let others: [Unicode.Scalar] = ["a", " ", "\r", "\n", "\u{0301}", "\u{200D}", "\u{0600}", "\u{0903}", "家", "\u{1F600}", "\u{1F1EB}"]
        let all = hangul + others
        var wrong: [String] = []
        for first in all {
            for second in all {
                for third in hangul + ["a", "\u{0301}"] {
                    var view = String.UnicodeScalarView()
                    view.append(contentsOf: [first, second, third])
                    let text = String(view)
                    let bytes = Array(text.utf8)
                    for start in [0, String(first).utf8.count] {
                        let expected = String(decoding: bytes[start...], as: UTF8.self).count
                        if GraphemeCounter.count(in: bytes, start..<bytes.count) != expected {
                            wrong.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + " from \(start)")
                        }
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "Hangul counted apart from String.count: \(wrong.prefix(10))")
    }

    /// Records every scalar it is told of, as the offsets and values a plain decoding gives.
    struct RecordingObserver: ScalarObserver {
        var scalars: [(value: UInt32, offset: Int)] = []
        var offset: Int

        mutating func observeASCII(count: Int) {
            // ASCII runs come without offsets: they continue from the last scalar reported.
            for _ in 0..<count {
                scalars.append((0, offset))
                offset += 1
            }
        }

        mutating func observe(_ value: UInt32, at offset: Int, length: Int) {
            #expect(offset == self.offset, "a scalar reported out of order at \(offset)")
            scalars.append((value, offset))
            self.offset = offset + length
        }
    }

    static let runPieces: [String] = [
        "日本語の文章", "한국어 문장", "Ünïcödé àçcéñts", "русский текст", "Ελληνικά", "العربية النص", "カタカナ", "ひらがな",
        "\r\n", "\r", "\n", "\r\n\r\n", " ", "a", "1.2", "\u{0301}", "\u{3099}", "\u{302A}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}",
        "\u{1F469}\u{200D}\u{1F4BB}", "\u{1F1EB}\u{1F1F7}", "\u{1F1EB}", "\u{1100}\u{1161}\u{11A8}", "\u{AC00}\u{11A8}", "\u{11A8}",
        "\u{0600}", "\u{0915}\u{094D}\u{0937}", "\u{00AD}", "\u{061C}", "\u{0085}", "\u{2028}", "\u{3030}\u{200D}\u{1F600}",
        "\u{4DC0}", "\u{0483}", "\u{064B}", "\u{0670}", "\u{06D6}", "\u{D7A4}", "\u{D7B0}", "\u{A000}", "\u{3100}", "\u{FF76}\u{FF9E}",
        "e\u{0301}\u{0327}", "ά", "\u{0391}\u{0301}", "가\u{0301}", "家\u{FE0F}", "\u{1F600}", "#\u{FE0F}\u{20E3}",
    ]

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func runsOfLettersAmongEverythingElseCountAsStringCounts(seed: UInt64) {
        var random = SeededRandom(seed: 0x51_0000 &+ seed)
        var wrong: [String] = []
        for _ in 0..<8_000 {
            let text = (0..<Int.random(in: 1...16, using: &random)).map { _ in Self.runPieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            var observer = RecordingObserver(offset: 0)
            let count = GraphemeCounter.count(in: bytes, 0..<bytes.count, observing: &observer)
            let expected = text.unicodeScalars.reduce(into: (scalars: [(value: UInt32, offset: Int)](), offset: 0)) { sum, scalar in
                sum.scalars.append((scalar.value < 0x80 && scalar.value != 0x0D ? 0 : scalar.value, sum.offset))
                sum.offset += String(scalar).utf8.count
            }.scalars
            let observed = observer.scalars.map { "\($0.value)@\($0.offset)" }
            if count != text.count || observed != expected.map({ "\($0.value)@\($0.offset)" }) {
                wrong.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(wrong.isEmpty, "counted or observed apart from String.count and a plain decoding: \(wrong.prefix(5))")
    }

    /// Every cut of a text on scalar boundaries: the two parts count what the whole counts when the cut is a
    /// boundary of `String`'s, and each part counts as `String.count` counts it (a CR cut from its LF included).
    @Test(arguments: [UInt64(7), 8])
    func partsCountAsStringCountsThem(seed: UInt64) {
        var random = SeededRandom(seed: 0x52_0000 &+ seed)
        for _ in 0..<1_000 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in Self.runPieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            var cut = text.unicodeScalars.startIndex
            for _ in 0..<Int.random(in: 0...text.unicodeScalars.count, using: &random) { cut = text.unicodeScalars.index(after: cut) }
            let offset = text.utf8.distance(from: text.utf8.startIndex, to: cut)
            let head = String(text.unicodeScalars[..<cut])
            let tail = String(text.unicodeScalars[cut...])
            #expect(GraphemeCounter.count(in: bytes, 0..<offset) == head.count, "\(head.debugDescription)")
            #expect(GraphemeCounter.count(in: bytes, offset..<bytes.count) == tail.count, "\(tail.debugDescription)")
        }
    }
}

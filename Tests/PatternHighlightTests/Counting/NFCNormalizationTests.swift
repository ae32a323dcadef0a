import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// ``NFCNormalization/isStable(_:)`` holds only for starters that are their own NFC form and compose with nothing
/// before them, so that skipping the normaliser for text made of them changes nothing.
struct NFCNormalizationTests {
    static let starters: [Unicode.Scalar] = ["a", "e", "o", "A", "u", "\u{0627}", "\u{0648}", "\u{064A}", "\u{0418}", "\u{0415}",
                                             "\u{304B}", "\u{30AB}", "\u{AC00}", "\u{1100}", "\u{0B47}", "\u{0DD9}", "\u{2190}", "\u{2203}"]

    @Test func everyStableScalarIsAStarterNFCLeavesAlone() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where NFCNormalization.isStable(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var alone = String.UnicodeScalarView()
            alone.append(scalar)
            let text = String(alone)
            var fine = scalar.properties.canonicalCombiningClass == .notReordered && text._nfcCodeUnits == Array(text.utf8)
            for starter in Self.starters where fine {
                var pair = String.UnicodeScalarView()
                pair.append(starter)
                pair.append(scalar)
                let paired = String(pair)
                fine = paired._nfcCodeUnits == Array(paired.utf8)
            }
            if !fine { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "not stable under NFC: \(wrong.prefix(20))")
    }

    @Test(arguments: [UInt64(9), 99])
    func stableTextsAreTheirOwnNFCForm(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var stable = 0
        for _ in 0..<3000 {
            let text = CountingFragments.text(pieces: Int.random(in: 1...20, using: &random), breaks: true, using: &random)
            let bytes = Array(text.utf8)
            let normalized = NFCNormalization.normalizedIfChanged(bytes, 0..<bytes.count)
            #expect((normalized ?? bytes) == text._nfcCodeUnits, "\(text.debugDescription)")
            if normalized == nil { stable += 1 }
        }
        #expect(stable > 100)
    }
}

/// ``NFCNormalization/normalizedIfChanged(_:_:)`` normalises spans, not the whole text: its answer is the whole
/// text's NFC form, and `nil` exactly when that form is the text itself.
struct NFCSpanNormalizationTests {
    static let pieces = ["a", " ", "e\u{301}", "é", "\u{1100}\u{1161}", "\u{11A8}", "\u{AC00}", "\u{0958}", "\u{0915}\u{093C}",
                         "\u{0301}", "\u{0327}\u{0301}", "\u{0301}\u{0327}", "ά", "α\u{301}", "\u{212B}", "\u{2126}", "ไทย",
                         "\u{0E40}\u{0E01}", "עברית", "\u{05B0}", "Ελληνικά", "Tiếng Việt", "e\u{323}\u{302}", "日本",
                         "\u{3099}", "か\u{3099}", "😀", "\u{FEFF}", "\u{0F73}", "\u{FB2A}", String(repeating: "x", count: 40)]

    @Test(arguments: [UInt64(5), 55])
    func spanNormalisationIsTheWholeTextsNFC(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var unchanged = 0
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            let nfc = text._nfcCodeUnits
            let normalized = NFCNormalization.normalizedIfChanged(bytes, 0..<bytes.count)
            #expect((normalized ?? bytes) == nfc, "\(text.debugDescription)")
            #expect((normalized == nil) == (nfc == bytes), "\(text.debugDescription)")
            // A range inside a longer text: offsets of the range, the answer of the range alone.
            let padded = Array("ab".utf8) + bytes + Array("\u{301}c".utf8)
            let inner = NFCNormalization.normalizedIfChanged(padded, 2..<(2 + bytes.count))
            #expect((inner ?? bytes) == nfc, "\(text.debugDescription)")
            if normalized == nil { unchanged += 1 }
        }
        #expect(unchanged > 100)
    }
}

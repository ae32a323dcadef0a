import Testing
@testable import PatternHighlight

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

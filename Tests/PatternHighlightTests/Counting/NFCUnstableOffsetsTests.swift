import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// NFC of the spans a pass noted: ``NFCNormalization/normalizedIfChanged(_:_:unstable:changed:)``, given where every
/// unstable scalar starts, gives the text and the changed spans that reading the text for them gives
/// (``NFCNormalization/normalizedIfChanged(_:_:firstUnstable:changed:)``), and twitter's tally notes exactly those
/// offsets.
struct NFCUnstableOffsetsTests {
    @Test(arguments: [UInt64(1), 2, 3])
    func notedOffsetsNormaliseAsReadingTheTextDoes(seed: UInt64) {
        var random = SeededRandom(seed: 0x4E_0000 &+ seed)
        for _ in 0..<2_000 {
            let text = Array(CountingFragments.text(pieces: Int.random(in: 1...40, using: &random), breaks: true, using: &random).utf8)
            var start = Int.random(in: 0...text.count, using: &random)
            while start < text.count && text[start] & 0xC0 == 0x80 { start += 1 }
            for range in [0..<text.count, start..<text.count] {
                var decoded: [Int] = []
                var offset = range.lowerBound
                while offset < range.upperBound {
                    let scalar = UTF8Scalars.scalar(in: text, at: offset)
                    if !NFCNormalization.isStable(scalar.value) { decoded.append(offset) }
                    offset += scalar.length
                }
                var tally = TwitterScalarTally(configuration: .v3, asciiWeight: 100)
                _ = GraphemeCounter.count(in: text, range, observing: &tally)
                #expect(tally.unstableOffsets == decoded, "\(String(decoding: text[range], as: UTF8.self).debugDescription)")

                var readSpans: [Range<Int>] = []
                let read = NFCNormalization.firstUnstable(text, range).flatMap { first in
                    NFCNormalization.normalizedIfChanged(text, range, firstUnstable: first) { span, _ in readSpans.append(span) }
                }
                var listedSpans: [Range<Int>] = []
                let listed = NFCNormalization.normalizedIfChanged(text, range, unstable: decoded) { span, _ in listedSpans.append(span) }
                #expect(read == listed && readSpans == listedSpans, "\(String(decoding: text[range], as: UTF8.self).debugDescription)")
            }
        }
    }
}

/// The table twitter's tally reads holds ``NFCNormalization/isStable(_:)`` of every scalar.
struct NFCStableTableTests {
    @Test func theTableHoldsEveryScalarsStability() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            if NFCStableTable.shared.isStable(value) != NFCNormalization.isStable(value) { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "stability differs: \(wrong.prefix(20))")
    }
}

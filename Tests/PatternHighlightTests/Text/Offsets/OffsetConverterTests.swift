import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// ``OffsetConverter`` gives every increasing offset's UTF-16 and scalar count exactly as the prefix's own views
/// count them: offsets inside a word, on word edges, repeated, at the end, in texts shorter than a word; and after
/// a smaller offset (which starts the count again).
struct OffsetConverterTests {
    @Test(arguments: [OffsetUnit.utf16, .scalars])
    func offsetsConvertAsThePrefixCounts(_ unit: OffsetUnit) {
        var random = SeededRandom(seed: unit == .utf16 ? 21 : 22)
        for _ in 0..<600 {
            let text = CountingFragments.text(pieces: Int.random(in: 0...30, using: &random), breaks: true, using: &random)
            let bytes = Array(text.utf8)
            // Scalar boundaries, some of them more than once, in increasing order.
            var boundaries = [0]
            for index in text.unicodeScalars.indices { boundaries.append(text.utf8.distance(from: text.startIndex, to: index)) }
            boundaries.append(bytes.count)
            let asked = boundaries.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }.flatMap { offset in
                Int.random(in: 0..<5, using: &random) == 0 ? [offset, offset] : [offset]
            }.sorted()
            var converter = OffsetConverter(bytes: bytes, unit: unit)
            // Once in order, then once more from the middle on: the first smaller offset restarts the count.
            for offset in asked + asked.dropFirst(asked.count / 2) {
                let prefix = String(decoding: bytes[..<offset], as: UTF8.self)
                let expected = unit == .utf16 ? prefix.utf16.count : prefix.unicodeScalars.count
                #expect(converter.convert(offset) == expected, "\(text.debugDescription) at byte \(offset)")
            }
        }
    }
}

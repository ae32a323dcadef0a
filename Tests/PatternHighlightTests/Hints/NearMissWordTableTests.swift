import Testing
@testable import PatternHighlight

/// The near-miss scan's `\w` (``NearMissCharacters/isWord(_:)``: ASCII, the BMP table, the emoji blocks, the
/// general category beyond) agrees with the contract's definition, general categories L, M, Nd and Pc, on every scalar.
struct NearMissWordTableTests {
    @Test func everyScalarIsAWordCharacterExactlyWhenItsCategoryIsOneOfTheWords() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if NearMissCharacters.isWord(value) != NearMissWordTable.isWordCategory(scalar.properties.generalCategory) {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "word character or not apart from its category: \(wrong.prefix(20))")
    }
}

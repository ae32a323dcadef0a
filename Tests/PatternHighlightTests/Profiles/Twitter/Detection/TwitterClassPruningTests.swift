import Testing
@testable import PatternHighlight

/// The pruned hashtag classes match exactly what twitter-text's full classes match, character by character.
@Suite struct TwitterClassPruningTests {
    static func matches(_ regex: CompiledRegex, _ value: UInt32, _ data: RegexMatchData) -> Bool {
        let bytes = Array(String(Character(Unicode.Scalar(value)!)).utf8)
        return regex.search(in: bytes, range: 0..<bytes.count, from: 0, into: data) == .match(0..<bytes.count)
    }

    @Test(arguments: [TwitterPatterns.hashtagLetters, TwitterPatterns.hashtagAlphanumerics])
    func prunedClassMatchesTheSameCharacters(_ full: String) throws {
        let pruned = TwitterClassPruning.pruned(full)
        #expect(pruned.utf8.count < full.utf8.count / 4, "most ranges are letters or digits to PCRE2")
        let fullRegex = try CompiledRegex("[" + full + "]", options: [.unicodeProperties, .anchored])
        let prunedRegex = try CompiledRegex("[" + pruned + "]", options: [.unicodeProperties, .anchored])
        let data = RegexMatchData(for: [fullRegex, prunedRegex])
        // Every BMP code point and the astral planes that hold letters; surrogates are not scalars.
        for value in UInt32(0)...0x2FFFF where !(0xD800...0xDFFF).contains(value) {
            guard Self.matches(fullRegex, value, data) == Self.matches(prunedRegex, value, data) else {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) differs")
                return
            }
        }
    }
}

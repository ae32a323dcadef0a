import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// Annotate weighs a text of 64 KiB or more in two parts on other threads (`ConcurrentCount` in the tool): the
/// `count` it writes is still the library's, whether the valid prefix ends in the first part or runs into the
/// second, with and without a paragraph break near the middle, under every profile and twitter configuration.
@Suite struct ConcurrentCountTests {
    static func largeTexts() -> [String] {
        var random = SeededRandom(seed: 6464)
        var paragraphs = ""
        while paragraphs.utf8.count < 150_000 {
            paragraphs += CountingFragments.text(pieces: Int.random(in: 1...40, using: &random), breaks: true, using: &random)
            paragraphs += CountingFragments.breaks.randomElement(using: &random)!
        }
        let oneParagraph = String(repeating: "日本語 @ana #tag 👍🏽 https://example.com ", count: 2500)
        let shortFirst = "hi\n" + String(repeating: "é", count: 40_000)
        let validFirstHalf = String(repeating: " ", count: 40_000) + "\n" + String(repeating: "\u{2028}", count: 10_000) + "abc"
        let invalidLate = String(repeating: "a b\n", count: 20_000) + "\u{FFFE}" + String(repeating: "c\r\n", count: 100)
        return [paragraphs, oneParagraph, shortFirst, validFirstHalf, invalidLate]
    }

    @Test(arguments: CountCommandTests.countedProfiles.indices)
    func largeTextsCountAsTheLibraryDoes(_ index: Int) throws {
        let (profile, arguments) = CountCommandTests.countedProfiles[index]
        let highlighter = Highlighter(profile: profile)
        for text in Self.largeTexts() {
            #expect(text.utf8.count >= 1 << 16)
            let result = try CommandLineRunner.run(arguments + ["--no-runs"], stdin: Data(text.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            let object = try JSONValue(parsing: Array(result.stdout))
            #expect(object["count"] == ContractCount.object(highlighter.annotate(text).count, in: .utf16),
                    "\(arguments), \(text.utf8.count) bytes starting \(text.prefix(20).debugDescription)")
        }
    }
}

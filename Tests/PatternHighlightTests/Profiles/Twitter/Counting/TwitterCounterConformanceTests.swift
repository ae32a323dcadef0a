import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// validate.yml's parseTweet sections, one test row per case: `WeightedTweetsCounterTest` under v2,
/// `WeightedTweetsWithDiscountedEmojiCounterTest` under v3, `UnicodeDirectionalMarkerCounterTest` under the
/// default (v3).
@Suite(.enabled(if: SharedData.isAvailable, SharedData.skipReason))
struct TwitterCounterConformanceTests {
    static let sections: [(name: String, count: Int, configuration: TwitterCountConfiguration)] = [
        ("WeightedTweetsCounterTest", 20, .v2), ("WeightedTweetsWithDiscountedEmojiCounterTest", 22, .v3),
        ("UnicodeDirectionalMarkerCounterTest", 2, Profile.twitter.counting.twitterConfiguration!),
    ]

    static let cases: [TwitterConformanceCase] = TwitterConformance.load("conformance/twitter-text/validate.json", file: "validate")
        .filter { testCase in sections.contains { $0.name == testCase.section } }

    @Test func everySectionIsPresent() {
        for section in Self.sections {
            #expect(Self.cases.filter { $0.section == section.name }.count == section.count, "\(section.name)")
        }
    }

    @Test(arguments: cases)
    func parseTweet(_ testCase: TwitterConformanceCase) throws {
        let configuration = try #require(Self.sections.first { $0.name == testCase.section }?.configuration)
        let expected = try #require(ParseTweetFields(testCase.expected))
        let count = try #require(Highlighter(profile: .twitter.counting(.twitter(configuration))).annotate(testCase.text).count.twitter)
        #expect(ParseTweetFields(count) == expected)
        #expect(CountingRule.twitter(configuration).count(testCase.text).valid == expected.valid)
    }
}

import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// validate.yml's validator sections, one test row per case: `tweets` (isValidTweetText under v1), `usernames`,
/// `lists`, `hashtags`, `urls` (isValidUrl) and `urls_without_protocol` (isValidUrl not requiring a protocol).
@Suite(.enabled(if: SharedData.isAvailable, SharedData.skipReason))
struct TwitterValidatorConformanceTests {
    static let sections: [(name: String, count: Int, validator: @Sendable (String) -> Bool)] = [
        ("tweets", 8, { TwitterValidation.isValidTweetText($0, configuration: .v1) }),
        ("usernames", 4, TwitterValidation.isValidUsername),
        ("lists", 5, TwitterValidation.isValidList),
        ("hashtags", 7, TwitterValidation.isValidHashtag),
        ("urls", 24, { TwitterValidation.isValidURL($0) }),
        ("urls_without_protocol", 5, { TwitterValidation.isValidURL($0, requiringProtocol: false) }),
    ]

    static let cases: [TwitterConformanceCase] = TwitterConformance.load("conformance/twitter-text/validate.json", file: "validate")
        .filter { testCase in sections.contains { $0.name == testCase.section } }

    @Test func everySectionIsPresent() {
        for section in Self.sections {
            #expect(Self.cases.filter { $0.section == section.name }.count == section.count, "\(section.name)")
        }
    }

    @Test(arguments: cases)
    func validator(_ testCase: TwitterConformanceCase) throws {
        let validator = try #require(Self.sections.first { $0.name == testCase.section }?.validator)
        let expected = try #require(testCase.expected.boolValue as Bool?)
        #expect(validator(testCase.text) == expected)
    }

    /// Beyond the suite: cases checked against the reference bundle with node.
    @Test func moreCasesFromTheReference() {
        #expect(!TwitterValidation.isValidUsername("@"))
        #expect(!TwitterValidation.isValidUsername("@user/list"))
        #expect(TwitterValidation.isValidUsername("＠user"))
        #expect(TwitterValidation.isValidList("＠user/l-1"))
        #expect(!TwitterValidation.isValidList("@user/1list"))
        #expect(!TwitterValidation.isValidHashtag("#tag#tag"))
        #expect(!TwitterValidation.isValidHashtag(""))
        #expect(!TwitterValidation.isValidURL(""))
        #expect(!TwitterValidation.isValidURL("example.com"))
        #expect(TwitterValidation.isValidURL("http://example.com", allowingUnicodeDomains: false))
        #expect(!TwitterValidation.isValidURL("http://☃.net/", allowingUnicodeDomains: false))
        #expect(!TwitterValidation.isValidURL("http://example.com/\n"))
        #expect(TwitterValidation.isValidTweetText(String(repeating: "の", count: 140)))
        #expect(!TwitterValidation.isValidTweetText(String(repeating: "の", count: 141)))
        #expect(TwitterValidation.isValidTweetText(String(repeating: "の", count: 141), configuration: .v1) == false)
        #expect(!TwitterValidation.isValidTweetText("a\u{FEFF}b"))
    }
}

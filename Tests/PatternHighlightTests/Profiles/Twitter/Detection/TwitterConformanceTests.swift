import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// twitter-text's extract.yml, loaded at test time: every case is its own row.
@Suite("twitter-text conformance: extract.yml", .enabled(if: SharedData.isAvailable, SharedData.skipReason))
struct TwitterExtractConformanceTests {
    static func verify(_ testCase: TwitterConformanceCase) {
        let outcome = TwitterConformance.check(testCase)
        #expect(outcome.passed, "text \(testCase.text.debugDescription): expected \(outcome.expected ?? []), got \(outcome.actual ?? []); \(outcome.note)")
    }

    @Test(arguments: TwitterConformance.cases(in: "mentions"))
    func mentions(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "mentions_with_indices"))
    func mentionsWithIndices(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "mentions_or_lists_with_indices"))
    func mentionsOrListsWithIndices(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "replies"))
    func replies(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "urls"))
    func urls(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "urls_with_indices"))
    func urlsWithIndices(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "urls_with_directional_markers"))
    func urlsWithDirectionalMarkers(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "tco_urls_with_params"))
    func tcoURLsWithParams(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "hashtags"))
    func hashtags(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "hashtags_from_astral"))
    func hashtagsFromAstral(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "hashtags_with_indices"))
    func hashtagsWithIndices(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "cashtags"))
    func cashtags(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "cashtags_with_indices"))
    func cashtagsWithIndices(_ testCase: TwitterConformanceCase) { Self.verify(testCase) }
}

/// twitter-text's tlds.yml: `https://twitter.<tld>` must be extracted whole for every listed TLD.
@Suite("twitter-text conformance: tlds.yml", .enabled(if: SharedData.isAvailable, SharedData.skipReason))
struct TwitterTLDConformanceTests {
    @Test(arguments: TwitterConformance.cases(in: "country"))
    func countryTLDs(_ testCase: TwitterConformanceCase) { TwitterExtractConformanceTests.verify(testCase) }

    @Test(arguments: TwitterConformance.cases(in: "generic"))
    func genericTLDs(_ testCase: TwitterConformanceCase) { TwitterExtractConformanceTests.verify(testCase) }
}

/// Per-section pass counts, printed as a table; every section must pass completely and have the documented size.
@Suite("twitter-text conformance: summary", .enabled(if: SharedData.isAvailable, SharedData.skipReason))
struct TwitterConformanceSummaryTests {
    @Test func everySectionPassesCompletely() {
        var lines: [String] = []
        var totalPassed = 0
        var totalCases = 0
        for (file, sections) in [("extract", TwitterConformance.extractSections), ("tlds", TwitterConformance.tldSections)] {
            for (section, documentedCount) in sections {
                let cases = TwitterConformance.cases(in: section)
                let outcomes = cases.map(TwitterConformance.check)
                let passed = outcomes.filter(\.passed).count
                let viaPerKind = outcomes.filter { $0.passed && !$0.matchedByCombinedExtractor }.count
                #expect(cases.count == documentedCount, "\(file).\(section) has \(cases.count) cases, expected \(documentedCount)")
                #expect(passed == cases.count, "\(file).\(section): \(passed)/\(cases.count) passed")
                totalPassed += passed
                totalCases += cases.count
                let padded = (file + "." + section).padding(toLength: 40, withPad: " ", startingAt: 0)
                lines.append("\(padded) \(passed)/\(cases.count)" + (viaPerKind > 0 ? "  (\(viaPerKind) via per-kind extraction)" : ""))
            }
        }
        #expect(Set(TwitterConformance.extractCases.map(\.section)).count == TwitterConformance.extractSections.count)
        lines.append("total".padding(toLength: 40, withPad: " ", startingAt: 0) + " \(totalPassed)/\(totalCases)")
        print("twitter-text conformance, per section:\n" + lines.joined(separator: "\n"))
    }
}

import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// The built `pattern-highlight --profile twitter --units scalars` must report what the library reports, on a
/// sample of the conformance suite spread over every section (and on the default profile, which is twitter).
@Suite("twitter profile through the command line", .enabled(if: SharedData.isAvailable, SharedData.skipReason))
struct TwitterCommandLineTests {
    /// About 30 cases: every section's first case plus every 17th extract case and every 300th TLD case.
    static let sample: [TwitterConformanceCase] = {
        var picked: [TwitterConformanceCase] = []
        var seen = Set<String>()
        for (index, testCase) in TwitterConformance.extractCases.enumerated()
        where seen.insert(testCase.section).inserted || index % 17 == 0 {
            picked.append(testCase)
        }
        picked += TwitterConformance.tldCases.enumerated().filter { $0.offset % 300 == 0 }.map(\.element)
        return picked
    }()

    struct Reported: Equatable, CustomStringConvertible {
        var kind: String
        var start: Int
        var end: Int
        var value: String
        var list: String?
        var description: String { "\(kind) \(start)..<\(end) \(value.debugDescription)" + (list.map { " \($0)" } ?? "") }
    }

    @Test func sampleCoversEverySection() {
        #expect(Set(Self.sample.map(\.section)).count == TwitterConformance.extractSections.count + TwitterConformance.tldSections.count)
        #expect((25...40).contains(Self.sample.count))
    }

    @Test(arguments: sample) func commandLineMatchesLibrary(_ testCase: TwitterConformanceCase) throws {
        let result = try CommandLineRunner.run(["--profile", "twitter", "--units", "scalars"], stdin: Data(testCase.text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let output = try JSONValue(parsing: Array(result.stdout))
        #expect(output["profile"]?.stringValue == "twitter")
        #expect(output["units"]?.stringValue == "scalars")
        guard case .array(let items)? = output["entities"] else {
            Issue.record("no entities array in \(result.stdoutText)")
            return
        }
        let reported = items.map { item in
            Reported(kind: item["kind"]?.stringValue ?? "", start: item["start"]?.intValue ?? -1, end: item["end"]?.intValue ?? -1,
                     value: item["value"]?.stringValue ?? "", list: item["list"]?.stringValue)
        }
        let annotation = TwitterConformance.highlighter.annotate(testCase.text)
        let expected = try annotation.entities.map { entity in
            let range = try annotation.range(entity.range, in: .scalars)
            return Reported(kind: entity.kind.rawValue, start: range.lowerBound, end: range.upperBound, value: entity.value,
                            list: entity.listSlug)
        }
        #expect(reported == expected)
        #expect(output["reply"] == (annotation.replyScreenName.map(JSONValue.string) ?? .null))
        #expect(output["length"]?.intValue == testCase.text.unicodeScalars.count)
    }
}

@Suite struct TwitterDefaultProfileTests {
    @Test func twitterIsTheCommandLineDefault() throws {
        let result = try CommandLineRunner.run([], stdin: Data("@user hi #tag".utf8))
        let output = try JSONValue(parsing: Array(result.stdout))
        #expect(output["profile"]?.stringValue == "twitter")
        #expect(output["reply"]?.stringValue == "user")
    }
}

import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// One case of twitter-text's conformance suite (`../shared/conformance/twitter-text/*.json`).
struct TwitterConformanceCase: Sendable, CustomTestStringConvertible {
    /// `extract` or `tlds`.
    let file: String
    let section: String
    /// Position within its section, from 1.
    let number: Int
    let description: String
    let text: String
    let expected: JSONValue

    var testDescription: String { "\(section) #\(number): \(description)" }
}

/// One extracted item in the suite's terms: a value (screen name, tag, cashtag or URL), a list slug for
/// `mentions_or_lists_with_indices`, and indices in Unicode scalars when the section has them.
struct ConformanceItem: Equatable, CustomStringConvertible {
    var value: String
    var listSlug: String?
    var indices: [Int]?

    var description: String {
        var text = value.debugDescription
        if let listSlug { text += " list \(listSlug.debugDescription)" }
        if let indices { text += " \(indices)" }
        return text
    }
}

/// How a case came out.
struct ConformanceOutcome {
    var expected: [ConformanceItem]?
    var actual: [ConformanceItem]?
    /// `true` when the case passed.
    var passed: Bool
    /// `true` when the combined extractor (``Highlighter/annotate(_:)``) gave the expected items by itself; `false`
    /// when the suite's per-kind API keeps an entity that overlap removal drops, and the per-kind extraction
    /// (the same rules, before overlap removal) had to be used.
    var matchedByCombinedExtractor: Bool
    var note: String
}

/// Loads the suite and checks cases against the library.
enum TwitterConformance {
    static let extractPath = "conformance/twitter-text/extract.json"
    static let tldsPath = "conformance/twitter-text/tlds.json"

    /// The sections of extract.yml (13, 238 cases) and tlds.yml (2, 1,574 cases), as the README lists them.
    static let extractSections: [(name: String, count: Int)] = [
        ("mentions", 23), ("mentions_with_indices", 3), ("mentions_or_lists_with_indices", 5), ("replies", 13),
        ("urls", 91), ("urls_with_indices", 10), ("urls_with_directional_markers", 2), ("tco_urls_with_params", 5),
        ("hashtags", 65), ("hashtags_from_astral", 3), ("hashtags_with_indices", 8), ("cashtags", 8),
        ("cashtags_with_indices", 2),
    ]
    static let tldSections: [(name: String, count: Int)] = [("country", 315), ("generic", 1259)]

    static let extractCases: [TwitterConformanceCase] = load(extractPath, file: "extract")
    static let tldCases: [TwitterConformanceCase] = load(tldsPath, file: "tlds")

    static func cases(in section: String) -> [TwitterConformanceCase] {
        (extractCases + tldCases).filter { $0.section == section }
    }

    /// The cases of a file, in file order; empty when `../shared` is missing (the suites then skip by name).
    static func load(_ path: String, file: String) -> [TwitterConformanceCase] {
        guard SharedData.isAvailable, let data = try? SharedData.data(path),
            let root = try? JSONValue(parsing: Array(data)), case .object(let sections)? = root["tests"]
        else { return [] }
        var cases: [TwitterConformanceCase] = []
        for (section, value) in sections {
            guard case .array(let items) = value else { continue }
            for (index, item) in items.enumerated() {
                cases.append(TwitterConformanceCase(
                    file: file, section: section, number: index + 1,
                    description: item["description"]?.stringValue ?? "",
                    text: item["text"]?.stringValue ?? "",
                    expected: item["expected"] ?? .null))
            }
        }
        return cases
    }

    static let highlighter = Highlighter(profile: .twitter)
    static let recognizer = TwitterRecognizer()

    /// Checks one case: first against the combined extractor's entities of the section's kind, then, only if
    /// that differs, against the per-kind extraction, accepting it only when every entity the combined extractor
    /// lacks lost to an overlapping entity that it kept.
    static func check(_ testCase: TwitterConformanceCase) -> ConformanceOutcome {
        let annotation = highlighter.annotate(testCase.text)
        if testCase.section == "replies" {
            let expected = testCase.expected.stringValue
            let actual = annotation.replyScreenName
            return ConformanceOutcome(
                expected: expected.map { [ConformanceItem(value: $0)] } ?? [],
                actual: actual.map { [ConformanceItem(value: $0)] } ?? [],
                passed: expected == actual && (testCase.expected == .null) == (expected == nil),
                matchedByCombinedExtractor: true, note: "")
        }
        guard let expected = expectedItems(testCase) else {
            return ConformanceOutcome(passed: false, matchedByCombinedExtractor: false, note: "unreadable expectation")
        }
        let combined = select(annotation.entities, section: testCase.section, allEntities: annotation.entities)
        let combinedItems = combined.map { item($0, section: testCase.section, annotation: annotation) }
        if combinedItems == expected {
            return ConformanceOutcome(expected: expected, actual: combinedItems, passed: true, matchedByCombinedExtractor: true, note: "")
        }
        let candidates = recognizer.candidates(in: testCase.text)
        let perKind = select(candidates, section: testCase.section, allEntities: candidates)
        let perKindItems = perKind.map { item($0, section: testCase.section, annotation: annotation) }
        let missing = perKind.filter { !combined.contains($0) }
        let explainedByOverlap = missing.allSatisfy { lost in
            annotation.entities.contains { $0 != lost && $0.range.overlaps(lost.range) }
        } && combined.allSatisfy { perKind.contains($0) }
        if perKindItems == expected && explainedByOverlap {
            return ConformanceOutcome(
                expected: expected, actual: perKindItems, passed: true, matchedByCombinedExtractor: false,
                note: "per-kind API keeps \(missing.count) entit\(missing.count == 1 ? "y" : "ies") that overlap removal drops")
        }
        return ConformanceOutcome(
            expected: expected, actual: combinedItems, passed: false, matchedByCombinedExtractor: false,
            note: "per-kind extraction: \(perKindItems)")
    }

    /// The entities the suite's API for `section` returns, from `entities` (combined or per-kind).
    private static func select(_ entities: [Entity], section: String, allEntities: [Entity]) -> [Entity] {
        switch section {
        case "mentions", "mentions_with_indices":
            // extractMentionsWithIndices drops list mentions.
            return entities.filter { $0.kind == .mention && $0.listSlug == nil }
        case "mentions_or_lists_with_indices":
            return entities.filter { $0.kind == .mention }
        case "hashtags", "hashtags_from_astral", "hashtags_with_indices":
            // extractHashtagsWithIndices(checkUrlOverlap: true) removes the hashtags that overlap URLs.
            let hashtagsAndURLs = allEntities.filter { $0.kind == .hashtag || $0.kind == .url }
            let kept = TwitterOverlapRemoval.removingOverlaps(hashtagsAndURLs)
            return entities.filter { $0.kind == .hashtag && kept.contains($0) }
        case "cashtags", "cashtags_with_indices":
            return entities.filter { $0.kind == .cashtag }
        default:
            return entities.filter { $0.kind == .url }
        }
    }

    private static func item(_ entity: Entity, section: String, annotation: Annotation) -> ConformanceItem {
        var item = ConformanceItem(value: entity.value)
        if section == "mentions_or_lists_with_indices" { item.listSlug = entity.listSlug ?? "" }
        if section.hasSuffix("_with_indices") || section == "urls_with_directional_markers" {
            let range = annotation.range(ofBounds: entity.range, in: .scalars)
            item.indices = [range.lowerBound, range.upperBound]
        }
        return item
    }

    private static func expectedItems(_ testCase: TwitterConformanceCase) -> [ConformanceItem]? {
        guard case .array(let values) = testCase.expected else { return nil }
        var items: [ConformanceItem] = []
        for value in values {
            if let string = value.stringValue {
                items.append(ConformanceItem(value: string))
                continue
            }
            guard let text = (value["screen_name"] ?? value["hashtag"] ?? value["cashtag"] ?? value["url"])?.stringValue
            else { return nil }
            var item = ConformanceItem(value: text)
            item.listSlug = value["list_slug"]?.stringValue
            if case .array(let indices)? = value["indices"] { item.indices = indices.compactMap(\.intValue) }
            items.append(item)
        }
        return items
    }
}

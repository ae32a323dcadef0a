import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// One row of `../shared/conformance/mastodon/cases.json`: a text (and content warning) with what a Mastodon
/// 4.6.5 server links and counts, code-point offsets.
struct MastodonConformanceRow: Sendable, CustomTestStringConvertible {
    struct ExpectedEntity: Sendable, Equatable {
        let kind: String
        let value: String
        let start: Int
        let end: Int
    }

    let index: Int
    let description: String
    let text: String
    let contentWarning: String?
    let entities: [ExpectedEntity]
    let length: Int

    var testDescription: String { "row \(index): \(description)" }

    /// Every row, or none when `../shared` is absent (the test is then skipped with ``SharedData/skipReason``).
    static let all: [MastodonConformanceRow] = {
        guard SharedData.isAvailable, let data = try? SharedData.data("conformance/mastodon/cases.json"),
            case .array(let rows) = try? JSONValue(parsing: Array(data))
        else { return [] }
        return rows.enumerated().map { index, row in
            let expected = row["expected"]!
            guard case .array(let found) = expected["entities"]! else { fatalError("row \(index): entities is not an array") }
            let entities = found.map {
                ExpectedEntity(
                    kind: $0["kind"]!.stringValue!, value: $0["value"]!.stringValue!, start: $0["start"]!.intValue!,
                    end: $0["end"]!.intValue!)
            }
            return MastodonConformanceRow(
                index: index, description: row["description"]!.stringValue!, text: row["text"]!.stringValue!,
                contentWarning: row["spoiler_text"]?.stringValue, entities: entities, length: expected["length"]!.intValue!)
        }
    }()
}

/// Every row of Mastodon's conformance data: entities in every unit and the server's length.
///
/// One documented deviation, a safety one shared by every profile: an entity whose text holds an invisible
/// formatting or bidi character (``SpoofingCharacters``, here U+200B inside a URL) is not highlighted, though the
/// server links it; the count still follows the server.
@Suite struct MastodonConformanceTests {
    static let highlighter = Highlighter(profile: .mastodon)

    @Test(.enabled(if: SharedData.isAvailable, SharedData.skipReason), arguments: MastodonConformanceRow.all)
    func row(_ row: MastodonConformanceRow) throws {
        let annotation = Self.highlighter.annotate(row.text)
        let scalars = Array(row.text.unicodeScalars)
        var expected = row.entities
        expected.removeAll { entity in
            let text = String(String.UnicodeScalarView(scalars[entity.start..<entity.end]))
            return SpoofingCharacters.occurs(in: Array(text.utf8), range: 0..<text.utf8.count)
        }
        #expect(annotation.entities.count == expected.count, "entities of \(row.text.debugDescription)")
        for (entity, wanted) in zip(annotation.entities, expected) {
            #expect(entity.kind.rawValue == wanted.kind)
            #expect(entity.value == wanted.value)
            #expect(try annotation.range(entity.range, in: .scalars) == wanted.start..<wanted.end)
            let before = String(String.UnicodeScalarView(scalars[..<wanted.start]))
            let inside = String(String.UnicodeScalarView(scalars[wanted.start..<wanted.end]))
            #expect(try annotation.range(entity.range, in: .utf16) == before.utf16.count..<(before.utf16.count + inside.utf16.count))
            #expect(entity.range == before.utf8.count..<(before.utf8.count + inside.utf8.count))
        }
        let count = annotation.count(contentWarning: row.contentWarning ?? "")
        #expect(count.mastodon?.length == row.length, "length of \(row.text.debugDescription)")
        #expect(count.valid == (row.length > 0 && row.length <= 500))
        #expect(CountingRule.mastodon().count(row.text, contentWarning: row.contentWarning ?? "") == count)
        #expect(count.graphemes == row.text.count)
    }

    @Test(.enabled(if: SharedData.isAvailable, SharedData.skipReason))
    func everyRowIsRead() {
        #expect(MastodonConformanceRow.all.count == 240)
    }
}

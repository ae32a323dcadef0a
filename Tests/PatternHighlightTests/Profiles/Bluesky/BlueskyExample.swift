import Testing
@testable import PatternHighlight

/// One row of a bluesky table: a text and every entity the profile must find in it, in order.
///
/// Each expected entity names its kind, its start in **UTF-8 bytes** (the facet's `byteStart`), the exact text it
/// covers (its end is `start + covered.utf8.count`, the facet's `byteEnd`) and its value.
struct BlueskyExample: CustomTestStringConvertible, Sendable {
    /// An entity as the table states it.
    struct Expected: Sendable {
        let kind: EntityKind
        let start: Int
        let covered: String
        let value: String

        static func mention(_ start: Int, _ covered: String, _ value: String) -> Expected { Expected(kind: .mention, start: start, covered: covered, value: value) }
        static func url(_ start: Int, _ covered: String, _ value: String) -> Expected { Expected(kind: .url, start: start, covered: covered, value: value) }
        static func hashtag(_ start: Int, _ covered: String, _ value: String) -> Expected { Expected(kind: .hashtag, start: start, covered: covered, value: value) }
        static func cashtag(_ start: Int, _ covered: String, _ value: String) -> Expected { Expected(kind: .cashtag, start: start, covered: covered, value: value) }

        var facet: Facet { Facet(kind: kind, range: start..<(start + covered.utf8.count), value: value) }
    }

    /// What is compared: kind, UTF-8 byte range, value.
    struct Facet: Equatable, CustomStringConvertible {
        let kind: EntityKind
        let range: Range<Int>
        let value: String
        var description: String { "\(kind) \(range.lowerBound)..<\(range.upperBound) \(value.debugDescription)" }
    }

    let text: String
    let expected: [Expected]

    init(_ text: String, _ expected: Expected...) {
        self.text = text
        self.expected = expected
    }

    var testDescription: String { text.unicodeScalars.count > 48 ? "\(String(text.prefix(40)).debugDescription)…" : text.debugDescription }

    static let highlighter = Highlighter(profile: .bluesky)

    /// Checks the row: the entities found are exactly the expected ones (kind, byte range, value), and each
    /// expected range holds the text the row says it covers.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        for entity in expected {
            let range = entity.facet.range
            let actual = range.upperBound <= bytes.count ? String(decoding: bytes[range], as: UTF8.self) : "<out of bounds>"
            #expect(actual == entity.covered, "the row's byte offset \(entity.start) does not point at \(entity.covered.debugDescription)", sourceLocation: sourceLocation)
        }
        let found = Self.highlighter.annotate(text).entities.map { Facet(kind: $0.kind, range: $0.range, value: $0.value) }
        #expect(found == expected.map(\.facet), "\(text.debugDescription)", sourceLocation: sourceLocation)
    }
}

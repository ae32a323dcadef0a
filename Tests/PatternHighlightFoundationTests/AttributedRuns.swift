import Foundation
import PatternHighlight
import PatternHighlightFoundation

/// An attribute an app sets itself (its bold, a comment marker), which highlighting must leave alone.
enum AppMarkAttribute: AttributedStringKey {
    typealias Value = Int
    static let name = "Tests.appMark"
}

/// What a view renders of an `AttributedString`: each run's UTF-8 bounds and its attributes. Two strings
/// are compared run for run this way (`==` on `AttributedString` was seen to report a difference where every
/// run's bounds and attributes agreed).
struct AttributedRuns: Equatable, CustomStringConvertible {
    struct Run: Equatable {
        let range: Range<Int>
        let attributes: AttributeContainer
    }

    let text: String
    let runs: [Run]

    init(_ string: AttributedString) {
        text = string.utf8Text
        runs = string.runs.map { run in
            Run(range: string.utf8Offsets(run.range), attributes: run.attributes)
        }
    }

    /// The runs that carry an entity.
    var entities: [AttributedEntity] {
        runs.compactMap { run in
            run.attributes.patternKind.map { AttributedEntity(range: run.range, kind: $0, value: run.attributes.patternValue ?? "<no value>") }
        }
    }

    var description: String {
        runs.map { run in
            let bytes = Array(text.utf8)
            let piece = String(decoding: bytes[min(run.range.lowerBound, bytes.count)..<min(run.range.upperBound, bytes.count)], as: UTF8.self)
            return "\(run.range) \(piece.debugDescription) \(run.attributes)"
        }.joined(separator: "\n")
    }
}

/// An entity as the attributed string shows it: one run of our own attributes.
struct AttributedEntity: Equatable {
    let range: Range<Int>
    let kind: EntityKind
    let value: String
}

extension AttributedString {
    /// The text, read through the UTF-8 view. (`String(characters)` is not used: on this toolchain it was
    /// seen to drop the end of a grapheme cluster at the end of the string after an edit split it, while the
    /// UTF-8 and scalar views held the right text.)
    var utf8Text: String { String(decoding: Array(utf8), as: UTF8.self) }

    /// The UTF-8 offsets of `range`, counted by the string itself.
    func utf8Offsets(_ range: Range<AttributedString.Index>) -> Range<Int> {
        let lower = utf8.distance(from: startIndex, to: range.lowerBound)
        return lower..<(lower + utf8.distance(from: range.lowerBound, to: range.upperBound))
    }

    /// The indices of a UTF-8 range, counted by the string itself.
    func indices(utf8Range range: Range<Int>) -> Range<AttributedString.Index> {
        let lower = utf8.index(startIndex, offsetBy: range.lowerBound)
        return lower..<utf8.index(lower, offsetBy: range.count)
    }

    /// The runs of PatternHighlight's attributes that carry an entity (the app's attributes ignored).
    var attributedEntities: [AttributedEntity] {
        runs[\.patternKind, \.patternValue, \.patternAlternate].compactMap { kind, value, _, range in
            kind.map { AttributedEntity(range: utf8Offsets(range), kind: $0, value: value ?? "<no value>") }
        }
    }

    /// The string without the app's own attribute.
    var withoutAppMarks: AttributedString {
        var copy = self
        copy[copy.startIndex..<copy.endIndex][AppMarkAttribute.self] = nil
        return copy
    }
}

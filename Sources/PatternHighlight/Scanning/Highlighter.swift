/// Finds entities: a ``Profile``'s rules plus any ``CustomPattern``s, compiled once.
///
/// A highlighter is immutable and `Sendable`: build one per configuration and share it across documents and
/// threads.
///
/// ```swift
/// let highlighter = try Highlighter(profile: .simple)
/// let annotation = highlighter.annotate("hi @john #swift")
/// annotation.entities.map(\.value)   // ["john", "swift"]
/// ```
public struct Highlighter: Sendable {
    /// The rules that decide what is an entity.
    public let profile: Profile
    /// Extra kinds, in priority order.
    public let customPatterns: [CustomPattern]
    private let customSets: [PatternSet]

    /// Compiles the custom patterns.
    /// - Throws: ``PatternError`` naming the first kind that is invalid or does not compile.
    public init(profile: Profile, customPatterns: [CustomPattern] = []) throws(PatternError) {
        var seen = Set(profile.kinds)
        var sets: [PatternSet] = []
        for pattern in customPatterns {
            let name = pattern.kind.rawValue
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
            else { throw .invalidKindName(name) }
            guard seen.insert(pattern.kind).inserted else { throw .duplicateKind(pattern.kind) }
            sets.append(try PatternSet([(pattern.kind, pattern.regex)]))
        }
        self.profile = profile
        self.customPatterns = customPatterns
        self.customSets = sets
    }

    /// Annotates `text`: its entities, runs and offsets in every unit.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public func annotate(_ text: String) -> Annotation {
        Annotation(highlighter: self, validatedBytes: Array(text.utf8))
    }

    /// Annotates UTF-8 bytes, validating them once.
    /// - Throws: ``TextError/invalidUTF8(byteOffset:)`` at the first invalid sequence.
    public func annotate(utf8 bytes: [UInt8]) throws(TextError) -> Annotation {
        if let offset = UTF8Validator.firstInvalidOffset(in: bytes) { throw .invalidUTF8(byteOffset: offset) }
        return Annotation(highlighter: self, validatedBytes: bytes)
    }

    /// The entities of `paragraphs` (ascending content ranges of `bytes`, validated UTF-8), in `bytes` offsets,
    /// sorted and not overlapping: ``entities(in:paragraph:)`` for each, with the profile's scan state shared.
    func entities(in bytes: [UInt8], paragraphs: [Range<Int>]) -> [Entity] {
        var entities: [Entity] = []
        if customSets.isEmpty {
            profile.recognizer.recognize(in: bytes, paragraphs: paragraphs, into: &entities)
        } else {
            for paragraph in paragraphs where !paragraph.isEmpty { entities += self.entities(in: bytes, paragraph: paragraph) }
        }
        return entities
    }

    /// The entities of one paragraph (`bytes[paragraph]`, validated UTF-8), in `bytes` offsets, sorted and
    /// not overlapping.
    func entities(in bytes: [UInt8], paragraph: Range<Int>) -> [Entity] {
        var entities: [Entity] = []
        profile.recognizer.recognize(in: bytes, paragraph: paragraph, into: &entities)
        guard !customSets.isEmpty else { return entities }
        var candidates = entities.map { (entity: $0, priority: 0) }
        for (index, set) in customSets.enumerated() {
            set.forEachMatch(in: bytes, range: paragraph) { match, _ in
                let text = String(decoding: bytes[match.range], as: UTF8.self)
                candidates.append((Entity(kind: set.members[0].kind, range: match.range, value: text), index + 1))
                return nil
            }
        }
        candidates.sort { ($0.entity.range.lowerBound, $0.priority) < ($1.entity.range.lowerBound, $1.priority) }
        var merged: [Entity] = []
        var end = paragraph.lowerBound
        for candidate in candidates where candidate.entity.range.lowerBound >= end {
            merged.append(candidate.entity)
            end = candidate.entity.range.upperBound
        }
        return merged
    }

    /// The lone sigil at the end of `bytes`, for profiles that report one in annotate mode.
    func trailingSigil(in bytes: [UInt8], after entities: [Entity]) -> Entity? {
        guard profile.recognizer.reportsTrailingSigil, let last = bytes.last else { return nil }
        let kind: EntityKind
        switch last {
        case UInt8(ascii: "@"): kind = .mention
        case UInt8(ascii: "#"): kind = .hashtag
        default: return nil
        }
        let range = (bytes.count - 1)..<bytes.count
        if let lastEntity = entities.last, lastEntity.range.upperBound > range.lowerBound { return nil }
        return Entity(kind: kind, range: range, value: "", isPartial: true)
    }
}

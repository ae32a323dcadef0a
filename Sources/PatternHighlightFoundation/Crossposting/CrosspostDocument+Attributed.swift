import Foundation
import PatternHighlight

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension CrosspostDocument {
    /// The draft highlighted with the entities the target `profile` posts (``PatternHighlight/CrosspostDocument/entities(of:)``,
    /// as ``PatternHighlight/HighlightDocument/attributedString(theme:)`` highlights a document), with ``AttributeScopes/CrosspostAttributes/crosspostLinkedBy`` on the text where the
    /// targets disagree: one links it and another does not, or they link it over different ranges.
    ///
    /// ```swift
    /// let document = try CrosspostDocument("see example.com", targets: [Highlighter(profile: .twitter), Highlighter(profile: .mastodon)])
    /// let text = document.attributedString(for: .twitter)!
    /// text.runs.map(\.crosspostLinkedBy)   // [nil, [.twitter]]
    /// ```
    ///
    /// - Parameters:
    ///   - profile: the target whose entities style the text.
    ///   - theme: the kinds' styles; `nil` sets only the semantic attributes.
    /// - Returns: `nil` when that platform is no target.
    /// - Complexity: O(n + k log n) for n bytes and k entities of all the targets.
    public func attributedString(for profile: Profile.ID, theme: Theme? = .standard) -> AttributedString? {
        let names = documents.map(\.profile.id)
        guard let chosen = names.firstIndex(of: profile) else { return nil }
        let entities = names.map { self.entities(of: $0) ?? [] }
        var text = AttributedString(self.text, highlighting: entities[chosen], styling: HighlightStyling(theme: theme, platformAttributes: nil))
        for (range, linkedBy) in Self.disagreements(entities, names: names) {
            text[text.indices(utf8: range)].crosspostLinkedBy = linkedBy
        }
        return text
    }

    /// The stretches (UTF-8 ranges, in order, apart or touching) where the targets' entity lists differ, each with
    /// the targets whose entity covers it: cut at every entity's start and end, a stretch inside some entity is a
    /// disagreement unless every target has an entity there over the same range.
    static func disagreements(_ entities: [[Entity]], names: [Profile.ID]) -> [(range: Range<Int>, linkedBy: [Profile.ID])] {
        var bounds = Set<Int>()
        for list in entities { for entity in list { bounds.insert(entity.range.lowerBound); bounds.insert(entity.range.upperBound) } }
        let cuts = bounds.sorted()
        var cursors = Array(repeating: 0, count: entities.count)
        var result: [(range: Range<Int>, linkedBy: [Profile.ID])] = []
        for (lower, upper) in zip(cuts, cuts.dropFirst()) {
            var covering: [Range<Int>?] = []
            for index in entities.indices {
                while cursors[index] < entities[index].count && entities[index][cursors[index]].range.upperBound <= lower { cursors[index] += 1 }
                let entity = cursors[index] < entities[index].count ? entities[index][cursors[index]] : nil
                covering.append(entity.flatMap { $0.range.lowerBound <= lower ? $0.range : nil })
            }
            // A disagreement: some target has an entity here, and not every target the same one (or any).
            guard covering.contains(where: { $0 != nil }), covering.contains(where: { $0 != covering[0] }) else { continue }
            let linkedBy = zip(names, covering).filter { $1 != nil }.map(\.0)
            if let last = result.last, last.range.upperBound == lower, last.linkedBy == linkedBy {
                result[result.count - 1].range = last.range.lowerBound..<upper
            } else {
                result.append((lower..<upper, linkedBy))
            }
        }
        return result
    }
}

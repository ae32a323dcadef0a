import Foundation
import PatternHighlight

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// Re-styles the string after one edit of the ``HighlightDocument`` it mirrors, touching only what the
    /// edit may have changed.
    ///
    /// The string's text must already hold the edit (the editor made it): the same text as the document that
    /// returned `update`. This removes this module's attributes (``AttributeScopes/PatternHighlightAttributes``,
    /// and `link` where it is still the one this module set) from the entity runs inside `update.changed`
    /// and the entities that intersect it, applies the new entities there, and leaves every other run as it
    /// is. Attributes the app set itself (its bold, its own links) stay wherever they are.
    ///
    /// ```swift
    /// let update = try document.replace(range, in: .utf16, with: typed)
    /// attributed.replaceSubrange(attributedRange, with: AttributedString(typed))   // the editor's edit
    /// attributed.applyHighlight(update)
    /// ```
    ///
    /// Afterwards the string's runs equal those of a fresh `document.attributedString(theme:)` (plus the
    /// app's own attributes), provided it was in step with the document before the edit.
    ///
    /// - Parameter theme: the same theme the string was built with; `nil` sets only the semantic attributes.
    /// - Complexity: O((c + k) log n) for c runs and k entities in the changed ranges, n the string's length;
    ///   plus the equal entities touching the last one (see ``AttributeScopes/PatternHighlightAttributes``).
    public mutating func applyHighlight(_ update: DocumentUpdate, theme: Theme? = .standard) {
        applyHighlight(update, styling: HighlightStyling(theme: theme, platformAttributes: nil))
    }

    /// Re-styles the string after one edit as ``applyHighlight(_:theme:)`` does, for a string built with
    /// `attributedString(theme:attributes:)`: the app's attributes for each styled kind are removed where they
    /// still hold exactly what `attributes` returned, and set on the new entities.
    public mutating func applyHighlight(
        _ update: DocumentUpdate, theme: Theme = .standard, attributes: (EntityKind, Style) -> AttributeContainer
    ) {
        withoutActuallyEscaping(attributes) { attributes in
            applyHighlight(update, styling: HighlightStyling(theme: theme, platformAttributes: attributes))
        }
    }

    private mutating func applyHighlight(_ update: DocumentUpdate, styling: HighlightStyling) {
        precondition(utf8.count == update.length, "applyHighlight: the string's text must already hold the edit "
            + "(\(utf8.count) UTF-8 bytes, the document has \(update.length))")
        var remaining = update.entities[...]
        for extent in Self.extents(of: update) {
            let bounds = indices(utf8: extent)
            styling.removeHighlight(in: &self, bounds)
            var previous: (mark: EntityMark, end: Int)?
            while let entity = remaining.first, entity.range.upperBound <= extent.upperBound {
                remaining.removeFirst()
                if entity.range.lowerBound == extent.lowerBound {
                    // The entity just before the extent, when one ends exactly at its start.
                    previous = mark(endingAt: bounds.lowerBound).map { (mark: $0, end: extent.lowerBound) }
                }
                let alternate = previous.map { $0.end == entity.range.lowerBound && $0.mark.alternates(entity.kind, entity.value) } ?? false
                self[indices(utf8: entity.range)].mergeAttributes(styling.attributes(for: entity, alternate: alternate))
                previous = (EntityMark(kind: entity.kind, value: entity.value, alternate: alternate), entity.range.upperBound)
            }
            realternate(from: bounds.upperBound, after: previous?.end == extent.upperBound ? previous?.mark : nil)
        }
    }

    /// The ranges to re-style: each changed range widened to the entities that intersect it, merged where
    /// they touch (UTF-8 offsets of the new text, sorted).
    static func extents(of update: DocumentUpdate) -> [Range<Int>] {
        var ranges = update.changed + update.entities.map(\.range)
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// The entity whose run ends at `index`, if one does.
    func mark(endingAt index: AttributedString.Index) -> EntityMark? {
        guard index > startIndex else { return nil }
        let last = self[unicodeScalars.index(before: index)..<index]
        // Most often plain text: one attribute read says so.
        guard let kind = last[HighlightStyling.Kind.self], let value = last[HighlightStyling.Value.self] else { return nil }
        return EntityMark(kind: kind, value: value, alternate: last[HighlightStyling.Alternate.self] ?? false)
    }

    /// Restores the alternation rule on the chain of equal touching entities that starts at `index`, after
    /// the entity before it became `previous` (`nil`: no entity ends at `index`). Stops at the first entity
    /// that already follows the rule: everything after it depends only on it.
    private mutating func realternate(from index: AttributedString.Index, after previous: EntityMark?) {
        guard index < endIndex else { return }
        // Most often no entity ends at `index`: then only an entity there that carries the attribute needs it
        // removed, and one attribute read says whether there is one.
        if previous == nil && self[index..<unicodeScalars.index(after: index)][HighlightStyling.Alternate.self] == nil { return }
        var previous = previous
        var fixes: [(Range<AttributedString.Index>, Bool)] = []
        let paths = (HighlightStyling.Path.kind, HighlightStyling.Path.value, HighlightStyling.Path.alternate)
        for (kind, value, alternate, range) in self[index...].runs[paths.0, paths.1, paths.2] {
            guard let kind, let value else { break }
            let wanted = previous?.alternates(kind, value) ?? false
            if wanted == (alternate ?? false) { break }
            fixes.append((range, wanted))
            previous = EntityMark(kind: kind, value: value, alternate: wanted)
        }
        for (range, wanted) in fixes {
            if wanted { self[range].patternAlternate = true } else { self[range].patternAlternate = nil }
        }
    }
}

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
    /// Afterwards the string's characters and runs are those of a fresh `document.attributedString(theme:)` (plus
    /// the app's own attributes), provided it was in step with the document before the edit: compare them with
    /// ``Foundation/AttributedString/hasSameRuns(as:)``, not `==` (which can differ for the same runs).
    ///
    /// While an input method composes text (the editor's marked text: kana not yet converted to kanji, a
    /// Pinyin syllable, a dead key), pass its range as `markedRange`: nothing inside it is restyled (an editor
    /// that sees the attributes of its marked text change may end the composition, or redraw its underline),
    /// while the runs outside it are, an entity reaching into it included, up to its edge. When the
    /// composition commits, the edit that commits it (the converted text replacing the marked text) re-styles
    /// with `markedRange` `nil` and brings the string to exactly a fresh build; a commit that changes no text
    /// calls ``applyHighlight(committing:of:theme:)`` with the range that was marked.
    ///
    /// - Parameters:
    ///   - update: what the edit changed, as the document returned it.
    ///   - theme: the same theme the string was built with; `nil` sets only the semantic attributes.
    ///   - markedRange: the editor's marked text after the edit, in UTF-8 offsets of the new text (convert an
    ///     editor's UTF-16 range with ``HighlightDocument/utf8Range(_:in:)``), or `nil` when nothing is being
    ///     composed.
    /// - Complexity: O((c + k) log n) for c runs and k entities in the changed ranges, n the string's length;
    ///   plus the equal entities touching the last one (see ``AttributeScopes/PatternHighlightAttributes``).
    public mutating func applyHighlight(_ update: DocumentUpdate, theme: Theme? = .standard, markedRange: Range<Int>? = nil) {
        applyHighlight(
            changed: update.changed, entities: update.entities, length: update.length, markedRange: markedRange,
            styling: HighlightStyling(theme: theme, platformAttributes: nil))
    }

    /// Re-styles the string after one edit as ``applyHighlight(_:theme:markedRange:)`` does, for a string built
    /// with `attributedString(theme:attributes:)`: the app's attributes for each styled kind are removed where
    /// they still hold exactly what `attributes` returned, and set on the new entities.
    public mutating func applyHighlight(
        _ update: DocumentUpdate, theme: Theme = .standard, markedRange: Range<Int>? = nil,
        attributes: (EntityKind, Style) -> AttributeContainer
    ) {
        withoutActuallyEscaping(attributes) { attributes in
            applyHighlight(
                changed: update.changed, entities: update.entities, length: update.length, markedRange: markedRange,
                styling: HighlightStyling(theme: theme, platformAttributes: attributes))
        }
    }

    /// Re-styles what was left alone while `committed` was the editor's marked text, once the input method has
    /// committed it without changing the text (UIKit's `unmarkText()`, a composition confirmed as typed): the
    /// range and the entities that intersect it become what a fresh build gives.
    ///
    /// - Parameters:
    ///   - committed: the range that was marked, in UTF-8 offsets of `document`'s text (the string's text).
    ///   - document: the document the string mirrors, in step with it.
    ///   - theme: the same theme the string was built with; `nil` sets only the semantic attributes.
    /// - Complexity: O((c + k) log n) for c runs and k entities in and around `committed`.
    public mutating func applyHighlight(committing committed: Range<Int>, of document: HighlightDocument, theme: Theme? = .standard) {
        applyHighlight(committing: committed, of: document, styling: HighlightStyling(theme: theme, platformAttributes: nil))
    }

    /// Re-styles a committed marked range as ``applyHighlight(committing:of:theme:)`` does, for a string built with
    /// `attributedString(theme:attributes:)`.
    public mutating func applyHighlight(
        committing committed: Range<Int>, of document: HighlightDocument, theme: Theme = .standard,
        attributes: (EntityKind, Style) -> AttributeContainer
    ) {
        withoutActuallyEscaping(attributes) { attributes in
            applyHighlight(committing: committed, of: document, styling: HighlightStyling(theme: theme, platformAttributes: attributes))
        }
    }

    private mutating func applyHighlight(committing committed: Range<Int>, of document: HighlightDocument, styling: HighlightStyling) {
        let length = document.length(in: .utf8)
        precondition(committed.lowerBound >= 0 && committed.upperBound <= length,
            "applyHighlight(committing:): \(committed) is outside the document (\(length) UTF-8 bytes)")
        let entities = (try? document.entities(committed, in: .utf8)) ?? []
        applyHighlight(changed: [committed], entities: entities, length: length, markedRange: nil, styling: styling)
    }

    private mutating func applyHighlight(
        changed: [Range<Int>], entities: [Entity], length: Int, markedRange: Range<Int>?, styling: HighlightStyling
    ) {
        precondition(utf8.count == length, "applyHighlight: the string's text must already hold the edit "
            + "(\(utf8.count) UTF-8 bytes, the document has \(length))")
        let marked = markedRange.flatMap { $0.isEmpty ? nil : $0.clamped(to: 0..<length) }
        var remaining = entities[...]
        for extent in Self.extents(changed: changed, entities: entities) {
            let bounds = indices(utf8: extent)
            // The parts of the extent outside the marked text: the whole extent when nothing is marked there.
            let pieces = marked.map { Self.outside(extent, $0) } ?? [extent]
            for piece in pieces where !piece.isEmpty { styling.removeHighlight(in: &self, indices(utf8: piece)) }
            var previous: (mark: EntityMark, end: Int)?
            while let entity = remaining.first, entity.range.upperBound <= extent.upperBound {
                remaining.removeFirst()
                if entity.range.lowerBound == extent.lowerBound {
                    // The entity just before the extent, when one ends exactly at its start.
                    previous = mark(endingAt: bounds.lowerBound).map { (mark: $0, end: extent.lowerBound) }
                }
                let alternate = previous.map { $0.end == entity.range.lowerBound && $0.mark.alternates(entity.kind, entity.value) } ?? false
                let container = styling.attributes(for: entity, alternate: alternate)
                for piece in pieces {
                    let part = entity.range.clamped(to: piece)
                    if !part.isEmpty { self[indices(utf8: part)].mergeAttributes(container) }
                }
                previous = (EntityMark(kind: entity.kind, value: entity.value, alternate: alternate), entity.range.upperBound)
            }
            // Runs after a marked extent end are the marked text's: left for the commit to re-style.
            if let marked, marked.lowerBound <= extent.upperBound && extent.upperBound < marked.upperBound { continue }
            // The entity that now ends at the extent's end: restyled in it, or an unchanged one before an empty
            // extent (a deletion can make an old entity touch an equal one after it).
            let ending = previous?.end == extent.upperBound ? previous?.mark : mark(endingAt: bounds.upperBound)
            realternate(from: bounds.upperBound, after: ending, sparing: marked.map { indices(utf8: $0) })
        }
    }

    /// `extent` less `marked`: zero, one or two ranges, in order.
    static func outside(_ extent: Range<Int>, _ marked: Range<Int>) -> [Range<Int>] {
        guard extent.overlaps(marked) else { return [extent] }
        var pieces: [Range<Int>] = []
        if extent.lowerBound < marked.lowerBound { pieces.append(extent.lowerBound..<marked.lowerBound) }
        if marked.upperBound < extent.upperBound { pieces.append(marked.upperBound..<extent.upperBound) }
        return pieces
    }

    /// The ranges to re-style: each changed range widened to the entities that intersect it, merged where
    /// they touch (UTF-8 offsets of the new text, sorted).
    static func extents(changed: [Range<Int>], entities: [Entity]) -> [Range<Int>] {
        var ranges = changed + entities.map(\.range)
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
    /// that already follows the rule: everything after it depends only on it. Nothing in `spared` (the marked
    /// text) is changed.
    private mutating func realternate(
        from index: AttributedString.Index, after previous: EntityMark?, sparing spared: Range<AttributedString.Index>?
    ) {
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
        for (whole, wanted) in fixes {
            for range in Self.outside(whole, spared) {
                if wanted { self[range].patternAlternate = true } else { self[range].patternAlternate = nil }
            }
        }
    }

    /// `range` less `spared` (when there is one): zero, one or two ranges, in order.
    private static func outside(
        _ range: Range<AttributedString.Index>, _ spared: Range<AttributedString.Index>?
    ) -> [Range<AttributedString.Index>] {
        guard let spared, range.overlaps(spared) else { return [range] }
        var pieces: [Range<AttributedString.Index>] = []
        if range.lowerBound < spared.lowerBound { pieces.append(range.lowerBound..<spared.lowerBound) }
        if spared.upperBound < range.upperBound { pieces.append(spared.upperBound..<range.upperBound) }
        return pieces
    }
}

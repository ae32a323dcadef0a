import Foundation
import PatternHighlight

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// `text` with `entities` (sorted, not overlapping, UTF-8 ranges of `text`) highlighted by `styling`:
    /// the fresh build every public `attributedString` method shares.
    ///
    /// - Complexity: O(n + k log n) for n bytes and k entities.
    init(_ text: String, highlighting entities: [Entity], styling: HighlightStyling) {
        self.init(text)
        var previous: (mark: EntityMark, end: Int)?
        for entity in entities {
            let alternate = previous.map { $0.end == entity.range.lowerBound && $0.mark.alternates(entity.kind, entity.value) } ?? false
            let bounds = indices(utf8: entity.range)
            self[bounds].mergeAttributes(styling.attributes(for: entity, alternate: alternate))
            previous = (EntityMark(kind: entity.kind, value: entity.value, alternate: alternate), entity.range.upperBound)
        }
    }

    /// The indices of a UTF-8 range (on scalar boundaries).
    ///
    /// - Complexity: O(log n).
    func indices(utf8 range: Range<Int>) -> Range<AttributedString.Index> {
        let lower = utf8.index(startIndex, offsetBy: range.lowerBound)
        return lower..<utf8.index(lower, offsetBy: range.count)
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension Annotation {
    /// The annotated text as an `AttributedString`: each entity one run with ``AttributeScopes/PatternHighlightAttributes/patternKind``
    /// and ``AttributeScopes/PatternHighlightAttributes/patternValue`` (and `link` for an `http`/`https` URL);
    /// with a theme also ``AttributeScopes/PatternHighlightAttributes/patternStyle``.
    ///
    /// ```swift
    /// let text = highlighter.annotate("hi @bob").attributedString()
    /// text.runs.map(\.patternKind)   // [nil, .mention]
    /// ```
    ///
    /// - Parameter theme: the kinds' styles; `nil` sets only the semantic attributes.
    /// - Complexity: O(n + k log n) for n bytes and k entities.
    public func attributedString(theme: Theme? = .standard) -> AttributedString {
        AttributedString(text, highlighting: entities, styling: HighlightStyling(theme: theme, platformAttributes: nil))
    }

    /// The annotated text as an `AttributedString` (as ``attributedString(theme:)``), each styled entity also
    /// given the attributes `attributes` returns for its kind and style: the platform's colours (see
    /// <doc:HighlightingAnAttributedString>).
    ///
    /// - Complexity: O(n + k log n) for n bytes and k entities, plus k calls of `attributes`.
    public func attributedString(
        theme: Theme = .standard, attributes: (EntityKind, Style) -> AttributeContainer
    ) -> AttributedString {
        withoutActuallyEscaping(attributes) { attributes in
            AttributedString(text, highlighting: entities, styling: HighlightStyling(theme: theme, platformAttributes: attributes))
        }
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension HighlightDocument {
    /// The document's text as an `AttributedString`, highlighted as ``Annotation/attributedString(theme:)``
    /// does: the string to keep up to date with `applyHighlight(_:theme:)` after each edit.
    ///
    /// - Complexity: O(n + k log n) for n bytes and k entities.
    public func attributedString(theme: Theme? = .standard) -> AttributedString {
        AttributedString(text, highlighting: entities, styling: HighlightStyling(theme: theme, platformAttributes: nil))
    }

    /// The document's text as an `AttributedString` with the app's attributes for each styled kind, as
    /// ``Annotation/attributedString(theme:attributes:)`` does.
    ///
    /// - Complexity: O(n + k log n) for n bytes and k entities, plus k calls of `attributes`.
    public func attributedString(
        theme: Theme = .standard, attributes: (EntityKind, Style) -> AttributeContainer
    ) -> AttributedString {
        withoutActuallyEscaping(attributes) { attributes in
            AttributedString(text, highlighting: entities, styling: HighlightStyling(theme: theme, platformAttributes: attributes))
        }
    }
}

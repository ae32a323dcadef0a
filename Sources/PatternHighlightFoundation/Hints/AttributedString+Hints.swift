import Foundation
import PatternHighlight

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// Marks near-miss hints (``Hint``, UTF-8 ranges of this string's text): each hint's text gets
    /// ``AttributeScopes/PatternHighlightAttributes/patternHint`` (the hint, whose message a composer shows on hover)
    /// and, when the theme styles hints, ``AttributeScopes/PatternHighlightAttributes/patternHintStyle``.
    ///
    /// ```swift
    /// let highlighter = Highlighter(profile: .mastodon, options: .hints)
    /// let annotation = highlighter.annotate("tip ko-fi.com")
    /// var text = annotation.attributedString()
    /// text.markHints(annotation.hints)
    /// ```
    ///
    /// - Complexity: O(h log n) for h hints.
    public mutating func markHints(_ hints: [Hint], theme: Theme? = .standard) {
        for hint in hints {
            let bounds = indices(utf8: hint.range)
            self[bounds].patternHint = hint
            if let style = theme?.hintStyle { self[bounds].patternHintStyle = style }
        }
    }

    /// Brings the hints of a string that mirrors a ``HighlightDocument`` up to date after an edit (the string's text
    /// holding the edit already, as for `applyHighlight(_:theme:markedRange:)`): clears the hint attributes in
    /// ``DocumentUpdate/hintRanges`` and marks ``DocumentUpdate/hints``.
    ///
    /// - Complexity: O((r + h) log n) for r hint ranges and h hints.
    public mutating func applyHints(_ update: DocumentUpdate, theme: Theme? = .standard) {
        for range in update.hintRanges {
            let bounds = indices(utf8: range)
            self[bounds].patternHint = nil
            self[bounds].patternHintStyle = nil
        }
        markHints(update.hints, theme: theme)
    }
}

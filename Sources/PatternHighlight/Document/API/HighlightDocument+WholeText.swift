/// Editors that hand over the whole new text (SwiftUI's `TextEditor` binding) instead of the edit.
extension HighlightDocument {
    /// Brings the document to `newText` by finding the single edit between the old text and it and applying
    /// that edit with ``replace(_:in:with:)``, so a keystroke costs a keystroke's re-scan however the text arrived.
    ///
    /// The edit keeps the longest common prefix, then the longest common suffix of the rest, both on Unicode
    /// scalar boundaries, compared as UTF-8 bytes eight at a time. Where the text around the edit repeats
    /// (typing `a` into `aaa`, pasting `" ab"` after `"ab ab"`), an editor may have made the same change a
    /// little earlier than the edit found; the update's ``DocumentUpdate/changed`` then also covers every
    /// place such a change of the same size could have touched, so that an `AttributedString` the editor
    /// changed itself is re-styled correctly (PatternHighlightFoundation's `applyHighlight`).
    ///
    /// ```swift
    /// var document = HighlightDocument("hi @jo", highlighter: Highlighter(profile: .simple))
    /// let update = try document.update(to: "hi @john")   // replacedRange 6..<6, insertedLength 2
    /// ```
    ///
    /// - Throws: ``DocumentError/tooLarge(length:limit:)`` when `newText` is over
    ///   ``Highlighter/maximumTextBytes`` and longer than the text now; the document is then unchanged.
    /// - Complexity: O(n) byte comparisons for the old text's n bytes (at memory speed, plus one copy of the
    ///   old text), then the cost of ``replace(_:in:with:)`` for the edit found.
    @discardableResult
    public mutating func update(to newText: String) throws(DocumentError) -> DocumentUpdate {
        let old = utf8
        var newText = newText
        newText.makeContiguousUTF8()
        let (edit, inserted) = newText.utf8.withUncheckedBytes { new in
            let edit = old.withUncheckedBytes { old in WholeTextEdit(from: old, to: new) }
            return (edit, new.string(edit.inserted))
        }
        // The hints are found once, on the final changed range (the edit's, or the wider one below).
        var update = try replace(edit.replaced, in: .utf8, withValidated: Array(inserted.utf8), findsHints: false)
        if let ambiguous = edit.ambiguous, let first = update.changed.first, let last = update.changed.last,
           ambiguous.lowerBound < first.lowerBound || ambiguous.upperBound > last.upperBound {
            let changed = min(ambiguous.lowerBound, first.lowerBound)..<max(ambiguous.upperBound, last.upperBound)
            let lookup = EntityLookup(tree)
            let entities = lookup.entities(intersecting: changed)
            var widened = DocumentUpdate(
                replacedRange: update.replacedRange, insertedLength: update.insertedLength, changed: [changed],
                entities: entities,
                length: update.length, scannedParagraphs: update.scannedParagraphs, count: update.count)
            widened.warnings = update.warnings
            widened.card = update.card
            widened.cardChanged = update.cardChanged
            update = widened
        }
        if highlighter.options.contains(.hints) { (update.hintRanges, update.hints) = hints(around: update.changed.first) }
        return update
    }
}

/// The single edit that turns one UTF-8 text into another, found by their common prefix and suffix.
struct WholeTextEdit: Equatable {
    /// The replaced bytes, in the old text.
    let replaced: Range<Int>
    /// The bytes put in their place, in the new text.
    let inserted: Range<Int>
    /// Where, in the new text, an edit of the same size with the same result could also have been made,
    /// when that reaches beyond ``inserted`` (the text around the edit repeats); else `nil`.
    let ambiguous: Range<Int>?

    /// The edit from `old` to `new` (both valid UTF-8).
    ///
    /// Any single edit from `old` to `new` replaces bytes from some `start <= prefix` (the longest common
    /// prefix) and leaves a common suffix of at most `suffix` bytes (the longest one); in new offsets its
    /// text lies in `[new.count - suffix - length, start + length)` for `length` inserted bytes. With the
    /// found edit's length (the smallest possible) that is ``ambiguous``.
    init(from old: UncheckedBytes, to new: UncheckedBytes) {
        func isContinuation(_ bytes: UncheckedBytes, _ offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] & 0xC0 == 0x80
        }
        var prefix = CommonAffix.prefixLength(old, new)
        while prefix > 0 && (isContinuation(old, prefix) || isContinuation(new, prefix)) { prefix -= 1 }
        let longestSuffix = CommonAffix.suffixLength(old, new, limit: min(old.count, new.count))
        var suffix = min(longestSuffix, min(old.count, new.count) - prefix)
        while suffix > 0 && isContinuation(new, new.count - suffix) { suffix -= 1 }
        replaced = prefix..<(old.count - suffix)
        inserted = prefix..<(new.count - suffix)
        guard longestSuffix > suffix else {
            ambiguous = nil
            return
        }
        var earliest = max(0, new.count - longestSuffix - inserted.count)
        while earliest > 0 && isContinuation(new, earliest) { earliest -= 1 }
        ambiguous = earliest < inserted.lowerBound ? earliest..<inserted.upperBound : nil
    }
}

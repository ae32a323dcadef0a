/// Near-miss hints in a live document (``Highlighter/Options/hints``). Nothing is stored: a hint depends only on its
/// white-space-free word and the entities over it, so the hints an edit may have changed are found again in the
/// words around its changed ranges (``DocumentUpdate/hintRanges``), and the whole document's on demand.
extension HighlightDocument {
    /// Every near-miss hint (``Hint``), in text order, in UTF-8 offsets: equal to `highlighter.annotate(text).hints`.
    /// Empty unless the highlighter was built with ``Highlighter/Options/hints``.
    ///
    /// - Complexity: O(n).
    public var hints: [Hint] {
        guard highlighter.options.contains(.hints) else { return [] }
        var hints: [Hint] = []
        tree.forEach { located in appendHints(of: located, from: 0, to: Int.max, to: &hints) }
        return hints
    }

    /// The hints an update that changed `changed` reports: the ranges where they were found again (the words around
    /// each changed range, merged) and every hint inside them. Empty without ``Highlighter/Options/hints``.
    ///
    /// - Complexity: O(p) for the bytes p of the paragraphs the changed ranges touch.
    func hints(around changed: [Range<Int>]) -> (ranges: [Range<Int>], hints: [Hint]) {
        guard highlighter.options.contains(.hints) else { return ([], []) }
        var ranges: [Range<Int>] = []
        var hints: [Hint] = []
        for range in changed {
            // The paragraphs that touch the range too: a break typed or removed there starts or ends a word.
            let touching = max(0, range.lowerBound - 1)..<(range.upperBound + 1)
            tree.forEach(overlapping: touching) { located in
                var found: [Hint] = []
                let window = appendHints(
                    of: located, from: range.lowerBound - located.start, to: range.upperBound - located.start, to: &found)
                if let last = ranges.last, last.upperBound >= window.lowerBound {
                    ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, window.upperBound)
                    hints += found.filter { hint in !hints.contains(hint) }
                } else {
                    ranges.append(window)
                    hints += found
                }
            }
        }
        return (ranges, hints)
    }

    /// Appends the hints of `located`'s paragraph in the words around `[lower, upper)` (paragraph offsets, clamped
    /// to its content) to `hints`, in document offsets; returns the range of those words, in document offsets.
    @discardableResult
    private func appendHints(of located: ParagraphTree.Located, from lower: Int, to upper: Int, to hints: inout [Hint]) -> Range<Int> {
        let paragraph = located.paragraph
        let content = paragraph.contentRange
        var bytes: [UInt8] = []
        bytes.reserveCapacity(content.count)
        paragraph.appendBytes(content, to: &bytes)
        var start = min(max(lower, 0), content.upperBound)
        var end = max(min(upper, content.upperBound), start)
        while let previous = UTF8Scalars.scalar(in: bytes, before: start, lowerBound: 0),
              !NearMissCharacters.isWhiteSpace(previous.value) { start = previous.start }
        while end < bytes.count {
            let (value, length) = UTF8Scalars.scalar(in: bytes, at: end)
            guard !NearMissCharacters.isWhiteSpace(value) else { break }
            end += length
        }
        let entities = paragraph.entities(at: 0).filter { $0.range.overlaps(start..<end) }
        var found: [Hint] = []
        HintFinder.appendHints(in: bytes, range: start..<end, entities: entities, rule: highlighter.profile.recognizer.nearMissRule, to: &found)
        hints += found.map { $0.shifted(by: located.start) }
        return (located.start + start)..<(located.start + end)
    }
}

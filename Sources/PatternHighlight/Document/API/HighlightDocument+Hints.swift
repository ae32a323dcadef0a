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
    /// to its content) to `hints`, in document offsets; returns the range of those words, in document offsets. Only
    /// those words are read, and only the entities over them.
    ///
    /// - Complexity: O(w + log e + k) for the words' w bytes and k entities over them, of the paragraph's e.
    @discardableResult
    private func appendHints(of located: ParagraphTree.Located, from lower: Int, to upper: Int, to hints: inout [Hint]) -> Range<Int> {
        let paragraph = located.paragraph
        let content = paragraph.contentRange
        var start = min(max(lower, 0), content.upperBound)
        var end = max(min(upper, content.upperBound), start)
        // Out to white space (or the paragraph's edge) on both sides: no candidate holds white space.
        while start > 0 {
            var scalarStart = start - 1
            while scalarStart > 0 && paragraph.byte(at: scalarStart) & 0xC0 == 0x80 { scalarStart -= 1 }
            guard !NearMissCharacters.isWhiteSpace(scalar(of: paragraph, at: scalarStart).value) else { break }
            start = scalarStart
        }
        while end < content.upperBound {
            let (value, length) = scalar(of: paragraph, at: end)
            guard !NearMissCharacters.isWhiteSpace(value) else { break }
            end += length
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        paragraph.appendBytes(start..<end, to: &bytes)
        var entities: [Entity] = []
        var index = paragraph.entityIndex(endingAfter: start)
        while index < paragraph.entityCount {
            let entity = paragraph.entity(at: index, shift: -start)
            guard entity.range.lowerBound < bytes.count else { break }
            entities.append(entity)
            index += 1
        }
        var found: [Hint] = []
        HintFinder.appendHints(
            in: bytes, range: 0..<bytes.count, entities: entities, rule: highlighter.profile.recognizer.nearMissRule, to: &found)
        hints += found.map { $0.shifted(by: located.start + start) }
        return (located.start + start)..<(located.start + end)
    }

    /// The scalar that starts at `offset` of `paragraph` and its length in bytes.
    private func scalar(of paragraph: StoredParagraph, at offset: Int) -> (value: UInt32, length: Int) {
        let lead = paragraph.byte(at: offset)
        func next(_ index: Int) -> UInt8 { paragraph.byte(at: offset + index) }
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xE0 { return (UTF8Scalars.twoByteValue(lead, next(1)), 2) }
        if lead < 0xF0 { return (UTF8Scalars.threeByteValue(lead, next(1), next(2)), 3) }
        return (UTF8Scalars.fourByteValue(lead, next(1), next(2), next(3)), 4)
    }
}

/// Near-miss hints in a live document (``Highlighter/Options/hints``). Nothing is stored: a hint depends only on its
/// white-space-free word and the entities over it, so the hints an edit may have changed are found again in the
/// words around its changed range (``DocumentUpdate/hintRanges``), and the whole document's on demand.
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

    /// The hints an update that changed `changed` reports (an update changes one range at most, none when the edit
    /// changed nothing): the ranges where they were found again, the words around `changed` in each paragraph it
    /// touches, and every hint inside them. Its callers ask only when the highlighter has ``Highlighter/Options/hints``.
    ///
    /// - Complexity: O(p) for the bytes p of the paragraphs the changed range touches.
    func hints(around changed: Range<Int>?) -> (ranges: [Range<Int>], hints: [Hint]) {
        guard let changed else { return ([], []) }
        var ranges: [Range<Int>] = []
        var hints: [Hint] = []
        // The paragraphs that touch the range too: a break typed or removed there starts or ends a word. Their words
        // stop short of their breaks, so the ranges come in order, apart, and so do their hints.
        let touching = max(0, changed.lowerBound - 1)..<(changed.upperBound + 1)
        tree.forEach(overlapping: touching) { located in
            ranges.append(appendHints(
                of: located, from: changed.lowerBound - located.start, to: changed.upperBound - located.start, to: &hints))
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
        // Out to white space (or the paragraph's edge) on both sides: no candidate holds white space. The reader takes
        // document offsets and keeps the chunk it last read.
        var reader = ParagraphByteReader(tree: tree)
        let base = located.start
        while start > 0 {
            var scalarStart = start - 1
            while scalarStart > 0 && reader.byte(at: base + scalarStart) & 0xC0 == 0x80 { scalarStart -= 1 }
            guard !UnicodeWhiteSpace.contains(reader.scalar(at: base + scalarStart)) else { break }
            start = scalarStart
        }
        while end < content.upperBound {
            let value = reader.scalar(at: base + end)
            guard !UnicodeWhiteSpace.contains(value) else { break }
            end += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4  // its length in UTF-8
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        paragraph.appendBytes(start..<end, to: &bytes)
        // Where the entities over the words lie, in the offsets of `bytes` (their values are not needed).
        var entityRanges: [Range<Int>] = []
        var index = paragraph.entityIndex(endingAfter: start)
        while index < paragraph.entityCount {
            let range = paragraph.storedEntity(at: index).range
            guard range.lowerBound < end else { break }
            entityRanges.append((range.lowerBound - start)..<(range.upperBound - start))
            index += 1
        }
        HintFinder.appendHints(
            in: bytes, range: 0..<bytes.count, entityRanges: entityRanges, shift: base + start,
            rule: highlighter.profile.recognizer.hintRule, to: &hints)
        return (base + start)..<(base + end)
    }
}

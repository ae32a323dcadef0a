/// An edit as `replace` receives it (a range in some unit, valid UTF-8 without a paragraph break), tried on
/// the paragraph holding the range's start while the tree's one descent holds that paragraph: its offsets are
/// converted there, the checks of `replace` made in the same order, and, when the whole range lies inside
/// the paragraph's content, the edit applied in place (``ParagraphEdit``). This is the keystroke path of
/// ``HighlightDocument``: typing and backspace cost one descent of the tree and the words they touch.
struct KeystrokeEdit: ParagraphChange {
    let range: Range<Int>
    let unit: OffsetUnit
    let inserted: [UInt8]
    /// The caret the last edit left, a good place to count offsets from.
    let hint: HighlightDocument.KnownOffset?
    /// The document before the edit.
    let totals: ParagraphSummary
    let maximumTextBytes: Int
    let windowThreshold: Int
    /// The chunk size long paragraphs are cut to (``ParagraphChunk``).
    var chunkSize = ParagraphChunk.defaultSize
    let recorder: ScanRecorder?
    /// Whether the caller found an edit at the paragraph's start safe (see ``Attempt/atParagraphStart(index:)``).
    var checkedStart = false

    /// What trying the edit on a paragraph came to.
    enum Attempt {
        /// Applied: the range in UTF-8 offsets, the totals before the paragraph and what the edit did.
        case applied(Range<Int>, before: ParagraphSummary, ParagraphEdit.Outcome)
        /// The range does not lie inside this paragraph's content: `replace` takes its general path.
        case elsewhere
        /// The range starts at the start of the paragraph at `index` (> 0): the previous paragraph must not end
        /// with a lone CR (an LF could join it), which only the caller can look at.
        case atParagraphStart(index: Int)
        /// One of `replace`'s errors; the paragraph is unchanged.
        case failed(DocumentError)
    }

    /// Tries the edit on `paragraph` (totals `before` it and `own`), the one holding `range.lowerBound`; the
    /// paragraph changes only when the result is ``Attempt/applied(_:before:_:)``.
    func apply(
        to paragraph: inout StoredParagraph, before: ParagraphSummary, own: ParagraphSummary, context highlighter: Highlighter
    ) -> (own: ParagraphSummary, result: Attempt) {
        let start = before.utf8
        let contentEnd = paragraph.contentRange.upperBound
        let lower: Int
        do {
            lower = try HighlightDocument.utf8Offset(range.lowerBound, from: unit, in: paragraph, before: before, near: hint, nil)
        } catch {
            return (own, .failed(error))
        }
        var upper = lower
        if !range.isEmpty {
            let length = totals.length(in: unit)
            guard range.upperBound <= length else {
                return (own, .failed(.offsetOutOfRange(offset: range.upperBound, unit: unit, length: length)))
            }
            guard range.upperBound < before.length(in: unit) + own.length(in: unit) else { return (own, .elsewhere) }
            do {
                upper = try HighlightDocument.utf8Offset(
                    range.upperBound, from: unit, in: paragraph, before: before,
                    near: HighlightDocument.KnownOffset(unit: unit, offset: range.lowerBound, utf8: lower), hint)
            } catch {
                return (own, .failed(error))
            }
        }
        let newLength = totals.utf8 - (upper - lower) + inserted.count
        if newLength > maximumTextBytes && inserted.count > upper - lower {
            return (own, .failed(.tooLarge(length: newLength, limit: maximumTextBytes)))
        }
        guard upper <= start + contentEnd else { return (own, .elsewhere) }
        if lower == start && before.paragraphs > 0 && !checkedStart { return (own, .atParagraphStart(index: before.paragraphs)) }

        let edit = ParagraphEdit(range: (lower - start)..<(upper - start), inserted: inserted)
        let (newOwn, outcome) = edit.apply(
            to: &paragraph, own: own, isLast: before.paragraphs == totals.paragraphs - 1, windowThreshold: windowThreshold, chunkSize: chunkSize,
            highlighter: highlighter, recorder: recorder)
        return (newOwn, .applied(lower..<upper, before: before, outcome))
    }
}

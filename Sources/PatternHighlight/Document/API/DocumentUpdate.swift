/// What one edit of a ``HighlightDocument`` changed.
///
/// Every offset is in UTF-8 bytes (convert with ``HighlightDocument/range(_:in:)``). ``changed`` is in the
/// new document's coordinates, sorted, merged where ranges touch, and covers the inserted text.
///
/// **Promise:** every byte outside ``changed`` keeps its style, moved by the edit (see ``map(_:)``): a byte
/// that was plain text is plain text, and a byte of an entity belongs to that same entity, moved (same kind,
/// extent and value). So an entity that reaches outside ``changed`` is an old entity moved. A plain run may grow or shrink across the edge of ``changed`` (an entity typed in the middle of a
/// long paragraph shortens the plain text around it): plain text keeps no style, so only the entity's span is
/// in ``changed``, never the whole plain run. ``changed`` may be wider than necessary, never narrower.
///
/// A keystroke that creates, grows or removes one entity reports that entity's span (where its text now is)
/// and the typed text, whatever the length of the document or of the plain text around it.
///
/// ``entities`` are the new document's entities that intersect a changed range (for an empty changed range:
/// the one strictly around its position, if any); ``runs`` (derived from them) cover the changed ranges exactly: the entity runs whole, the plain runs
/// cut at the ranges' edges (none for an empty changed range). Restyling ``changed`` with ``runs`` brings a
/// client's text to the new document's styling.
public struct DocumentUpdate: Sendable, Equatable {
    /// The replaced range, in the old document's UTF-8 offsets.
    public let replacedRange: Range<Int>
    /// The length in UTF-8 bytes of the text put in its place.
    public let insertedLength: Int
    /// Where the styling may differ from the old styling moved by the edit (new UTF-8 offsets): the inserted
    /// text and every entity that is not an old one moved.
    public let changed: [Range<Int>]
    /// The new document's entities that intersect a changed range, in order.
    public let entities: [Entity]
    /// The new document's length in UTF-8 bytes.
    public let length: Int
    /// How many paragraphs the edit re-scanned.
    public let scannedParagraphs: Int
    /// The new document's count (``HighlightDocument/count``): what a composer's length counter shows.
    public let count: TextCount
    /// Warnings from the paragraphs this edit re-scanned (a custom pattern that hit the regex limits), in
    /// new UTF-8 offsets; ``HighlightDocument/warnings`` has every paragraph's.
    public var warnings: [HighlightWarning] = []
    /// The new document's card candidate (``HighlightDocument/card``).
    public internal(set) var card: LinkCard?
    /// Whether ``card`` differs from the card before the edit (another link, or the same one settled): a composer
    /// fetches a preview when this is true and the card is settled.
    public internal(set) var cardChanged = false
    /// False for an update that replaced the whole text and left its entities unlisted (the stream's `set`, whose
    /// text may be a 20 MB line): ``entities`` is then empty, and the entities of the changed range are the
    /// whole document's (`HighlightDocument.forEachEntity(_:)`).
    package internal(set) var listsEntities = true
    /// Where the near-miss hints were found again (new UTF-8 offsets, sorted, not touching): the white-space-free
    /// words around each changed range, whole paragraphs at most. Empty without ``Highlighter/Options/hints``.
    public internal(set) var hintRanges: [Range<Int>] = []
    /// Every near-miss hint (``Hint``) inside ``hintRanges``, in order: they replace a composer's hints there, and
    /// hints outside them are the old ones moved by the edit.
    public internal(set) var hints: [Hint] = []

    /// The new document's runs over the changed ranges, in order: entity runs whole, plain runs cut to the ranges
    /// (none for an empty range). Derived from ``entities`` on each access, never stored twice (the stream writes
    /// them one at a time, `forEachRun(_:)`).
    ///
    /// - Complexity: O(e) for e ``entities``.
    public var runs: [Run] {
        var runs: [Run] = []
        runs.reserveCapacity(2 * entities.count + changed.count)
        forEachRun { runs.append($0) }
        return runs
    }

    /// Hands ``runs`` to `body` one at a time, none held: a changed range's entities (those that intersect it) with
    /// plain runs between them, from the range's start or the first entity's, whichever is earlier, to its end or
    /// the last entity's.
    package func forEachRun(_ body: (Run) -> Void) {
        for range in changed where !range.isEmpty {
            let inside = entities.lazy.filter { $0.range.lowerBound < range.upperBound && range.lowerBound < $0.range.upperBound }
            let lower = min(range.lowerBound, inside.first?.range.lowerBound ?? range.lowerBound)
            let upper = max(range.upperBound, inside.reversed().first?.range.upperBound ?? range.upperBound)
            RunBuilder.forEachRun(for: inside, covering: lower..<upper, body)
        }
    }

    /// Moves an old UTF-8 offset through the edit (as tree-sitter does): before the replaced range it stays;
    /// at or after its end it shifts by the change in length (an insertion point moves right); inside it, it
    /// snaps to the end of the inserted text.
    ///
    /// - Parameter oldOffset: a UTF-8 offset of the document before the edit.
    /// - Returns: the offset in the document after the edit.
    public func map(_ oldOffset: Int) -> Int {
        if oldOffset < replacedRange.lowerBound { return oldOffset }
        if oldOffset >= replacedRange.upperBound { return oldOffset + insertedLength - replacedRange.count }
        return replacedRange.lowerBound + insertedLength
    }

    /// Moves an old range that lies outside the replaced range (an entity's) through the edit: ``map(_:)`` moves its
    /// start, while an end at the replaced range's start stays (the text put there comes after the range).
    func map(range oldRange: Range<Int>) -> Range<Int> {
        let upper = oldRange.upperBound <= replacedRange.lowerBound ? oldRange.upperBound : map(oldRange.upperBound)
        let lower = map(oldRange.lowerBound)
        return lower..<max(lower, upper)
    }
}

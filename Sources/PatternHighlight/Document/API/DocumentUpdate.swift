/// What one edit of a ``HighlightDocument`` changed.
///
/// Every offset is in UTF-8 bytes (convert with ``HighlightDocument/range(_:in:)``). ``changed`` is in the
/// new document's coordinates, sorted, merged where ranges touch. **Promise:** outside ``changed`` the
/// runs are exactly the old runs moved by the edit (see ``map(_:)``); ``changed`` may be wider than
/// necessary, never narrower. ``entities`` and ``runs`` are those of the new document that intersect a
/// changed range (for an empty changed range: that contain its position).
public struct DocumentUpdate: Sendable, Equatable {
    /// The replaced range, in the old document's UTF-8 offsets.
    public let replacedRange: Range<Int>
    /// The length in UTF-8 bytes of the text put in its place.
    public let insertedLength: Int
    /// Where highlighting may differ from the old highlighting moved by the edit (new UTF-8 offsets).
    public let changed: [Range<Int>]
    /// The new document's entities that intersect a changed range, in order.
    public let entities: [Entity]
    /// The new document's runs that intersect a changed range, in order.
    public let runs: [Run]
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
}

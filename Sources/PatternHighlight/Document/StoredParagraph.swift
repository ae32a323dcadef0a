/// One paragraph as a ``HighlightDocument`` stores it: its bytes (content, then its break) and its entities,
/// with ranges relative to the paragraph's first byte, so moving the paragraph costs nothing.
///
/// Only the document's last paragraph has no break (``breakLength`` 0); it may be empty.
struct StoredParagraph: Sendable {
    /// The paragraph's UTF-8 bytes, its break included. (Changed in place only by ``ParagraphEdit``.)
    var bytes: [UInt8]
    /// The entities found in the content, ranges relative to the paragraph start, sorted, not overlapping.
    var entities: [StoredEntity]
    /// The length in bytes of the break that ends the paragraph (LF, CR: 1; CRLF: 2; U+2028/U+2029: 3), or 0.
    let breakLength: UInt8
    /// The custom kinds that hit the regex limits in this paragraph, or were skipped after hitting them
    /// elsewhere, and why (usually none: an empty array costs 8 bytes), so the document can report
    /// ``HighlightWarning``s.
    var warnings: [(kind: EntityKind, reason: HighlightWarning.Reason)] = []

    /// The content, break excluded, as a range of ``bytes``.
    var contentRange: Range<Int> { 0..<(bytes.count - Int(breakLength)) }

    /// Whether the paragraph ends with a lone CR, which an LF typed after it would join into one CRLF break.
    var endsWithLoneCR: Bool { breakLength == 1 && bytes.last == 0x0D }

    /// The entities with document offsets, the paragraph starting at `start`.
    func entities(at start: Int) -> [Entity] {
        entities.map { $0.entity(in: bytes, shift: start) }
    }
}

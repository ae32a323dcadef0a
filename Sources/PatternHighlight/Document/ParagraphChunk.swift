/// One piece of a long paragraph's storage (see ``StoredParagraph/chunks``): its bytes, the entities that
/// start in them (ranges relative to the chunk's first byte), and the totals of every chunk before it.
///
/// A paragraph is cut into chunks only when the highlighter re-scans windows (``ParagraphWindow``), and
/// every chunk but the last ends with an ASCII space. No entity of such a profile contains a space, so no
/// entity crosses a chunk edge, and the window around an edit inside a chunk (the edit widened to the
/// nearest spaces) lies inside that chunk: a keystroke edits, re-scans and shifts one chunk of bounded size,
/// not the paragraph. The last chunk holds the paragraph's break.
struct ParagraphChunk: Sendable {
    /// The chunk's UTF-8 bytes (valid UTF-8 on their own: chunk edges fall between scalars).
    var bytes: [UInt8]
    /// The entities that lie in ``bytes``, ranges relative to the chunk, sorted, not overlapping.
    var entities: [StoredEntity]
    /// The totals (UTF-8, UTF-16, scalars, entities) of the chunks before this one in the paragraph.
    var before: ParagraphSummary
    /// This chunk's own totals (UTF-16 and scalars counted once, then kept up to date by edits).
    var own: ParagraphSummary

    /// The chunk size a paragraph is cut to (bytes): an edit moves at most about this many bytes.
    static let defaultSize = 8 * 1024

    /// The first byte of the chunk, in offsets of the paragraph.
    var start: Int { before.utf8 }
    /// Just past the chunk's last byte, in offsets of the paragraph.
    var end: Int { before.utf8 + bytes.count }

    /// Whether the chunk may end a chunk that is followed by another: not empty, and ending with a space.
    var endsWithSpace: Bool { bytes.last == UInt8(ascii: " ") }
}

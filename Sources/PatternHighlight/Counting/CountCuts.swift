/// Where a text can be cut so that its pieces count on their own, and the piece an edit changes.
///
/// A *count cut* is an offset right after an ASCII space and right before an ASCII byte (or a paragraph's start or
/// end). Every ``CountingRule`` gives the text the sum of its pieces' ``CountSummary``s when it is cut there:
/// - graphemes: an ASCII character after a space starts a cluster, and no rule of UAX #29 looks back across a
///   space (regional-indicator pairs, emoji ZWJ sequences and Indic conjuncts are runs without one);
/// - NFC: an ASCII character is a starter that composes with nothing before it, and reordering never crosses a
///   starter;
/// - a rule's items: no URL or emoji sequence contains a space, and "after a space" is the same as "at the start
///   of a text" to the URL rules, except at the very start of the whole text, which the piece that begins it is
///   told (`startsText`).
///
/// A space followed by a combining mark is *not* a cut (the mark joins the space's cluster), hence the ASCII
/// byte. A document keeps one summary per paragraph or chunk and re-counts, per edit, only the piece between the
/// count cuts around it; chunk edges may also stand before a scalar above ASCII that starts a cluster after a space
/// (``startsClusterAfterSpace(_:at:)``), which counts on its own just as well, so that text in any script is cut.
package enum CountCuts {
    /// Whether `offset` (inside `bytes`, not at either end) is a count cut.
    @inline(__always)
    static func isCut(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes[offset - 1] == UInt8(ascii: " ") && bytes[offset] < 0x80
    }

    /// Whether an offset right after a space, where the scalar at `offset` begins, is a cut as good as a count cut:
    /// that scalar is ASCII, or starts a grapheme cluster of its own after a space (Arabic, CJK, most letters; not a
    /// combining mark, a ZWJ or a spacing mark, which join the space's cluster). After a space that is the only
    /// thing the rules ask (NFC reorders and composes nothing across a starter such as the space, and no URL or emoji
    /// sequence holds one), so a long paragraph in any script can be cut into chunks there. Slower than
    /// ``isCut(_:at:)`` for a scalar above ASCII (it asks the standard library), so it is kept for chunk edges.
    static func startsClusterAfterSpace(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard bytes[offset] >= 0x80 else { return true }
        let scalar = UTF8Scalars.scalar(in: bytes, at: offset)
        guard let value = Unicode.Scalar(scalar.value) else { return false }
        return String(String.UnicodeScalarView([" ", value])).count == 2
    }

    /// The piece of `bytes[segment]` (a paragraph, its break included, or a chunk of one) to re-count for an edit
    /// that replaces `edited` (old offsets): from the last count cut before the edit to the first after it, both
    /// outside the replaced bytes, so that the bytes that decide them are the same after the edit; the segment's
    /// ends are cuts too.
    ///
    /// - Complexity: O(w) for a piece of w bytes.
    package static func piece(in bytes: [UInt8], segment: Range<Int>, around edited: Range<Int>) -> Range<Int> {
        var lower = edited.lowerBound
        if lower > segment.lowerBound {
            lower -= 1
            while lower > segment.lowerBound && !isCut(bytes, at: lower) { lower -= 1 }
        }
        var upper = edited.upperBound
        if upper < segment.upperBound {
            upper += 1
            while upper < segment.upperBound && !isCut(bytes, at: upper) { upper += 1 }
        }
        return lower..<upper
    }
}

/// A draft as one target posts it: the content-warning prefix (when the target has no field for it and one was
/// asked for) and every mention in the target's form, with the map from the posted text's offsets back to the
/// draft's. Replacements are whole mentions, so every offset outside them maps exactly and an offset inside one
/// maps to its start or end (``draftOffset(_:side:)``).
struct DraftRewrite {
    /// One replaced stretch: `draft` in the draft, `posted` in ``bytes``.
    struct Replacement {
        var draft: Range<Int>
        var posted: Range<Int>
    }

    /// Which end of a replaced stretch an offset inside it maps to.
    enum Side { case start, end }

    /// The text the target posts (valid UTF-8).
    private(set) var bytes: [UInt8] = []
    /// The length of the prefix, which maps to the draft's start.
    private(set) var prefixLength = 0
    /// The replacements, in order.
    private(set) var replacements: [Replacement] = []

    /// `draft` with `prefix` before it and each `(range, text)` of `edits` (ranges of `draft`, in order, apart) put in
    /// place of its range.
    init(draft: [UInt8], prefix: [UInt8], edits: [(range: Range<Int>, text: [UInt8])]) {
        bytes.reserveCapacity(prefix.count + draft.count)
        bytes += prefix
        prefixLength = prefix.count
        var copied = 0
        for edit in edits {
            bytes += draft[copied..<edit.range.lowerBound]
            let start = bytes.count
            bytes += edit.text
            replacements.append(Replacement(draft: edit.range, posted: start..<bytes.count))
            copied = edit.range.upperBound
        }
        bytes += draft[copied...]
    }

    /// The draft offset of posted offset `offset`: the draft's start inside the prefix, `side`'s end of the draft's
    /// stretch inside a replacement, else moved back by what the prefix and the replacements before it added.
    ///
    /// - Complexity: O(log r) for r replacements.
    func draftOffset(_ offset: Int, side: Side) -> Int {
        guard offset > prefixLength else { return 0 }
        let index = replacements.partitioningIndex { $0.posted.upperBound >= offset }
        if index < replacements.count, replacements[index].posted.lowerBound < offset, offset < replacements[index].posted.upperBound {
            return side == .start ? replacements[index].draft.lowerBound : replacements[index].draft.upperBound
        }
        // The last replacement that ends at or before `offset`, if any, fixes the shift.
        let before = index < replacements.count && replacements[index].posted.upperBound == offset ? index : index - 1
        guard before >= 0 else { return offset - prefixLength }
        let replacement = replacements[before]
        return replacement.draft.upperBound + (offset - replacement.posted.upperBound)
    }

    /// The content-warning line the prefix holds (`CW: …`, without the blank line after it), in posted offsets; empty
    /// without a prefix.
    var contentWarningLine: Range<Int> {
        var end = prefixLength
        while end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        return 0..<end
    }

    /// Whether a posted range overlaps a replaced stretch.
    ///
    /// - Complexity: O(log r) for r replacements.
    func overlapsReplacement(_ range: Range<Int>) -> Bool {
        let index = replacements.partitioningIndex { $0.posted.upperBound > range.lowerBound }
        return index < replacements.count && replacements[index].posted.overlaps(range)
    }

    /// A posted range mapped to the draft.
    func draftRange(_ range: Range<Int>) -> Range<Int> {
        let lower = draftOffset(range.lowerBound, side: .start)
        return lower..<max(lower, draftOffset(range.upperBound, side: .end))
    }
}

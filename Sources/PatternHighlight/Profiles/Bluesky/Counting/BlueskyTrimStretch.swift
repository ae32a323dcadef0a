/// The stretch of a document an edit can change the posted trim of (what Bluesky's app takes out of the text when it
/// posts it, ``BlueskyPostedText``): the trim is a sum over the maximal stretches of trimmed characters (whitespace and invisibles), each
/// weighed alone, so an edit changes only the stretches it touches. The window is the edited range widened over
/// the trimmed characters on both sides, up to a character that is not one or the text's end; it holds the
/// stretches the edit touched, and the trim changes by what it holds after the edit less what it held before.
///
/// An edit away from the text's ends whose window holds no character that can make an inner stretch lose bytes
/// (``BlueskyCounting/mayTrimInsideText(_:)``: Bluesky's line breaks), before or after, changes no trim: a keystroke
/// in a line reads the characters next to it and nothing else.
///
/// The window is read after the edit: the characters that bound it are the same before and after, so the window
/// with the inserted bytes put back to the removed ones is the old window.
enum BlueskyTrimStretch {
    /// How much the trim changed when an edit replaced `removed` (the old bytes, valid UTF-8) at `offset` (UTF-8)
    /// with `inserted`, read from `tree` after the edit. (A keystroke in a line is settled before, in the bytes
    /// it edited: ``leavesTrim(_:replacing:with:contentEnd:method:)``.)
    ///
    /// - Complexity: O(log n + the window + the removed bytes).
    static func change(
        replacing removed: [UInt8], with inserted: [UInt8], at offset: Int, in tree: ParagraphTree,
        method: BlueskyCounting
    ) -> Int {
        var reader = ParagraphByteReader(tree: tree)
        let length = tree.summary.utf8
        let insertedRange = offset..<(offset + inserted.count)
        var mayTrim = false
        let start = stretchStart(before: insertedRange.lowerBound, method: method, reader: &reader, mayTrim: &mayTrim)
        let end = stretchEnd(after: insertedRange.upperBound, length: length, method: method, reader: &reader, mayTrim: &mayTrim)
        if start > 0 && end < length && !mayTrim && !holds(removed, method: method) && !holds(inserted, method: method) {
            return 0
        }
        if insertedRange == 0..<length {
            // The whole text replaced (a `set`): the window is the inserted text and the old one the removed text,
            // both in hand, so a large text is not read back from the tree and copied.
            return method.trimmedWhenPosting(inserted, startsText: true, endsText: true)
                - method.trimmedWhenPosting(removed, startsText: true, endsText: true)
        }
        let window = reader.bytes(start..<end)
        var before = window
        before.replaceSubrange((insertedRange.lowerBound - start)..<(insertedRange.upperBound - start), with: removed)
        return method.trimmedWhenPosting(window, startsText: start == 0, endsText: end == length)
            - method.trimmedWhenPosting(before, startsText: start == 0, endsText: end == length)
    }

    /// Where the stretch of trimmed characters that ends at `offset` begins: after the nearest character before it
    /// that is not trimmed, or 0. `mayTrim` is set when the stretch holds a character that may be trimmed inside
    /// the text.
    private static func stretchStart(
        before offset: Int, method: BlueskyCounting, reader: inout ParagraphByteReader, mayTrim: inout Bool
    ) -> Int {
        var position = offset
        while position > 0 {
            var start = position - 1
            while start > 0 && reader.byte(at: start) & 0xC0 == 0x80 { start -= 1 }
            let value = reader.scalar(at: start)
            if !method.isTrimmedWhenPosting(value) { return position }
            if method.mayTrimInsideText(value) { mayTrim = true }
            position = start
        }
        return 0
    }

    /// Where the stretch of trimmed characters that begins at `offset` ends: at the nearest character from it that
    /// is not trimmed, or `length`. `mayTrim` as for ``stretchStart(before:method:reader:mayTrim:)``.
    private static func stretchEnd(
        after offset: Int, length: Int, method: BlueskyCounting, reader: inout ParagraphByteReader, mayTrim: inout Bool
    ) -> Int {
        var position = offset
        while position < length {
            let value = reader.scalar(at: position)
            if !method.isTrimmedWhenPosting(value) { return position }
            if method.mayTrimInsideText(value) { mayTrim = true }
            position += Self.length(ofScalar: value)
        }
        return length
    }

    /// Whether an edit of a piece of a paragraph (its `bytes` before the edit, content up to `contentEnd`) that
    /// replaces `range` with `inserted` leaves the trim as it was, seen from the piece alone. Either of two things
    /// settles it (``change(replacing:with:at:in:method:)`` would find no change):
    /// - neither the removed nor the inserted bytes hold a trimmed character, and the character just before the
    ///   edit or just after it is not one either: the one stretch the edit touches keeps its bounds and its text
    ///   (typing a word, also at the text's end);
    /// - the window (the edited range widened over the trimmed characters on both sides) ends at a character that
    ///   is not trimmed on both sides inside the piece's content, so it is away from the text's ends, and neither
    ///   the removed nor the inserted bytes hold a character that may be trimmed inside the text (typing a space
    ///   in a line).
    ///
    /// `false` sends the edit to ``change(replacing:with:at:in:method:)``. The characters around the edit are the
    /// same before and after it, so the old bytes answer for the new. A keystroke reads its neighbours with no
    /// dynamic call per character.
    ///
    /// - Complexity: O(the window).
    static func leavesTrim(
        _ bytes: [UInt8], replacing range: Range<Int>, with inserted: [UInt8], contentEnd: Int, method: BlueskyCounting
    ) -> Bool {
        let neighbourBefore = UTF8Scalars.scalar(in: bytes, before: range.lowerBound, lowerBound: 0)
        if !holdsTrimmed(bytes, range, method: method) && !holdsTrimmed(inserted, 0..<inserted.count, method: method) {
            if let neighbourBefore, !method.isTrimmedWhenPosting(neighbourBefore.value) { return true }
            if range.upperBound < contentEnd, !method.isTrimmedWhenPosting(UTF8Scalars.scalar(in: bytes, at: range.upperBound).value) {
                return true
            }
        }
        guard !holds(bytes, range, method: method), !holds(inserted, method: method) else { return false }
        var position = range.lowerBound
        while true {
            guard let before = position == range.lowerBound
                ? neighbourBefore : UTF8Scalars.scalar(in: bytes, before: position, lowerBound: 0) else { return false }
            if !method.isTrimmedWhenPosting(before.value) { break }
            if method.mayTrimInsideText(before.value) { return false }
            position = before.start
        }
        position = range.upperBound
        while true {
            guard position < contentEnd else { return false }
            let (value, length) = UTF8Scalars.scalar(in: bytes, at: position)
            if !method.isTrimmedWhenPosting(value) { return true }
            if method.mayTrimInsideText(value) { return false }
            position += length
        }
    }

    /// Whether `bytes[range]` (valid UTF-8) holds a character of the stretches posting trims.
    private static func holdsTrimmed(_ bytes: [UInt8], _ range: Range<Int>, method: BlueskyCounting) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            let (value, length) = UTF8Scalars.scalar(in: bytes, at: position)
            if method.isTrimmedWhenPosting(value) { return true }
            position += length
        }
        return false
    }

    /// The UTF-8 length of the scalar `value`.
    private static func length(ofScalar value: UInt32) -> Int {
        value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
    }

    /// Whether `bytes` (valid UTF-8) hold a character that may be trimmed inside the text.
    private static func holds(_ bytes: [UInt8], method: BlueskyCounting) -> Bool {
        holds(bytes, 0..<bytes.count, method: method)
    }

    /// Whether `bytes[range]` (valid UTF-8) holds a character that may be trimmed inside the text.
    static func holds(_ bytes: [UInt8], _ range: Range<Int>, method: BlueskyCounting) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            let (value, length) = UTF8Scalars.scalar(in: bytes, at: position)
            if method.mayTrimInsideText(value) { return true }
            position += length
        }
        return false
    }
}

/// The stretch of a document an edit can change the posted trim of, under a rule that ``CountingMethod/trimsWhenPosting``
/// (Bluesky's): the trim is a sum over the maximal stretches of trimmed characters (whitespace and invisibles), each
/// weighed alone, so an edit changes only the stretches it touches. The window is the edited range widened over
/// the trimmed characters on both sides, up to a character that is not one or the text's end; the same window
/// with the edit applied holds the new stretches, and the trim changes by what the two hold.
struct PostedTrimWindow {
    /// The window, in the text before the edit (UTF-8 offsets).
    let range: Range<Int>
    /// How many bytes posting takes out of the window before the edit.
    let trimmed: Int

    /// The window around `edited` (UTF-8 offsets on scalar boundaries) in a text of `length` bytes read through
    /// `bytes`, measured before the edit.
    ///
    /// - Complexity: O(log n + the window), each read being O(log n + its length).
    init(around edited: Range<Int>, length: Int, method: any CountingMethod, reading bytes: (Range<Int>) -> [UInt8]) {
        let start = Self.stretchStart(before: edited.lowerBound, method: method, reading: bytes)
        let end = Self.stretchEnd(after: edited.upperBound, length: length, method: method, reading: bytes)
        range = start..<end
        trimmed = method.trimmedWhenPosting(bytes(range), startsText: start == 0, endsText: end == length)
    }

    /// The trim of the same window after the edit replaced `edited` with `insertedCount` bytes, in the new text of
    /// `length` bytes.
    func trimmedAfter(replacing edited: Range<Int>, insertedCount: Int, length: Int, method: any CountingMethod,
                      reading bytes: (Range<Int>) -> [UInt8]) -> Int {
        let end = range.upperBound - edited.count + insertedCount
        return method.trimmedWhenPosting(bytes(range.lowerBound..<end), startsText: range.lowerBound == 0, endsText: end == length)
    }

    /// Where the stretch of trimmed characters that ends at `offset` begins: after the nearest character before it
    /// that is not trimmed, or 0. Reads back 64 bytes at a time, twice as many each time the stretch goes on.
    private static func stretchStart(before offset: Int, method: any CountingMethod, reading bytes: (Range<Int>) -> [UInt8]) -> Int {
        var span = 64
        while true {
            let lowerBound = max(offset - span, 0)
            let read = bytes(lowerBound..<offset)
            // The first scalar boundary of the bytes read: past the continuation bytes of a scalar begun before.
            var first = 0
            while first < read.count && read[first] & 0xC0 == 0x80 { first += 1 }
            var position = read.count
            while let (value, start) = UTF8Scalars.scalar(in: read, before: position, lowerBound: first) {
                if !method.isTrimmedWhenPosting(value) { return lowerBound + position }
                position = start
            }
            if lowerBound == 0 && first == 0 { return 0 }
            span *= 2
        }
    }

    /// Where the stretch of trimmed characters that begins at `offset` ends: at the nearest character from it that
    /// is not trimmed, or `length`.
    private static func stretchEnd(
        after offset: Int, length: Int, method: any CountingMethod, reading bytes: (Range<Int>) -> [UInt8]
    ) -> Int {
        var span = 64
        while true {
            let upperBound = min(offset + span, length)
            let read = bytes(offset..<upperBound)
            var position = 0
            while position < read.count {
                let lead = read[position]
                let scalarLength = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                guard position + scalarLength <= read.count else { break }  // cut by the read: read further
                if !method.isTrimmedWhenPosting(UTF8Scalars.scalar(in: read, at: position).value) { return offset + position }
                position += scalarLength
            }
            if upperBound == length && position == read.count { return length }
            span *= 2
        }
    }
}

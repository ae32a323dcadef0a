/// Finds the UTF-8 offset that lies a given number of UTF-16 code units or Unicode scalars after (or before)
/// a scalar boundary, eight bytes at a time: the inverse of counting, for converting an editor's offsets.
///
/// A byte starts a scalar unless it is a continuation byte (`10xxxxxx`), and a scalar whose lead byte is
/// `11110xxx` is two UTF-16 units; both tests are bit tricks on a 64-bit word, so whole words are skipped
/// while the count they hold still falls short, and only the last few bytes are stepped one by one.
enum UTF8Seeker {
    /// The offset in `bytes` (valid UTF-8) that lies `count` units of `unit` after `start` (a scalar
    /// boundary), or `nil` when that count ends between the two UTF-16 units of one scalar or runs past
    /// `limit`.
    ///
    /// - Complexity: O(d) for the d bytes between `start` and the result, about one instruction per byte.
    static func offset(after count: Int, in unit: OffsetUnit, from start: Int, in bytes: [UInt8], limit: Int) -> Int? {
        precondition(start >= 0 && start <= limit && limit <= bytes.count, "UTF8Seeker: range out of bounds")
        if unit == .utf8 { return start + count <= limit ? start + count : nil }
        var position = start
        var remaining = count
        // Skip whole words whose units all come before the target (it then lies past the word).
        while limit - position >= 8 {
            let units = Self.units(in: ByteWords.word(in: bytes, at: position), unit)
            guard units < remaining else { break }
            remaining -= units
            position += 8
        }
        // Then byte by byte (a word may have ended inside a scalar: its continuation bytes count nothing).
        while remaining > 0 && position < limit {
            let byte = bytes[position]
            if byte & 0xC0 != 0x80 {
                let units = unit == .utf16 && byte >= 0xF0 ? 2 : 1
                if units > remaining { return nil }
                remaining -= units
            }
            position += 1
        }
        while position < limit && bytes[position] & 0xC0 == 0x80 { position += 1 }
        return remaining == 0 ? position : nil
    }

    /// The offset in `bytes` (valid UTF-8) that lies `count` units of `unit` before `start` (a scalar
    /// boundary), or `nil` when that count ends between the two UTF-16 units of one scalar or runs past
    /// `lowerLimit`.
    ///
    /// - Complexity: O(d) for the d bytes between the result and `start`.
    static func offset(before count: Int, in unit: OffsetUnit, from start: Int, in bytes: [UInt8], lowerLimit: Int) -> Int? {
        precondition(lowerLimit >= 0 && lowerLimit <= start && start <= bytes.count, "UTF8Seeker: range out of bounds")
        if unit == .utf8 { return start - count >= lowerLimit ? start - count : nil }
        var position = start
        var remaining = count
        while position - lowerLimit >= 8 {
            let units = Self.units(in: ByteWords.word(in: bytes, at: position - 8), unit)
            guard units < remaining else { break }
            remaining -= units
            position -= 8
        }
        // Byte by byte, stopping on the lead byte that brings the count down to zero.
        while remaining > 0 && position > lowerLimit {
            position -= 1
            let byte = bytes[position]
            if byte & 0xC0 != 0x80 {
                let units = unit == .utf16 && byte >= 0xF0 ? 2 : 1
                if units > remaining { return nil }
                remaining -= units
            }
        }
        return remaining == 0 ? position : nil
    }

    /// The units of `unit` whose scalars start in the eight bytes of `word` (scalars or UTF-16 code units).
    @inline(__always)
    private static func units(in word: UInt64, _ unit: OffsetUnit) -> Int {
        // Per byte lane: 1, less 1 for a continuation byte, plus 1 for a four-byte lead (UTF-16).
        var lanes = UTF8Counter.lowBits &- UTF8Counter.continuationLanes(word)
        if unit == .utf16 { lanes &+= UTF8Counter.fourByteLeadLanes(word) }
        return UTF8Counter.smallLaneSum(lanes)  // at most 16
    }
}

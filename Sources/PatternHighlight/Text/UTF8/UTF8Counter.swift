/// Counts the Unicode scalars and UTF-16 code units in valid UTF-8, eight bytes at a time.
///
/// A scalar is a byte that is not a continuation byte (`10xxxxxx`); a scalar of four bytes (lead `11110xxx`)
/// is two UTF-16 units. Both tests are bit tricks on a 64-bit word, summed per byte lane, so counting costs
/// about one instruction per byte rather than a branch per byte.
///
/// The word tests live here for every word-at-a-time count of UTF-8 (``UTF8Seeker``, ``OffsetConverter``):
/// ``continuationLanes(_:)``, ``fourByteLeadLanes(_:)`` and the lane sums.
enum UTF8Counter {
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBytes: UInt64 = 0x00FF_00FF_00FF_00FF
    /// 1 in every byte lane.
    static var lowBits: UInt64 { 0x0101_0101_0101_0101 }

    /// The scalars and UTF-16 code units in `bytes[range]` (valid UTF-8, `range` on scalar boundaries).
    ///
    /// - Complexity: O(`range.count`).
    static func counts(in bytes: [UInt8], _ range: Range<Int>) -> (scalars: Int, utf16: Int) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "UTF8Counter: range out of bounds")
        var continuations = 0
        var fourByteLeads = 0
        var index = range.lowerBound
        bytes.withUnsafeBytes { raw in
            while range.upperBound - index >= 8 {
                // Byte lanes count up to 255 each before they are summed.
                let blockEnd = min(range.upperBound - 7, index + 8 * 255)
                var continuationLanes: UInt64 = 0
                var fourByteLanes: UInt64 = 0
                while index < blockEnd {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    continuationLanes &+= Self.continuationLanes(word)
                    fourByteLanes &+= Self.fourByteLeadLanes(word)
                    index += 8
                }
                continuations += laneSum(continuationLanes)
                fourByteLeads += laneSum(fourByteLanes)
            }
        }
        while index < range.upperBound {
            let byte = bytes[index]
            if byte & 0xC0 == 0x80 { continuations += 1 }
            if byte >= 0xF0 { fourByteLeads += 1 }
            index += 1
        }
        let scalars = range.count - continuations
        return (scalars, scalars + fourByteLeads)
    }

    /// Per byte lane of `word`: 1 for a continuation byte (`10xxxxxx`), else 0.
    @inline(__always)
    static func continuationLanes(_ word: UInt64) -> UInt64 {
        // Bit 7 of each lane is set and, shifted into it, bit 6 is not.
        (word & ~(word << 1) & highBits) >> 7
    }

    /// Per byte lane of `word`: 1 for the lead byte of a four-byte scalar (`11110xxx`, two UTF-16 units), else 0.
    @inline(__always)
    static func fourByteLeadLanes(_ word: UInt64) -> UInt64 {
        // Bits 7, 6, 5 and 4 of each lane set (valid UTF-8 holds no byte above 0xF4).
        (word & (word << 1) & (word << 2) & (word << 3) & highBits) >> 7
    }

    /// The sum of the eight byte lanes of `lanes`, with one multiply, when that sum is below 256 (as the counts of
    /// one word's bytes are).
    @inline(__always)
    static func smallLaneSum(_ lanes: UInt64) -> Int {
        Int(truncatingIfNeeded: (lanes &* lowBits) >> 56)
    }

    /// The sum of the eight byte lanes of `lanes`, each up to 255.
    @inline(__always)
    private static func laneSum(_ lanes: UInt64) -> Int {
        let pairs = (lanes & lowBytes) &+ ((lanes >> 8) & lowBytes)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    }
}

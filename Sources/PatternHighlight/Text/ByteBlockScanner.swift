/// Finds the few bytes a scan cares about sixteen at a time: a block is compared with every wanted value at
/// once (one SIMD compare each), the result is folded into a 16-bit mask, and only its set bits are visited.
enum ByteBlockScanner {
    /// Calls `body` with every offset in `bytes[range]` whose byte `wanted` marks, in order. `wanted` gets a block
    /// of sixteen bytes and returns which of them are wanted; it must not want the byte 0 (the last, partial block
    /// is padded with zeros).
    ///
    /// - Complexity: O(`range.count`): about one instruction per byte plus a few per wanted byte.
    @inline(__always)
    static func forEachOffset(
        in bytes: [UInt8], _ range: Range<Int>, where wanted: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>,
        _ body: (Int) -> Void
    ) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "ByteBlockScanner: range out of bounds")
        var blockStart = range.lowerBound
        bytes.withUnsafeBytes { raw in
            while range.upperBound - blockStart >= 16 {
                var found = bitMask(wanted(raw.loadUnaligned(fromByteOffset: blockStart, as: SIMD16<UInt8>.self)))
                while found != 0 {
                    body(blockStart + found.trailingZeroBitCount)
                    found &= found &- 1
                }
                blockStart += 16
            }
        }
        guard blockStart < range.upperBound else { return }
        var last = SIMD16<UInt8>()
        for index in blockStart..<range.upperBound { last[index - blockStart] = bytes[index] }
        var found = bitMask(wanted(last))
        while found != 0 {
            body(blockStart + found.trailingZeroBitCount)
            found &= found &- 1
        }
    }

    /// `byte` in every lane, to compare a block with. (Compare with this rather than with a scalar: the scalar
    /// overloads of `.==` are not vectorised.)
    @inline(__always)
    static func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16<UInt8>(repeating: byte) }

    /// Bit `i` set when lane `i` of `mask` is.
    @inline(__always)
    private static func bitMask(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt32 {
        // Each lane keeps one distinct bit of its half's byte; multiplying by 0x0101… sums (here: ORs) the eight
        // bytes of a half into its top byte.
        let weights = SIMD16<UInt8>(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128)
        let halves = unsafeBitCast(unsafeBitCast(mask, to: SIMD16<UInt8>.self) & weights, to: SIMD2<UInt64>.self)
        let low = (halves[0] &* 0x0101_0101_0101_0101) >> 56
        let high = (halves[1] &* 0x0101_0101_0101_0101) >> 56
        return UInt32(truncatingIfNeeded: low | high << 8)
    }
}

/// Which bytes a ``ByteBlockScanner`` stops at.
protocol ByteBlockPattern {
    /// Which of the sixteen bytes of `block` are wanted, given `next` and `afterNext`, the sixteen bytes that
    /// start one and two bytes later (so a byte can be wanted only when what follows it could matter). Must not
    /// want the byte 0: the bytes after the scanned range read as 0.
    static func wanted(
        _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
    ) -> SIMDMask<SIMD16<Int8>>
}

extension ByteBlockPattern {
    /// `byte` in every lane, to compare a block with. (Compare with this rather than with a scalar: the scalar
    /// overloads of `.==` are not vectorised.)
    @inline(__always)
    static func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16<UInt8>(repeating: byte) }
}

/// The offsets of the few bytes a scan cares about, in order, found sixteen at a time: a block is compared with
/// every wanted value at once (one SIMD compare each), the result is folded into a 16-bit mask, and only its set
/// bits are visited.
///
/// - Complexity: O(range length): about one instruction per byte plus a few per wanted byte.
struct ByteBlockScanner<Pattern: ByteBlockPattern>: IteratorProtocol {
    private let bytes: [UInt8]
    private let end: Int
    private var blockStart: Int
    /// The wanted lanes of the current block not yet returned.
    private var found: UInt32

    /// Scans `bytes[range]`.
    init(_ bytes: [UInt8], _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "ByteBlockScanner: range out of bounds")
        self.bytes = bytes
        self.end = range.upperBound
        self.blockStart = range.lowerBound
        self.found = 0
        if blockStart < end { found = mask(at: blockStart) }
    }

    /// The next wanted offset, or `nil` at the end of the range.
    @inline(__always)
    mutating func next() -> Int? {
        while found == 0 {
            blockStart += 16
            guard blockStart < end else { return nil }
            found = mask(at: blockStart)
        }
        let offset = blockStart + found.trailingZeroBitCount
        found &= found &- 1
        return offset
    }

    @inline(__always)
    private func mask(at start: Int) -> UInt32 {
        if end - start >= 18 {
            return bytes.withUnsafeBytes { raw in
                Self.bitMask(Pattern.wanted(
                    raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self),
                    next: raw.loadUnaligned(fromByteOffset: start + 1, as: SIMD16<UInt8>.self),
                    afterNext: raw.loadUnaligned(fromByteOffset: start + 2, as: SIMD16<UInt8>.self)))
            }
        }
        return tailMask(at: start)
    }

    /// ``mask(at:)`` near the end of the range, with the bytes past it read as 0.
    @inline(never)
    private func tailMask(at start: Int) -> UInt32 {
        var block = SIMD16<UInt8>()
        var next = SIMD16<UInt8>()
        var afterNext = SIMD16<UInt8>()
        for index in start..<min(end, start + 18) {
            let byte = bytes[index]
            let lane = index - start
            if lane < 16 { block[lane] = byte }
            if lane >= 1 && lane < 17 { next[lane - 1] = byte }
            if lane >= 2 { afterNext[lane - 2] = byte }
        }
        return Self.bitMask(Pattern.wanted(block, next: next, afterNext: afterNext))
    }

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

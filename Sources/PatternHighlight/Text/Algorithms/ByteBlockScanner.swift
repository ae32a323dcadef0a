/// Which bytes a ``ByteBlockScanner`` stops at.
protocol ByteBlockPattern {
    /// Which of the sixteen bytes of `block` are wanted, given `next` and `afterNext`, the sixteen bytes that
    /// start one and two bytes later (so a byte can be wanted only when what follows it could matter). Must not
    /// want the byte 0: the bytes after the scanned range read as 0.
    static func wanted(
        _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
    ) -> SIMDMask<SIMD16<Int8>>

    /// Whether the scan also checks that the bytes are well-formed UTF-8 (``UTF8Validator``), in the same pass:
    /// then it scans only whole texts (ranges from 0 to the end). Default `false`.
    static var validatesUTF8: Bool { get }
}

extension ByteBlockPattern {
    static var validatesUTF8: Bool { false }

    /// `byte` in every lane, to compare a block with. (Compare with this rather than with a scalar: the scalar
    /// overloads of `.==` are not vectorised.)
    @inline(__always)
    static func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16<UInt8>(repeating: byte) }
}

/// The offsets of the few bytes a scan cares about, in order, found 64 at a time: each sixteen-byte part of a
/// block is compared with every wanted value at once (one SIMD compare each), the results are folded into one
/// 64-bit mask, and only its set bits are visited. Wide blocks keep the "is anything wanted here" branch
/// predictable in text where about every other sixteen bytes hold a wanted byte.
///
/// When the pattern ``ByteBlockPattern/validatesUTF8``, every block is also checked as UTF-8
/// (``UTF8Validator/blockErrors(_:after:_:_:)``) and the errors are accumulated: ``hasInvalidUTF8`` tells, for
/// every byte up to the last block visited and for the end of the text, whether an invalid sequence was seen.
///
/// - Complexity: O(range length): about one instruction per byte plus a few per wanted byte.
struct ByteBlockScanner<Pattern: ByteBlockPattern>: IteratorProtocol {
    private let bytes: [UInt8]
    private let end: Int
    private var blockStart: Int
    /// The wanted bytes of the current block not yet returned.
    private var found: UInt64
    /// UTF-8 error lanes seen so far (0xFF, else 0), when the pattern validates.
    private var utf8Errors = SIMD16<UInt8>()

    /// Scans `bytes[range]`.
    init(_ bytes: [UInt8], _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "ByteBlockScanner: range out of bounds")
        precondition(!Pattern.validatesUTF8 || range == 0..<bytes.count, "ByteBlockScanner: validates whole texts only")
        self.bytes = bytes
        self.end = range.upperBound
        self.blockStart = range.lowerBound
        self.found = 0
        if Pattern.validatesUTF8 {
            // The end of the text first: a sequence cut short there is an error whatever block finds it.
            utf8Errors = bytes.withUnsafeBytes { UTF8Validator.paddedBlockErrors($0, at: $0.count) }
        }
        if blockStart < end { found = mask(at: blockStart) }
    }

    /// Whether an invalid UTF-8 sequence was seen (only when the pattern validates): in any block visited so far,
    /// which includes every byte before the last offset returned, or cut short at the end of the text.
    var hasInvalidUTF8: Bool {
        // As two words: comparing SIMD vectors goes lane by lane.
        let halves = unsafeBitCast(utf8Errors, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] != 0
    }

    /// The next wanted offset, or `nil` at the end of the range.
    @inline(__always)
    mutating func next() -> Int? {
        while found == 0 {
            blockStart &+= 64
            guard blockStart < end else { return nil }
            found = mask(at: blockStart)
        }
        let offset = blockStart + found.trailingZeroBitCount
        found &= found &- 1
        return offset
    }

    @inline(__always)
    private mutating func mask(at start: Int) -> UInt64 {
        // A whole block with its two following bytes (and, to validate, the three bytes before it) in range.
        if end - start >= 66 && (!Pattern.validatesUTF8 || start >= 3) {
            var errors = SIMD16<UInt8>()
            let found = bytes.withUnsafeBytes { raw in
                // Written out four times: a loop over the parts is not unrolled.
                // Offsets with `&+`: the bounds were tested above, an overflow check per load is a wasted branch.
                if Pattern.validatesUTF8 {
                    errors = Self.partErrors(raw, at: start) | Self.partErrors(raw, at: start &+ 16)
                        | Self.partErrors(raw, at: start &+ 32) | Self.partErrors(raw, at: start &+ 48)
                }
                return UInt64(Self.partMask(raw, at: start)) | UInt64(Self.partMask(raw, at: start &+ 16)) << 16
                    | UInt64(Self.partMask(raw, at: start &+ 32)) << 32 | UInt64(Self.partMask(raw, at: start &+ 48)) << 48
            }
            if Pattern.validatesUTF8 { utf8Errors |= errors }
            return found
        }
        return edgeMask(at: start)
    }

    /// The wanted lanes of the sixteen bytes from `start` (with two more bytes in range).
    @inline(__always)
    private static func partMask(_ raw: UnsafeRawBufferPointer, at start: Int) -> UInt32 {
        bitMask(Pattern.wanted(
            raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self),
            next: raw.loadUnaligned(fromByteOffset: start &+ 1, as: SIMD16<UInt8>.self),
            afterNext: raw.loadUnaligned(fromByteOffset: start &+ 2, as: SIMD16<UInt8>.self)))
    }

    /// The UTF-8 error lanes of the sixteen bytes from `start` (with three bytes before it in range).
    @inline(__always)
    private static func partErrors(_ raw: UnsafeRawBufferPointer, at start: Int) -> SIMD16<UInt8> {
        UTF8Validator.blockErrors(
            raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self),
            after: raw.loadUnaligned(fromByteOffset: start &- 1, as: SIMD16<UInt8>.self),
            raw.loadUnaligned(fromByteOffset: start &- 2, as: SIMD16<UInt8>.self),
            raw.loadUnaligned(fromByteOffset: start &- 3, as: SIMD16<UInt8>.self))
    }

    /// ``mask(at:)`` at the start of a validated text or near the end of the range, with the bytes outside the
    /// range read as 0: the block's bytes (and the three before it) are copied into a zeroed stack buffer, which
    /// is then read as a whole block is. (A short text is all edge: this is every short post's scan.)
    @inline(never)
    private mutating func edgeMask(at start: Int) -> UInt64 {
        // 16 bytes of room before the block (3 used), the block's 64 and 2 after it, and 14 more so that the
        // last part's `afterNext` load stays inside: six zeroed sixteen-byte parts.
        var padded = (SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>())
        let before = Pattern.validatesUTF8 ? min(start, 3) : 0
        let copyEnd = min(end, start + 66)
        let found = withUnsafeMutableBytes(of: &padded) { buffer in
            bytes.withUnsafeBytes { source in
                buffer.baseAddress!.advanced(by: 16 - before).copyMemory(
                    from: source.baseAddress! + (start - before), byteCount: copyEnd - start + before)
            }
            let raw = UnsafeRawBufferPointer(buffer)
            var found: UInt64 = 0
            var errors = SIMD16<UInt8>()
            for part in 0..<4 where start + 16 * part < end {
                found |= UInt64(Self.partMask(raw, at: 16 + 16 * part)) << (16 * part)
                if Pattern.validatesUTF8 { errors |= Self.partErrors(raw, at: 16 + 16 * part) }
            }
            if Pattern.validatesUTF8 { utf8Errors |= errors }
            return found
        }
        return found
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

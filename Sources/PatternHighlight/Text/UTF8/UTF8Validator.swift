/// Checks that bytes are well-formed UTF-8 (no overlong forms, surrogates or values above U+10FFFF),
/// the same rule PCRE2 applies, so text validated here may be matched with `PCRE2_NO_UTF_CHECK`.
package enum UTF8Validator {
    /// The offset of the first invalid sequence, or `nil` when every byte is part of a valid scalar.
    ///
    /// - Complexity: O(`bytes.count`).
    package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        isValid(bytes) ? nil : firstInvalidOffsetBySequence(in: bytes)
    }

    /// Whether `bytes` are valid UTF-8, sixteen bytes at a time.
    ///
    /// A byte must be a continuation byte (`10xxxxxx`) exactly when a lead byte one, two or three places before it
    /// says so (`≥ C0`, `≥ E0`, `≥ F0`): comparing each block with itself shifted by one, two and three bytes (three
    /// overlapping loads) checks every sequence's length at once. The bytes no sequence may hold (`C0`, `C1`,
    /// `F5`–`FF`) and the second-byte limits after `E0`, `ED`, `F0` and `F4` (overlong forms, surrogates, values
    /// above U+10FFFF) are the remaining compares.
    ///
    /// - Complexity: O(`bytes.count`).
    static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            // Error lanes are OR-ed in as bytes (0 or 0xFF): a `SIMDMask` accumulator would be re-normalised
            // (four more instructions) on every block.
            var errors = SIMD16<UInt8>()
            // Positions past the end read as 0, which ends a truncated sequence as an error; the last block
            // reaches three bytes past the end for that.
            // Every block takes the compares, ASCII or not: in text that mixes scripts and emoji, a test that skips
            // ASCII blocks mispredicts about as often as it saves work.
            var index = 0
            if count >= 32 {
                errors |= paddedBlockErrors(raw, at: 0)
                index = 16
                while count - index >= 16 {
                    errors |= blockErrors(
                        raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self),
                        after: raw.loadUnaligned(fromByteOffset: index - 1, as: SIMD16<UInt8>.self),
                        raw.loadUnaligned(fromByteOffset: index - 2, as: SIMD16<UInt8>.self),
                        raw.loadUnaligned(fromByteOffset: index - 3, as: SIMD16<UInt8>.self))
                    index += 16
                }
            }
            while index < count + 3 {
                errors |= paddedBlockErrors(raw, at: index)
                index += 16
            }
            return errors == SIMD16<UInt8>()
        }
    }

    /// The lanes of `block` that break UTF-8 (0xFF, else 0), given the blocks that start one, two and three bytes
    /// earlier.
    ///
    /// A lane may be flagged for a different reason than the first error of its sequence, never when the bytes
    /// are valid: the second-byte limits are tested with signed compares (one instruction; SSE2 has no unsigned
    /// compare) that are exact for continuation bytes, and any other byte after a lead is already an error.
    @inline(__always)
    static func blockErrors(
        _ block: SIMD16<UInt8>, after previous1: SIMD16<UInt8>, _ previous2: SIMD16<UInt8>, _ previous3: SIMD16<UInt8>
    ) -> SIMD16<UInt8> {
        func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16<UInt8>(repeating: byte) }
        func signed(_ byte: UInt8) -> SIMD16<Int8> { SIMD16<Int8>(repeating: Int8(bitPattern: byte)) }
        // A bit cast, not `init(truncatingIfNeeded:)`: that goes lane by lane when it is not inlined.
        let signedBlock = unsafeBitCast(block, to: SIMD16<Int8>.self)
        // 80–BF are exactly the bytes below C0 read as signed.
        let isContinuation = signedBlock .< signed(0xC0)
        let mustContinue = (previous1 .>= splat(0xC0)) .| (previous2 .>= splat(0xE0)) .| (previous3 .>= splat(0xF0))
        var errors = isContinuation .^ mustContinue
        errors .|= ((block & splat(0xFE)) .== splat(0xC0)) .| (block .>= splat(0xF5))
        // After E0 the second byte is A0–BF, after ED 80–9F, after F0 90–BF, after F4 80–8F.
        errors .|= (previous1 .== splat(0xE0)) .& (signedBlock .< signed(0xA0))
        errors .|= (previous1 .== splat(0xED)) .& (signedBlock .>= signed(0xA0))
        errors .|= (previous1 .== splat(0xF0)) .& (signedBlock .< signed(0x90))
        errors .|= (previous1 .== splat(0xF4)) .& (signedBlock .>= signed(0x90))
        return unsafeBitCast(errors, to: SIMD16<UInt8>.self)
    }

    /// ``blockErrors(_:after:_:_:)`` for the sixteen bytes from `start`, with 0 for positions outside `raw` (the
    /// start and the end of a text).
    static func paddedBlockErrors(_ raw: UnsafeRawBufferPointer, at start: Int) -> SIMD16<UInt8> {
        blockErrors(
            paddedBlock(raw, at: start), after: paddedBlock(raw, at: start - 1), paddedBlock(raw, at: start - 2),
            paddedBlock(raw, at: start - 3))
    }

    /// The sixteen bytes from `start`, with 0 for positions outside the buffer.
    private static func paddedBlock(_ raw: UnsafeRawBufferPointer, at start: Int) -> SIMD16<UInt8> {
        var block = SIMD16<UInt8>()
        for lane in 0..<16 where start + lane >= 0 && start + lane < raw.count { block[lane] = raw[start + lane] }
        return block
    }

    /// The offset of the first invalid sequence, sequence by sequence (the slow path that names the offset).
    private static func firstInvalidOffsetBySequence(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerSecond: UInt8 = 0x80
            var upperSecond: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperSecond = 0x9F
            case 0xF0: length = 4; lowerSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperSecond = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= lowerSecond && second <= upperSecond else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    /// Returns `bytes` unchanged when valid, else a copy with every invalid sequence replaced by U+FFFD
    /// (Swift's standard replacement, one U+FFFD per maximal invalid subpart).
    static func repairing(_ bytes: [UInt8]) -> (bytes: [UInt8], replaced: Bool) {
        guard firstInvalidOffset(in: bytes) != nil else { return (bytes, false) }
        return (Array(String(decoding: bytes, as: UTF8.self).utf8), true)
    }
}

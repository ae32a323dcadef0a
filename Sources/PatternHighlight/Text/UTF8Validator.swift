/// Checks that bytes are well-formed UTF-8 (no overlong forms, surrogates or values above U+10FFFF),
/// the same rule PCRE2 applies, so text validated here may be matched with `PCRE2_NO_UTF_CHECK`.
enum UTF8Validator {
    /// The offset of the first invalid sequence, or `nil` when every byte is part of a valid scalar.
    ///
    /// - Complexity: O(`bytes.count`).
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
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

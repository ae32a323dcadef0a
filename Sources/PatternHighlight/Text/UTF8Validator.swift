/// Checks that bytes are well-formed UTF-8 (no overlong forms, surrogates or values above U+10FFFF),
/// the same rule PCRE2 applies, so text validated here may be matched with `PCRE2_NO_UTF_CHECK`.
enum UTF8Validator {
    /// The offset of the first invalid sequence, or `nil` when every byte is part of a valid scalar.
    ///
    /// - Complexity: O(`bytes.count`).
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        isValid(bytes) ? nil : firstInvalidOffsetBySequence(in: bytes)
    }

    /// Whether `bytes` are valid UTF-8: sixteen ASCII bytes at a time (two words tested at once), other bytes through a DFA whose next state
    /// is one table lookup and one shift (each row packs the next state of every state, 6 bits apiece).
    ///
    /// - Complexity: O(`bytes.count`).
    static func isValid(_ bytes: [UInt8]) -> Bool {
        let table = transitions
        return bytes.withUnsafeBytes { raw in
            table.withUnsafeBufferPointer { rows in
                var state = UInt64(accept)
                var index = 0
                let count = raw.count
                while index < count {
                    var end = count
                    if count - index >= 16 {
                        if state & 63 == accept {
                            let low = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                            let high = raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                            if (low | high) & 0x8080_8080_8080_8080 == 0 {
                                index += 16
                                continue
                            }
                        }
                        end = index + 16
                    }
                    while index < end {
                        state = rows[Int(raw[index])] &>> state
                        index += 1
                    }
                    if state & 63 == error { return false }
                }
                return state & 63 == accept
            }
        }
    }

    // DFA states, as the shift that selects their 6 bits in a row. `error` is 0, so a row's missing entries fail.
    private static let error = 0
    private static let accept = 6
    private static let oneMore = 12
    private static let twoMore = 18
    private static let threeMore = 24
    private static let afterE0 = 30  // second byte A0–BF
    private static let afterED = 36  // second byte 80–9F (no surrogates)
    private static let afterF0 = 42  // second byte 90–BF (no overlong forms)
    private static let afterF4 = 48  // second byte 80–8F (nothing above U+10FFFF)

    /// `transitions[byte] >> state & 63` is the state after `byte`.
    private static let transitions: [UInt64] = {
        var rows = [UInt64](repeating: 0, count: 256)
        func add(_ from: Int, _ bytes: ClosedRange<Int>, _ to: Int) {
            for byte in bytes { rows[byte] |= UInt64(to) << UInt64(from) }
        }
        add(accept, 0x00...0x7F, accept)
        add(accept, 0xC2...0xDF, oneMore)
        add(accept, 0xE0...0xE0, afterE0)
        add(accept, 0xE1...0xEC, twoMore)
        add(accept, 0xED...0xED, afterED)
        add(accept, 0xEE...0xEF, twoMore)
        add(accept, 0xF0...0xF0, afterF0)
        add(accept, 0xF1...0xF3, threeMore)
        add(accept, 0xF4...0xF4, afterF4)
        add(oneMore, 0x80...0xBF, accept)
        add(twoMore, 0x80...0xBF, oneMore)
        add(threeMore, 0x80...0xBF, twoMore)
        add(afterE0, 0xA0...0xBF, oneMore)
        add(afterED, 0x80...0x9F, oneMore)
        add(afterF0, 0x90...0xBF, twoMore)
        add(afterF4, 0x80...0x8F, twoMore)
        return rows
    }()

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

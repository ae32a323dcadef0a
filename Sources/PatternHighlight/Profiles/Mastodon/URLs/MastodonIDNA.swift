/// The host check of twitter-text's Ruby gem under Mastodon: `IDN::Idna.toASCII` (libidn's IDNA 2003
/// `idna_to_ascii_8z`, no flags) must succeed, and the URL's length grows by what conversion adds.
///
/// Labels are split at `.`, `。`, `．` and `｡`. An ASCII label must be 1–63 characters. Any other label goes
/// through Nameprep: characters unassigned in Unicode 3.2 or prohibited (RFC 3454 tables C.1.2–C.9) fail it;
/// table B.1's characters are dropped and the rest lower-cased; the label must not then start with `xn--`, and its
/// `xn--` + Punycode form must be at most 63 characters.
///
/// Not modelled: NFKC (compatibility forms such as full-width letters are measured unmapped) and the bidirectional
/// check (a label mixing right-to-left and left-to-right letters is accepted here, refused by libidn).
enum MastodonIDNA {
    static let maximumLabelLength = 63

    /// The length in characters of `bytes[host]` after conversion, or `nil` when conversion fails.
    static func convertedLength(_ bytes: [UInt8], _ host: Range<Int>) -> Int? {
        var total = 0
        var label: [UInt32] = []
        var labels = 0
        var position = host.lowerBound
        func finishLabel() -> Bool {
            labels += 1
            guard let length = labelLength(label) else { return false }
            total += length
            label.removeAll(keepingCapacity: true)
            return true
        }
        while position < host.upperBound {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            position += scalar.length
            if scalar.value == 0x2E || scalar.value == 0x3002 || scalar.value == 0xFF0E || scalar.value == 0xFF61 {
                guard finishLabel() else { return nil }
                total += 1
            } else {
                label.append(scalar.value)
            }
        }
        guard finishLabel() else { return nil }
        return total
    }

    /// The converted length of one label, or `nil` when it does not convert.
    private static func labelLength(_ label: [UInt32]) -> Int? {
        if label.allSatisfy({ $0 < 0x80 }) {
            return (1...maximumLabelLength).contains(label.count) ? label.count : nil
        }
        var mapped: [UInt32] = []
        for value in label {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                age.major < 3 || (age.major == 3 && age.minor <= 2), !isProhibited(value)
            else { return nil }
            if isMappedToNothing(value) { continue }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars { mapped.append(lower.value) }
        }
        if mapped.allSatisfy({ $0 < 0x80 }) {
            return (1...maximumLabelLength).contains(mapped.count) ? mapped.count : nil
        }
        if mapped.count >= 4, mapped[0] == 0x78, mapped[1] == 0x6E, mapped[2] == 0x2D, mapped[3] == 0x2D { return nil }
        guard let encoded = Punycode.encode(mapped) else { return nil }
        let length = 4 + encoded.utf8.count
        return length <= maximumLabelLength ? length : nil
    }

    /// RFC 3454 table B.1: characters Nameprep removes.
    private static func isMappedToNothing(_ value: UInt32) -> Bool {
        switch value {
        case 0xAD, 0x34F, 0x1806, 0x180B...0x180D, 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F, 0xFEFF: return true
        default: return false
        }
    }

    /// RFC 3454 tables C.1.2 and C.2.2 to C.9, which Nameprep prohibits.
    private static func isProhibited(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000:  // C.1.2
            return true
        case 0x80...0x9F, 0x6DD, 0x70F, 0x180E, 0x200C, 0x200D, 0x2028, 0x2029, 0x2060...0x2063, 0x206A...0x206F,
            0xFEFF, 0xFFF9...0xFFFC, 0x1D173...0x1D17A:  // C.2.2
            return true
        case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD:  // C.3
            return true
        case 0xFDD0...0xFDEF:  // C.4
            return true
        case 0xFFF9...0xFFFD, 0x2FF0...0x2FFB, 0x340, 0x341, 0x200E, 0x200F, 0x202A...0x202E, 0xE0001, 0xE0020...0xE007F:
            return true  // C.6–C.9
        default:
            return value & 0xFFFE == 0xFFFE  // C.4's last two of every plane
        }
    }
}

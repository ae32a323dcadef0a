/// IDNA `ToASCII` (RFC 3490) as far as twitter-text needs it: whether a URL host converts, and how long the
/// ASCII form is (`isValidHostAndLength` in Extractor.java, `is_valid_domain` in extractor.rb, `idna.js`).
///
/// - Labels are separated by `.`, `。`, `．` and `｡` (RFC 3490 §3.1).
/// - A label that is not all ASCII is mapped (Nameprep's map-to-nothing table B.1 and lower-casing), must not
///   start with `xn--`, and is Punycode-encoded behind `xn--`.
/// - Every label must be 1–63 characters once converted.
///
/// Of Nameprep's NFKC step only the full-width ASCII forms are applied (`ｘｎ--…` is `xn--…`, `ＡＢＣ` converts
/// like `abc`); its other compatibility mappings, prohibited characters and bidi rule are left out. They rarely
/// change a length, and twitter-text's JavaScript port applies none of Nameprep.
enum TwitterIDNA {
    static let maximumLabelLength = 63

    /// The length of the ASCII form of the host `bytes[range]` (valid UTF-8), or `nil` when it does not convert.
    ///
    /// - Complexity: O(n) for ASCII hosts; Punycode's O(n²) in the non-ASCII scalars of a label otherwise.
    static func asciiLength(of bytes: [UInt8], _ range: Range<Int>) -> Int? {
        if let length = asciiHostLength(of: bytes, range) { return length > 0 ? length : nil }
        var total = 0
        var labelStart = range.lowerBound
        var position = range.lowerBound
        var labels = 0
        while true {
            var atSeparator = position == range.upperBound
            var length = 1
            if !atSeparator {
                let scalar = UTF8Scalars.scalar(in: bytes, at: position)
                length = scalar.length
                atSeparator = isSeparator(scalar.value)
            }
            if atSeparator {
                guard let labelLength = asciiLength(ofLabel: bytes, labelStart..<position) else { return nil }
                total += labelLength
                labels += 1
                if position == range.upperBound { break }
                labelStart = position + length
            }
            position += length
        }
        return total + labels - 1
    }

    /// For an all-ASCII host, which is its own ASCII form: its length, or 0 when a label is empty or longer than
    /// 63. `nil` when the host is not all ASCII (only `.` separates ASCII labels).
    private static func asciiHostLength(of bytes: [UInt8], _ range: Range<Int>) -> Int? {
        // Without a branch per byte (dots come at no predictable place): the bytes are ORed for one ASCII test at
        // the end, a label's start moves by a select, and a bad label length sets a flag.
        bytes.withUnsafeBufferPointer { buffer in
            var labelStart = range.lowerBound
            var badLabels = 0
            var allBits: UInt8 = 0
            for index in range {
                let byte = buffer[index]
                allBits |= byte
                let isDot = byte == UInt8(ascii: ".")
                badLabels |= (isDot ? 1 : 0) & (isLabelLengthValid(index - labelStart) ? 0 : 1)
                labelStart = isDot ? index + 1 : labelStart
            }
            guard allBits < 0x80 else { return nil }
            return badLabels == 0 && isLabelLengthValid(range.upperBound - labelStart) ? range.count : 0
        }
    }

    /// Whether a label of `length` ASCII characters is allowed (1–63): one unsigned compare.
    @inline(__always)
    private static func isLabelLengthValid(_ length: Int) -> Bool {
        UInt(bitPattern: length &- 1) < UInt(maximumLabelLength)
    }

    /// The ASCII form of `host`, or `nil` when it does not convert (for tests and diagnostics).
    static func toASCII(_ host: String) -> String? {
        let bytes = Array(host.utf8)
        guard asciiLength(of: bytes, 0..<bytes.count) != nil else { return nil }
        let labels = host.unicodeScalars.split(omittingEmptySubsequences: false) { isSeparator($0.value) }
        return labels.map { label -> String in
            if label.allSatisfy(\.isASCII) { return String(String.UnicodeScalarView(label)) }
            let mapped = map(label.map(\.value))
            if mapped.allSatisfy({ $0 < 0x80 }) { return String(decoding: mapped.map { UInt8($0) }, as: UTF8.self) }
            return "xn--" + (Punycode.encode(mapped) ?? "")
        }.joined(separator: ".")
    }

    private static func asciiLength(ofLabel bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var allASCII = true
        for index in range where bytes[index] >= 0x80 {
            allASCII = false
            break
        }
        if allASCII {
            return (1...maximumLabelLength).contains(range.count) ? range.count : nil
        }
        var scalars: [UInt32] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            scalars.append(scalar.value)
            position += scalar.length
        }
        let mapped = map(scalars)
        guard !mapped.isEmpty else { return nil }
        if mapped.allSatisfy({ $0 < 0x80 }) {
            return mapped.count <= maximumLabelLength ? mapped.count : nil
        }
        if mapped.count >= 4, mapped[0] | 0x20 == 0x78, mapped[1] | 0x20 == 0x6E, mapped[2] == 0x2D, mapped[3] == 0x2D {
            return nil  // RFC 3490 §4.1 step 5: a non-ASCII label may not begin with the ACE prefix
        }
        guard let encoded = Punycode.encode(mapped) else { return nil }
        let length = 4 + encoded.utf8.count
        return length <= maximumLabelLength ? length : nil
    }

    /// Nameprep's mapping as far as it goes here: drop table B.1 (soft hyphen, joiners, variation selectors, …),
    /// fold full-width ASCII to ASCII, and lower-case each scalar that has a one-scalar lower-case form.
    private static func map(_ scalars: [UInt32]) -> [UInt32] {
        var mapped: [UInt32] = []
        mapped.reserveCapacity(scalars.count)
        for value in scalars {
            switch value {
            case 0x00AD, 0x034F, 0x1806, 0x180B...0x180D, 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F, 0xFEFF:
                continue
            case 0x41...0x5A:
                mapped.append(value | 0x20)
            case 0xFF21...0xFF3A:
                mapped.append(value - 0xFEE0 + 0x20)  // full-width capital letters: NFKC, then lower case
            case 0xFF01...0xFF5E:
                mapped.append(value - 0xFEE0)  // other full-width ASCII: NFKC
            default:
                if value >= 0x80, let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased {
                    let lower = scalar.properties.lowercaseMapping.unicodeScalars
                    if lower.count == 1, let single = lower.first {
                        mapped.append(single.value)
                        continue
                    }
                }
                mapped.append(value)
            }
        }
        return mapped
    }

    @inline(__always)
    private static func isSeparator(_ value: UInt32) -> Bool {
        value == 0x2E || value == 0x3002 || value == 0xFF0E || value == 0xFF61
    }
}

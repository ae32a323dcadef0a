/// UTS #46 ToUnicode for the labels a host writes in Punycode: an `xn--` label (an *ACE* label, any case) becomes
/// the Unicode label it encodes, when it is one that UTS #46 would have written so.
///
/// A label decodes when it is ASCII, its Punycode (RFC 3492, ``Punycode/decode(_:)``) is well formed, and the result
/// is a label that ``DomainToASCII`` writes back as exactly this label (lower-cased): so it holds a non-ASCII
/// character, is in NFC, has no upper-case letter, full-width form, dot or other character that UTS #46 maps or
/// forbids, and does not begin with a combining mark. Any other `xn--` label does not decode: a browser refuses the
/// host, or shows it in ASCII.
///
/// ```swift
/// DomainToUnicode.decodedLabel(Array("xn--80ak6aa92e".unicodeScalars))  // "аррӏе" (Cyrillic)
/// DomainToUnicode.map("www.XN--80AK6AA92E.com")                      // "www.аррӏе.com"
/// ```
enum DomainToUnicode {
    /// Whether `label` begins with `xn--`, in any case.
    static func isACELabel(_ label: some Collection<Unicode.Scalar>) -> Bool {
        var scalars = label.makeIterator()
        for expected in ["x", "n", "-", "-"] as [Unicode.Scalar] {
            guard let scalar = scalars.next(), scalar == expected || (expected != "-" && scalar.value == expected.value - 0x20)
            else { return false }
        }
        return true
    }

    /// Whether `bytes[range]` may hold an `xn--` label: it holds `xn--` in any case. One pass over the bytes, for text
    /// that is ASCII (which holds no other host worth a check).
    ///
    /// - Complexity: O(`range.count`).
    static func mayHoldACELabel(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        // `index` is where the second `-` would be: a byte that is no `-` rules out the pairs it would be in.
        var index = range.lowerBound + 3
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "-") else {
                index += 2
                continue
            }
            if bytes[index - 1] == UInt8(ascii: "-"), bytes[index - 2] | 0x20 == UInt8(ascii: "n"),
               bytes[index - 3] | 0x20 == UInt8(ascii: "x") {
                return true
            }
            index += 1
        }
        return false
    }

    /// The Unicode label that the ACE label `label` (``isACELabel(_:)``) stands for, or `nil` when it does not
    /// decode (see the type's rules).
    ///
    /// - Complexity: O(n²) in the label's length (Punycode); callers bound hosts (``HostWarningCheck``).
    static func decodedLabel(_ label: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        guard isACELabel(label), label.allSatisfy(\.isASCII) else { return nil }
        let lowered = label.map { UInt8(ascii: $0) | (("A"..."Z").contains($0) ? 0x20 : 0) }
        guard let values = Punycode.decode(lowered[4...]) else { return nil }
        let decoded = values.compactMap(Unicode.Scalar.init)
        guard decoded.count == values.count, !decoded.allSatisfy(\.isASCII),
              !(decoded.first.map(\.properties.generalCategory.isMark) ?? true),
              DomainToASCII.map(String(String.UnicodeScalarView(decoded)), keepingJoiners: true)
                == String(decoding: lowered, as: UTF8.self)
        else { return nil }
        return decoded
    }

    /// `host` (labels separated by `.`) with every ACE label that decodes written in Unicode; every other label as
    /// it is.
    static func map(_ host: String) -> String {
        let labels = host.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false).map { label in
            let scalars = Array(label)
            return isACELabel(scalars) ? decodedLabel(scalars) ?? scalars : scalars
        }
        return labels.map { String(String.UnicodeScalarView($0)) }.joined(separator: ".")
    }
}

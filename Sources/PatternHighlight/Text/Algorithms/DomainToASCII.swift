/// The URL Standard's "domain to ASCII" (UTS #46 processing, non-transitional, then Punycode per label) for the
/// hosts a link's short form needs: upper case lowered (Cherokee folded to its capitals, as UTS #46 does), full-width ASCII forms read as ASCII, the ideographic full
/// stops `。` `．` `｡` read as `.`, the soft hyphen and other invisibles dropped, NFC, then every label that is not
/// ASCII written as `xn--` + its Punycode.
///
/// Used for a link's short form (``WHATWGHost``) and for the ASCII form a ``HostWarning`` shows.
///
/// Not modelled: the rest of UTS #46's mapping table (other compatibility forms), its disallowed characters beyond
/// controls, spaces and zero-width joiners, and the bidi check; hosts that need them are rare in links people type.
enum DomainToASCII {
    /// The ASCII form of `domain`, or `nil` when it holds a character no host may hold.
    ///
    /// - Parameter keepingJoiners: keep U+200C and U+200D (encoded in their label's Punycode, as UTS #46 does
    ///   without its joiner check) instead of refusing the domain, as the URL Standard does.
    static func map(_ domain: String, keepingJoiners: Bool = false) -> String? {
        var mapped: [Unicode.Scalar] = []
        for scalar in domain.unicodeScalars {
            switch scalar.value {
            case 0x3002, 0xFF0E, 0xFF61:
                mapped.append(".")
            case 0xAD, 0x200B, 0x2060, 0xFEFF, 0xFE00...0xFE0F:
                continue  // mapped to nothing
            case 0x200C, 0x200D:
                guard keepingJoiners else { return nil }
                mapped.append(scalar)
            case 0xFFFD, 0x0...0x1F, 0x7F...0x9F:
                return nil
            default:
                if scalar.properties.isWhitespace { return nil }
                // Full-width ASCII forms become their ASCII letters; then lower case, except Cherokee: UTS #46
                // case-folds it, to its capital letters (U+13A0…), so small letters become capitals.
                let plain = (0xFF01...0xFF5E).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xFEE0)! : scalar
                switch plain.value {
                case 0x13A0...0x13F5: mapped.append(plain)
                case 0x13F8...0x13FD, 0xAB70...0xABBF: mapped.append(contentsOf: plain.properties.uppercaseMapping.unicodeScalars)
                default: mapped.append(contentsOf: plain.properties.lowercaseMapping.unicodeScalars)
                }
            }
        }
        var text = String(String.UnicodeScalarView(mapped))
        let bytes = Array(text.utf8)
        if let normalized = NFCNormalization.normalizedIfChanged(bytes, 0..<bytes.count) {
            text = String(decoding: normalized, as: UTF8.self)
        }
        var labels: [String] = []
        // Split by scalars: a joiner after a `.` makes one `Character` of the two.
        for label in text.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false) {
            if label.allSatisfy(\.isASCII) {
                labels.append(String(String.UnicodeScalarView(label)))
            } else {
                guard let encoded = Punycode.encode(label.map(\.value)) else { return nil }
                labels.append("xn--" + encoded)
            }
        }
        return labels.joined(separator: ".")
    }
}

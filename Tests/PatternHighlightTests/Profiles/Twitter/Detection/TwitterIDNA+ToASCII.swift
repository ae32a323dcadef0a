@testable import PatternHighlight

extension TwitterIDNA {
    /// The ASCII form of `host` as the reference's Punycode writes it, or `nil` when the host does not convert: parts
    /// split at `.` and the separators `toASCII` also splits at (U+3002, U+FF0E, U+FF61), each written as it is when
    /// it is ASCII up to U+007E, else as `xn--` and its Punycode encoding.
    static func toASCII(_ host: String) -> String? {
        let bytes = Array(host.utf8)
        guard accepts(bytes, 0..<bytes.count, tlds: .shared) else { return nil }
        let separators: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
        let parts = host.unicodeScalars.split(omittingEmptySubsequences: false) { separators.contains($0) }
        return parts.map { part -> String in
            let scalars = part.map(\.value)
            guard scalars.contains(where: { $0 > 0x7E }) else { return String(String.UnicodeScalarView(part)) }
            return "xn--" + (Punycode.encode(scalars) ?? "")
        }.joined(separator: ".")
    }
}

/// The unit an offset is counted in.
///
/// Clients disagree: Bluesky facets count UTF-8 bytes, JavaScript and `NSRange` count UTF-16 code units,
/// twitter-text's conformance suite counts Unicode scalars. Every offset this library reads or writes
/// names its unit.
public enum OffsetUnit: String, Sendable, CaseIterable, Hashable {
    /// UTF-8 code units (bytes).
    case utf8
    /// UTF-16 code units (a scalar above U+FFFF counts 2).
    case utf16
    /// Unicode scalar values (code points).
    case scalars
}

extension OffsetUnit {
    /// How many units of this kind the UTF-8 bytes `bytes[range]` hold. `range` must lie on scalar boundaries.
    ///
    /// - Complexity: O(`range.count`).
    func count(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        switch self {
        case .utf8:
            return range.count
        case .scalars:
            var count = 0
            for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
            return count
        case .utf16:
            var count = 0
            for index in range {
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
            }
            return count
        }
    }
}

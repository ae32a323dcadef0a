/// The unit an offset is counted in.
///
/// Clients disagree: some platforms' records count UTF-8 bytes, JavaScript and `NSRange` count UTF-16 code units,
/// others count Unicode scalars (<doc:LiveHighlighting> says which). Every offset this library reads or writes
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
        case .utf8: return range.count
        case .scalars: return UTF8Counter.counts(in: bytes, range).scalars
        case .utf16: return UTF8Counter.counts(in: bytes, range).utf16
        }
    }
}

/// A length of text in all three ``OffsetUnit``s at once; lengths of consecutive texts add. Coded as
/// `{"utf8", "utf16", "scalars"}`.
public struct UnitLengths: Sendable, Hashable, Codable {
    /// UTF-8 bytes.
    public var utf8: Int
    /// UTF-16 code units.
    public var utf16: Int
    /// Unicode scalars.
    public var scalars: Int

    /// A length given in each unit.
    public init(utf8: Int = 0, utf16: Int = 0, scalars: Int = 0) {
        self.utf8 = utf8
        self.utf16 = utf16
        self.scalars = scalars
    }

    /// The length of `bytes[range]` (valid UTF-8, on scalar boundaries).
    ///
    /// - Complexity: O(`range.count`).
    init(of bytes: [UInt8], _ range: Range<Int>) {
        let counts = UTF8Counter.counts(in: bytes, range)
        self.init(utf8: range.count, utf16: counts.utf16, scalars: counts.scalars)
    }

    /// The length in `unit`.
    public func value(in unit: OffsetUnit) -> Int {
        switch unit {
        case .utf8: return utf8
        case .utf16: return utf16
        case .scalars: return scalars
        }
    }

    /// Adds one scalar of `byteLength` UTF-8 bytes.
    mutating func appendScalar(byteLength: Int) {
        utf8 += byteLength
        utf16 += byteLength == 4 ? 2 : 1
        scalars += 1
    }

    public static func + (lhs: UnitLengths, rhs: UnitLengths) -> UnitLengths {
        UnitLengths(utf8: lhs.utf8 + rhs.utf8, utf16: lhs.utf16 + rhs.utf16, scalars: lhs.scalars + rhs.scalars)
    }

    public static func - (lhs: UnitLengths, rhs: UnitLengths) -> UnitLengths {
        UnitLengths(utf8: lhs.utf8 - rhs.utf8, utf16: lhs.utf16 - rhs.utf16, scalars: lhs.scalars - rhs.scalars)
    }
}

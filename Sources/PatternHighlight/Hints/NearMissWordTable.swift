/// The near-miss contract's `\w` (general categories L, M, Nd, Pc) for every scalar of the Basic Multilingual Plane,
/// one bit each (8 KB), computed once from the toolchain's own Unicode data: the candidate scan asks it for each
/// non-ASCII scalar instead of looking the general category up (which cost about a sixth of the scan).
///
/// The table is derived from `Unicode.Scalar.Properties.generalCategory`, the same source the slow path reads, so the
/// two cannot disagree; scalars beyond the BMP still take the slow path (``NearMissCharacters/isWord(_:)``).
///
/// The bits live in one allocation made for the life of the process and never written after it is filled, so that a
/// copy of the table is a pointer: the scan keeps one without reference counting in its loops.
struct NearMissWordTable: @unchecked Sendable {
    /// One bit per BMP scalar: bit `value & 63` of `bits[value >> 6]`.
    private let bits: UnsafePointer<UInt64>

    /// The table, built on first use.
    static let shared = NearMissWordTable()

    private init() {
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: 0x10000 / 64)
        bits.initialize(repeating: 0, count: 0x10000 / 64)
        for value in UInt32(0)..<0x10000 {
            guard let scalar = Unicode.Scalar(value), Self.isWordCategory(scalar.properties.generalCategory) else { continue }
            bits[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        self.bits = UnsafePointer(bits)
    }

    /// Whether the BMP scalar `value` (below 0x10000) is a word character.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        bits[Int(value >> 6)] >> UInt64(value & 63) & 1 != 0
    }

    /// Whether `category` is one of `\w`'s: a letter, mark, decimal digit or connector punctuation.
    static func isWordCategory(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}

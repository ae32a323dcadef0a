/// The near-miss contract's `\w` (general categories L, M, Nd, Pc) for every scalar of the Basic Multilingual Plane,
/// one bit each (8 KB), computed once from the toolchain's own Unicode data: the candidate scan asks it for each
/// non-ASCII scalar instead of looking the general category up (which cost about a sixth of the scan).
///
/// The table is derived from `Unicode.Scalar.Properties.generalCategory`, the same source the slow path reads, so the
/// two cannot disagree; scalars beyond the BMP still take the slow path (``NearMissCharacters/isWord(_:)``).
/// A copy of the table is a pointer (``BMPScalarSet``): the scan keeps one without reference counting in its loops.
struct NearMissWordTable: Sendable {
    private let words: BMPScalarSet

    /// The table, built on first use.
    static let shared = NearMissWordTable()

    private init() {
        words = BMPScalarSet { value in
            Unicode.Scalar(value).map { Self.isWordCategory($0.properties.generalCategory) } ?? false
        }
    }

    /// Whether the BMP scalar `value` (below 0x10000) is a word character.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool { words.contains(value) }

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

/// How an ``Entity`` keeps its value: as a string, or as the stretch of the scanned text it equals.
///
/// A whole-text annotate finds tens of thousands of entities whose values are their own text less a sigil
/// (`@john` → `john`, a URL as written). Keeping those as "the UTF-8 of `bytes[range]`" costs one reference to
/// the text the ``Annotation`` holds anyway, where a `String` would be validated, copied and, past 15 bytes,
/// allocated for every entity whether its value is ever read or not. The string is made on access.
///
/// Equality and hashing go by the string, so an entity compares the same however its value is kept.
package enum EntityValue: Hashable, Sendable {
    /// A value written out.
    case string(String)
    /// The UTF-8 text `bytes[range]` (valid UTF-8, on scalar boundaries).
    case text(of: [UInt8], range: Range<Int>)

    /// The value as a string.
    ///
    /// - Complexity: O(1) for ``string(_:)``; O(`range.count`) for ``text(of:range:)``, on every access.
    package var string: String {
        switch self {
        case .string(let string):
            return string
        case .text(let bytes, let range):
            return Self.string(decoding: bytes, range)
        }
    }

    /// The text `bytes[range]` (valid UTF-8, on scalar boundaries) as a string: how a value kept as text is
    /// read, and how a recognizer writes one out.
    ///
    /// - Complexity: O(`range.count`).
    static func string(decoding bytes: [UInt8], _ range: Range<Int>) -> String {
        UTF8Scalars.string(decoding: bytes, range)
    }

    package static func == (lhs: EntityValue, rhs: EntityValue) -> Bool { lhs.string == rhs.string }

    package func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

/// Why a ``HighlightDocument`` refused an offset, an edit or a text, or an ``Annotation`` an offset. A refused edit
/// changes nothing.
public enum DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The offset is negative or past the end of the document.
    case offsetOutOfRange(offset: Int, unit: OffsetUnit, length: Int)
    /// The offset falls inside a UTF-8 sequence (unit `utf8`) or between the two halves of a surrogate pair
    /// (unit `utf16`), so it is not a position in the text.
    case offsetInsideScalar(offset: Int, unit: OffsetUnit)
    /// Replacement bytes that are not valid UTF-8.
    case invalidText(TextError)
    /// The text given (a new document's, or the document after an edit) would be `length` UTF-8 bytes, over the
    /// highlighter's `limit` (``Highlighter/maximumTextBytes``).
    case tooLarge(length: Int, limit: Int)

    public var description: String {
        switch self {
        case .offsetOutOfRange(let offset, let unit, let length):
            return "offset \(offset) is outside the document (0...\(length) in \(unit.rawValue)); "
                + "send offsets within the current length"
        case .offsetInsideScalar(let offset, let unit):
            let place = unit == .utf16 ? "between the two halves of a surrogate pair" : "inside a UTF-8 sequence"
            return "offset \(offset) (\(unit.rawValue)) falls \(place); offsets must be on code point boundaries"
        case .invalidText(let error):
            return error.description
        case .tooLarge(let length, let limit):
            return "the document would be \(length) bytes, over the \(limit)-byte limit; "
                + "send smaller text, or build the Highlighter with a larger maximumTextBytes"
        }
    }
}

/// Why text could not be accepted.
public enum TextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input is not valid UTF-8; `byteOffset` is where the first invalid sequence starts.
    case invalidUTF8(byteOffset: Int)
    /// The text is over the configured `limit` in UTF-8 bytes (``Highlighter/maximumTextBytes``). `byteCount` is its
    /// size, or how much of it was read before giving up (then at least `limit + 1`).
    case tooLarge(byteCount: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidUTF8:
            return "\(problem); fix the encoding, or repair it with TextInput.repairing(_:), which replaces invalid "
                + "sequences with U+FFFD"
        case .tooLarge:
            return "\(problem); split it, or build the Highlighter with a larger maximumTextBytes"
        }
    }

    /// What is wrong, without the remedy: a tool that offers its own remedies (the command line's `--lossy`,
    /// `--max-bytes`) writes this, then them.
    package var problem: String {
        switch self {
        case .invalidUTF8(let offset):
            return "input is not valid UTF-8 (first invalid byte at offset \(offset))"
        case .tooLarge(let count, let limit):
            return "text is too large (\(count > limit + 1 ? "\(count)" : "over \(limit)") bytes; the limit is \(limit))"
        }
    }
}

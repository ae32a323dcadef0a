/// Why text could not be accepted.
public enum TextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input is not valid UTF-8; `byteOffset` is where the first invalid sequence starts.
    case invalidUTF8(byteOffset: Int)

    public var description: String {
        switch self {
        case .invalidUTF8(let offset):
            return "input is not valid UTF-8 (first invalid byte at offset \(offset)); "
                + "fix the encoding or pass --lossy to replace invalid sequences with U+FFFD"
        }
    }
}

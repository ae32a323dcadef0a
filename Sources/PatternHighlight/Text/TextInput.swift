/// Accepting text from outside: validate UTF-8 once, or repair it.
public enum TextInput {
    /// Checks that `bytes` are valid UTF-8.
    /// - Throws: ``TextError/invalidUTF8(byteOffset:)`` at the first invalid sequence.
    /// - Complexity: O(n).
    public static func validate(_ bytes: [UInt8]) throws(TextError) {
        if let offset = UTF8Validator.firstInvalidOffset(in: bytes) { throw .invalidUTF8(byteOffset: offset) }
    }

    /// `bytes` with every invalid UTF-8 sequence replaced by U+FFFD, and whether anything was replaced.
    public static func repairing(_ bytes: [UInt8]) -> (bytes: [UInt8], replaced: Bool) {
        UTF8Validator.repairing(bytes)
    }
}

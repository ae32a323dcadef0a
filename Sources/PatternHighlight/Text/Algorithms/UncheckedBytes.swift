/// Bytes read without a bounds check per access, for the loops that walk text a byte at a time: one of the few named
/// files where the library holds a pointer (with ``ByteWords``, ``ByteBlockScanner``, ``UTF8Validator``,
/// ``UTF8Counter`` and `CompiledRegex`), so that the loops themselves are safe Swift.
///
/// A view exists only inside the closure that makes it (`Array.withUncheckedBytes(_:)`,
/// `String.UTF8View.withUncheckedBytes(_:)`). Its subscript checks the offset in debug builds and not in
/// release builds, as `UnsafeBufferPointer`'s does: every caller bounds its offsets by its own loop condition.
struct UncheckedBytes {
    private let buffer: UnsafeBufferPointer<UInt8>

    fileprivate init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// How many bytes the view holds.
    var count: Int { buffer.count }

    /// The byte at `offset`.
    @inline(__always)
    subscript(offset: Int) -> UInt8 { buffer[offset] }

    /// `self[offset..<offset + 8]` as one little-endian word (lane 0 = the first byte). Checked only in debug builds.
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        assert(offset >= 0 && offset <= count - 8, "UncheckedBytes: word out of bounds")
        return UInt64(littleEndian: ByteWords.word(in: buffer, at: offset))
    }

    /// The bytes of `range` (valid UTF-8) as a `String`.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
}

extension Array where Element == UInt8 {
    /// Calls `body` with a view of the array's bytes read without a bounds check per access.
    @inline(__always)
    func withUncheckedBytes<Result>(_ body: (UncheckedBytes) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { try body(UncheckedBytes($0)) }
    }
}

extension String.UTF8View {
    /// Calls `body` with a view of the string's UTF-8 bytes (made contiguous first when they are not).
    func withUncheckedBytes<Result>(_ body: (UncheckedBytes) throws -> Result) rethrows -> Result {
        if let result = try withContiguousStorageIfAvailable({ try body(UncheckedBytes($0)) }) { return result }
        return try Array(self).withUncheckedBytes(body)
    }
}

extension Array {
    /// Applies `update` to every element of `range` in place, with one uniqueness check for the whole range instead
    /// of one per element.
    @inline(__always)
    mutating func updateEach(in range: Range<Int>, _ update: (inout Element) -> Void) {
        withUnsafeMutableBufferPointer { elements in
            for index in range { update(&elements[index]) }
        }
    }
}

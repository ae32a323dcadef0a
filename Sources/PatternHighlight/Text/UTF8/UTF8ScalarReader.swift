/// Reads one Unicode scalar from UTF-8 bytes that may not have been validated yet, without ever reading past
/// the caller's end: for scans that validate in the same pass and discard their findings when the text turns out
/// not to be UTF-8 (``ByteBlockScanner`` with a validating pattern).
enum UTF8ScalarReader {
    /// The scalar value that starts at `offset` and its length in bytes (1–4), reading no byte at or past `end`.
    ///
    /// On valid UTF-8 this is the scalar there. On anything else it is some value and a length of at least 1 that
    /// stays within `end`, so a loop that steps by it ends.
    @inline(__always)
    static func scalar(in bytes: [UInt8], at offset: Int, end: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard offset + length <= end else { return (0xFFFD, 1) }
        switch length {
        case 2: return (UTF8Scalars.twoByteValue(lead, bytes[offset + 1]), 2)
        case 3: return (UTF8Scalars.threeByteValue(lead, bytes[offset + 1], bytes[offset + 2]), 3)
        default: return (UTF8Scalars.fourByteValue(lead, bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]), 4)
        }
    }
}

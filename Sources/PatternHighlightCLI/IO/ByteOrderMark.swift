/// U+FEFF at the very start of the input, as Windows editors save UTF-8 (`EF BB BF`): an encoding mark, not text.
///
/// Every mode skips it where its input begins — annotate's, split's and crosspost's text, the first line of batch
/// and stream — and so do the files the options read. Offsets count from after it. A U+FEFF anywhere else is text
/// (a zero width no-break space), counted and posted as the profile does.
enum ByteOrderMark {
    /// Its UTF-8 bytes.
    static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether `bytes` begin with the mark.
    static func begins(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: Self.bytes)
    }

    /// `bytes` without a leading mark.
    static func removing(from bytes: [UInt8]) -> [UInt8] {
        begins(bytes) ? Array(bytes.dropFirst(Self.bytes.count)) : bytes
    }
}

/// Unicode Normalization Form C, which twitter-text's `parseTweet` applies (`String.prototype.normalize()`) before
/// it counts.
///
/// The standard library composes through `String._nfcCodeUnits`, public (though underscored) and the same code
/// `String` comparison relies on; the core module needs no Foundation and no tables of its own for it.
enum NFCNormalization {
    /// The NFC form of `bytes[range]` (valid UTF-8) as UTF-8.
    ///
    /// Text whose scalars are all below U+0300 is already in NFC (no scalar there composes with one before it or
    /// decomposes), and is returned as it is without a pass through the normaliser.
    ///
    /// - Complexity: O(`range.count`).
    static func normalized(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8] {
        // U+0300 is the first scalar whose UTF-8 lead byte is 0xCC.
        if !bytes[range].contains(where: { $0 >= 0xCC }) { return Array(bytes[range]) }
        return String(decoding: bytes[range], as: UTF8.self)._nfcCodeUnits
    }
}

/// The cashtag rule after the `$` (`specs/bluesky-facets.md` §5): an ASCII letter and up to four more letters or
/// digits, followed by whitespace, the end, or one of `. , ; : ! ? ) " '` and `’`.
enum BlueskyCashtag {
    /// The longest ticker.
    static let maximumTickerLength = 5

    /// The ticker after the `$` at `at`, in `bytes[..<end]`, or `nil` when there is none.
    ///
    /// The regex's `[A-Za-z][A-Za-z0-9]{0,4}` backtracks in vain: a shorter ticker is always followed by a letter
    /// or digit, which no follower is. So the ticker is the whole run of letters and digits, or nothing.
    static func ticker(afterSigilAt at: Int, in bytes: [UInt8], end: Int) -> Range<Int>? {
        let start = at + 1
        guard start < end, BlueskyCharacters.ASCIIClass.letter.contains(bytes[start]) else { return nil }
        var tickerEnd = start + 1
        while tickerEnd < end && tickerEnd - start <= maximumTickerLength
            && BlueskyCharacters.ASCIIClass.alphanumeric.contains(bytes[tickerEnd])
        {
            tickerEnd += 1
        }
        guard tickerEnd - start <= maximumTickerLength, isFollower(in: bytes, at: tickerEnd, end: end) else { return nil }
        return start..<tickerEnd
    }

    /// Whether what is at `offset` may follow a ticker: the end, whitespace, `. , ; : ! ? ) " '` or `’` (U+2019,
    /// `E2 80 99`).
    private static func isFollower(in bytes: [UInt8], at offset: Int, end: Int) -> Bool {
        guard offset < end else { return true }
        if BlueskyCharacters.ASCIIClass.cashtagFollower.contains(bytes[offset]) { return true }
        if offset + 2 < end && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80 && bytes[offset + 2] == 0x99 { return true }
        return BlueskyCharacters.whitespaceLength(in: bytes, at: offset, end: end) > 0
    }
}

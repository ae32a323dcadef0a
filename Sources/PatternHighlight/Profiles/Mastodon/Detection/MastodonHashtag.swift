/// Mastodon 4.6's hashtag extractor (`Extractor.extract_hashtags_with_indices` with `Tag::HASHTAG_RE`) over one
/// paragraph.
///
/// A `#` or `＃` at the paragraph start or after a `space` character, then the first of the two name forms that
/// matches (`W` a `word` character, `S` a separator, `A` an `alpha` character):
/// 1. `W (W|S)* (A|S) (W|S)* W`: in the run of `W` and `S` after the sigil, which must begin with a `W`, up to its
///    last `W`, provided an `A` or `S` lies strictly between that `W` and the first character (greedy
///    backtracking ends the match there);
/// 2. the run of `W` after the sigil, if it holds an `A`.
///
/// A name followed by `://` loses a trailing `http` or `https` that has at least one character before it.
enum MastodonHashtag {
    /// Appends the paragraph's hashtags to `found`, in order.
    static func appendCandidates(in bytes: [UInt8], paragraph: Range<Int>, to found: inout [MastodonCandidate]) {
        var position = paragraph.lowerBound
        while position < paragraph.upperBound {
            let sigilLength: Int
            if bytes[position] == UInt8(ascii: "#") {
                sigilLength = 1
            } else if bytes[position] == 0xEF, position + 2 < paragraph.upperBound, bytes[position + 1] == 0xBC,
                bytes[position + 2] == 0x83
            {
                sigilLength = 3  // U+FF03
            } else {
                position += 1
                continue
            }
            let sigil = position
            position += sigilLength
            if sigil > paragraph.lowerBound {
                let previous = UTF8Scalars.scalar(in: bytes, before: sigil, lowerBound: paragraph.lowerBound)!.value
                guard MastodonCharacters.isSpace(previous) else { continue }
            }
            guard let nameEnd = nameEnd(in: bytes, from: position, limit: paragraph.upperBound) else { continue }
            position = nameEnd
            var end = nameEnd
            if UTF8Scalars.hasPrefix("://", in: bytes, at: nameEnd, end: paragraph.upperBound) {
                let name = sigil + sigilLength..<nameEnd
                if endsWith("https", bytes, name), name.count > 5 {
                    end -= 5
                } else if endsWith("http", bytes, name), name.count > 4 {
                    end -= 4
                }
            }
            found.append(MastodonCandidate(kind: .hashtag, range: sigil..<end, value: (sigil + sigilLength)..<end))
        }
    }

    /// Where the name after a sigil ends (`start` is just after the sigil), or `nil` when neither form matches.
    static func nameEnd(in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        guard start < limit else { return nil }
        // Form 1 over the run of W and S.
        let first = UTF8Scalars.scalar(in: bytes, at: start)
        if MastodonCharacters.isWord(first.value) {
            var position = start + first.length
            var lastWord = start  // the start of the last W
            var lastWordEnd = position
            var latestAlphaOrSeparator: Int?  // the start of the latest A or S after the first character
            var alphaOrSeparatorBeforeLastWord = false
            while position < limit {
                let scalar = UTF8Scalars.scalar(in: bytes, at: position)
                let isWord = MastodonCharacters.isWord(scalar.value)
                let isSeparator = MastodonCharacters.isHashtagSeparator(scalar.value)
                guard isWord || isSeparator else { break }
                if isWord {
                    if latestAlphaOrSeparator != nil { alphaOrSeparatorBeforeLastWord = true }
                    lastWord = position
                    lastWordEnd = position + scalar.length
                }
                if isSeparator || MastodonCharacters.isAlpha(scalar.value) { latestAlphaOrSeparator = position }
                position += scalar.length
            }
            if lastWord > start && alphaOrSeparatorBeforeLastWord { return lastWordEnd }
        }
        // Form 2: the run of W, with an A in it.
        var position = start
        var hasAlpha = false
        while position < limit {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            guard MastodonCharacters.isWord(scalar.value) else { break }
            if MastodonCharacters.isAlpha(scalar.value) { hasAlpha = true }
            position += scalar.length
        }
        return hasAlpha ? position : nil
    }

    private static func endsWith(_ suffix: StaticString, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard range.count >= length else { return false }
        return UTF8Scalars.hasPrefix(suffix, in: bytes, at: range.upperBound - length, end: range.upperBound)
    }
}

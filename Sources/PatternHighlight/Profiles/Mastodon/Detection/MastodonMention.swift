/// Mastodon's mention extractor (`Extractor.extract_mentions_or_lists_with_indices` with `Account::MENTION_RE`)
/// over one paragraph: `@user` or `@user@domain`, replayed as Ruby's `scan` walks the text.
///
/// - The `@` is ASCII and not preceded by `=`, `/` or a `word` character (the paragraph start is allowed).
/// - The username is runs of ``MastodonCharacters/isUsernameCharacter(_:)`` joined by runs of `.` or `-`; the
///   optional domain is runs of `word` characters joined the same way.
/// - A match followed by `@`, `＠`, a Latin accent or `://` is dropped, as is one whose domain is longer than 253
///   characters; scanning resumes after the dropped match either way.
enum MastodonMention {
    static let maximumDomainLength = 253

    /// Appends the paragraph's mentions to `found`, in order.
    static func appendCandidates(in bytes: [UInt8], paragraph: Range<Int>, to found: inout [MastodonCandidate]) {
        var position = paragraph.lowerBound
        while position < paragraph.upperBound {
            guard bytes[position] == UInt8(ascii: "@") else {
                position += 1
                continue
            }
            let sigil = position
            position += 1
            if sigil > paragraph.lowerBound {
                let previous = UTF8Scalars.scalar(in: bytes, before: sigil, lowerBound: paragraph.lowerBound)!.value
                if previous == 0x3D || previous == 0x2F || MastodonCharacters.isWord(previous) { continue }
            }
            let nameEnd = joinedRunsEnd(in: bytes, from: sigil + 1, limit: paragraph.upperBound, MastodonCharacters.isUsernameCharacter)
            guard nameEnd > sigil + 1 else { continue }
            var end = nameEnd
            var domainLength = 0
            if end + 1 < paragraph.upperBound, bytes[end] == UInt8(ascii: "@") {
                let domainEnd = joinedRunsEnd(in: bytes, from: end + 1, limit: paragraph.upperBound, MastodonCharacters.isWord)
                if domainEnd > end + 1 {
                    domainLength = scalarCount(in: bytes, (end + 1)..<domainEnd)
                    end = domainEnd
                }
            }
            position = end
            guard !rejectsMention(in: bytes, at: end, limit: paragraph.upperBound), domainLength <= maximumDomainLength
            else { continue }
            found.append(MastodonCandidate(kind: .mention, range: sigil..<end, value: (sigil + 1)..<end))
        }
    }

    /// `end_mention_match`: whether the text at `offset` starts with `@`, `＠`, a Latin accent or `://`.
    static func rejectsMention(in bytes: [UInt8], at offset: Int, limit: Int) -> Bool {
        guard offset < limit else { return false }
        if bytes[offset] == UInt8(ascii: "@") { return true }
        if UTF8Scalars.hasPrefix("://", in: bytes, at: offset, end: limit) { return true }
        let next = UTF8Scalars.scalar(in: bytes, at: offset).value
        return next == 0xFF20 || GrammarCharacters.isLatinAccent(next)
    }

    /// The end of `x+([.-]+x+)*` from `start` (greedy), with `x` the characters `accepts`; `start` when none.
    static func joinedRunsEnd(in bytes: [UInt8], from start: Int, limit: Int, _ accepts: (UInt32) -> Bool) -> Int {
        var end = start
        var position = start
        while position < limit {
            // One run of `x`.
            var runEnd = position
            while runEnd < limit {
                let scalar = UTF8Scalars.scalar(in: bytes, at: runEnd)
                guard accepts(scalar.value) else { break }
                runEnd += scalar.length
            }
            guard runEnd > position else { break }
            end = runEnd
            // A run of `.` or `-`, kept only if another run of `x` follows.
            var joinEnd = runEnd
            while joinEnd < limit, bytes[joinEnd] == UInt8(ascii: ".") || bytes[joinEnd] == UInt8(ascii: "-") { joinEnd += 1 }
            guard joinEnd > runEnd else { break }
            position = joinEnd
        }
        return end
    }

    static func scalarCount(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

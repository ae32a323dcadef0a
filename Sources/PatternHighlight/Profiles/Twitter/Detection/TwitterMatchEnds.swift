/// What twitter-text forbids right after a match (`endMentionMatch.js`, `endHashtagMatch.js`). A match followed
/// by one of these is dropped whole; the reference never retries a shorter match.
enum TwitterMatchEnds {
    /// After a mention, list or reply: `@`, `＠`, a Latin accent, or `://` (rejects `@user@host`,
    /// `@aliceìnheiro`, `@http://…`).
    static func rejectsMention(in bytes: [UInt8], at offset: Int, end: Int) -> Bool {
        guard offset < end else { return false }
        let value = UTF8Scalars.scalar(in: bytes, at: offset).value
        return value == 0x40 || value == 0xFF20 || GrammarCharacters.isLatinAccent(value)
            || UTF8Scalars.hasPrefix("://", in: bytes, at: offset, end: end)
    }

    /// After a hashtag: `#`, `＃` or `://` (rejects `#a#b`, `#http://…`).
    static func rejectsHashtag(in bytes: [UInt8], at offset: Int, end: Int) -> Bool {
        guard offset < end else { return false }
        let value = UTF8Scalars.scalar(in: bytes, at: offset).value
        return value == 0x23 || value == 0xFF03 || UTF8Scalars.hasPrefix("://", in: bytes, at: offset, end: end)
    }
}

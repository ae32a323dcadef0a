/// twitter-text's mention regex (`validMentionOrList.js`, ``TwitterPatterns/mention``) at one sigil, in Swift:
/// the pattern is ASCII apart from its preceding-character rule, which ``GrammarCharacters`` already mirrors, so
/// this gives exactly the regex's match without a PCRE2 call per `@`.
enum TwitterMentionRule {
    /// One match: the whole mention (sigil included), its name, and its `/list` slug if any.
    struct Match: Equatable {
        let range: Range<Int>
        let name: Range<Int>
        let list: Range<Int>?
    }

    static let maximumNameLength = 20
    static let maximumListLength = 25

    /// The regex's match anchored at the `@` or `＠` at `start` within `paragraph` (the regex's subject), or `nil`.
    static func match(in bytes: [UInt8], at start: Int, paragraph: Range<Int>) -> Match? {
        guard allowsMention(in: bytes, at: start, paragraphStart: paragraph.lowerBound) else { return nil }
        let nameStart = start + (bytes[start] == UInt8(ascii: "@") ? 1 : 3)
        var nameEnd = nameStart
        while nameEnd < paragraph.upperBound, nameEnd - nameStart < maximumNameLength, GrammarCharacters.isASCIIWordCharacter(bytes[nameEnd]) {
            nameEnd += 1
        }
        guard nameEnd > nameStart else { return nil }
        // `(/[A-Za-z][A-Za-z0-9_-]{0,24})?`, greedy, nothing after it in the pattern.
        var list: Range<Int>?
        if nameEnd + 1 < paragraph.upperBound, bytes[nameEnd] == UInt8(ascii: "/"), GrammarCharacters.isASCIILetter(bytes[nameEnd + 1]) {
            var listEnd = nameEnd + 2
            while listEnd < paragraph.upperBound, listEnd - nameEnd < maximumListLength + 1,
                GrammarCharacters.isASCIIWordCharacter(bytes[listEnd]) || bytes[listEnd] == UInt8(ascii: "-")
            {
                listEnd += 1
            }
            list = nameEnd..<listEnd
        }
        return Match(range: start..<(list?.upperBound ?? nameEnd), name: nameStart..<nameEnd, list: list)
    }

    /// ``TwitterPatterns/mentionPreceding``: the paragraph start, a character outside `[A-Za-z0-9_!#$%&*@＠]`, or
    /// `RT`/`RT:` (any case) after the start or after a character outside `[A-Za-z0-9_+~.-]`.
    static func allowsMention(in bytes: [UInt8], at start: Int, paragraphStart: Int) -> Bool {
        guard start > paragraphStart else { return true }
        let previous = UTF8Scalars.previousStart(in: bytes, before: start)
        if GrammarCharacters.allowsMentionAfter(UTF8Scalars.scalar(in: bytes, at: previous).value) { return true }
        func retweetMarker(endingAt end: Int) -> Bool {
            guard end - 2 >= paragraphStart, bytes[end - 2] | 0x20 == UInt8(ascii: "r"), bytes[end - 1] | 0x20 == UInt8(ascii: "t")
            else { return false }
            guard end - 2 > paragraphStart else { return true }
            let before = UTF8Scalars.previousStart(in: bytes, before: end - 2)
            return GrammarCharacters.allowsRetweetMarkerAfter(UTF8Scalars.scalar(in: bytes, at: before).value)
        }
        return retweetMarker(endingAt: start) || (bytes[start - 1] == UInt8(ascii: ":") && retweetMarker(endingAt: start - 1))
    }
}

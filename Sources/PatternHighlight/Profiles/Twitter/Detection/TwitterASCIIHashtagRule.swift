/// twitter-text's hashtag regex (``TwitterPatterns/hashtag``) at one `#`, in Swift, when ASCII alone decides it:
/// a `#` whose preceding character and whose run of tag characters (and the character ending that run) are ASCII.
/// In ASCII the hashtag classes are simply `[A-Za-z0-9_]` (alphanumerics) and `[A-Za-z]` (letters), and a run of
/// alphanumerics ended by anything else is a tag exactly when it holds a letter. Everything else — `＃`, a
/// non-ASCII neighbour, a tag in another script — is left to the regex.
enum TwitterASCIIHashtagRule {
    enum Outcome: Equatable {
        /// The regex's match and its `hashtagText` group.
        case match(Range<Int>, tag: Range<Int>)
        /// The regex does not match at this `#`.
        case noMatch
        /// ASCII does not decide: ask the regex.
        case undecided
    }

    /// The outcome of the hashtag regex anchored at `start` within `paragraph` (the regex's subject).
    static func outcome(in bytes: [UInt8], at start: Int, paragraph: Range<Int>) -> Outcome {
        guard bytes[start] == UInt8(ascii: "#") else { return .undecided }
        if start > paragraph.lowerBound {
            // `(?<=[\x{FE0E}\x{FE0F}])|(?<![&…alphanumerics])`: for an ASCII character, neither `&` nor `[A-Za-z0-9_]`.
            let previous = bytes[start - 1]
            guard previous < 0x80 else { return .undecided }
            if previous == UInt8(ascii: "&") || GrammarCharacters.isASCIIWordCharacter(previous) { return .noMatch }
        }
        let tagStart = start + 1
        var tagEnd = tagStart
        var hasLetter = false
        while tagEnd < paragraph.upperBound, GrammarCharacters.isASCIIWordCharacter(bytes[tagEnd]) {
            hasLetter = hasLetter || GrammarCharacters.isASCIILetter(bytes[tagEnd])
            tagEnd += 1
        }
        // What ends the run (and, for an empty run, follows the `#`: U+FE0F and U+20E3 are not ASCII) must be ASCII.
        guard tagEnd == paragraph.upperBound || bytes[tagEnd] < 0x80 else { return .undecided }
        return hasLetter ? .match(start..<tagEnd, tag: tagStart..<tagEnd) : .noMatch
    }
}

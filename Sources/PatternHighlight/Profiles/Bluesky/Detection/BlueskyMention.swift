/// The mention rule after the `@` (`specs/bluesky-facets.md` §2): `@([a-zA-Z0-9.-]+)\b`, the boundary an ASCII
/// one, then the handle checks of ``BlueskyDomain``.
enum BlueskyMention {
    /// The handle the reference's regex matches after the `@` at `at`, in `bytes[..<end]`, or `nil` when it
    /// matches nothing there. The handle is accepted or not by ``BlueskyDomain/isAcceptedHandle(in:_:)``.
    ///
    /// The run of handle characters is taken whole, then given back one character at a time until an ASCII word
    /// boundary follows it, as the regex backtracks: `@handle.com.` matches `handle.com`, `@a.b_` matches `a.`.
    ///
    /// - Complexity: O(n) in the length of the run.
    static func handle(afterSigilAt at: Int, in bytes: [UInt8], end: Int) -> Range<Int>? {
        let start = at + 1
        var runEnd = start
        while runEnd < end && BlueskyCharacters.ASCIIClass.handle.contains(bytes[runEnd]) { runEnd += 1 }
        let word = BlueskyCharacters.ASCIIClass.word
        var handleEnd = runEnd
        // Non-ASCII bytes are not word characters (PCRE2's `\b` without UCP).
        var followedByWord = runEnd < end && word.contains(bytes[runEnd])
        while handleEnd > start {
            let endsWithWord = word.contains(bytes[handleEnd - 1])
            if endsWithWord != followedByWord { return start..<handleEnd }
            followedByWord = endsWithWord
            handleEnd -= 1
        }
        return nil
    }
}

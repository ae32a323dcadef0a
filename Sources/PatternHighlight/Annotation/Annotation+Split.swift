extension Annotation {
    /// The text cut into the posts of a thread, each valid under the profile's own count.
    ///
    /// Consecutive parts are separated by whitespace only (Unicode White_Space, which belongs to no part) or touch (in
    /// text written without spaces), and no part is empty. Each part ends at the best cut that keeps it valid: the last
    /// line break at which the part uses at least half the limit; else the last sentence end (`.` `!` `?` `…` before
    /// whitespace, `。` `！` `？` and their kin anywhere, closing brackets after them allowed) likewise; else the last
    /// whitespace or line-break opportunity (UAX #14 in Chinese and Japanese: between two ideographs, never inside a
    /// katakana word or before `ー`, small kana or closing punctuation; Thai and Lao have none); else, for a word too
    /// long for one post, the last grapheme boundary outside an entity.
    /// An entity of the text is never cut unless it alone is over the limit (it is then cut on a grapheme boundary and
    /// listed in ``ThreadSplit/cutEntities``).
    ///
    /// "Valid" and "half the limit" are the profile's counting rule's (``CountingMethod/isPostable(_:validPrefix:)``,
    /// ``CountingMethod/reachesHalfLimit(_:)``; <doc:Posting#Threads> gives the built-in platforms'). Under a rule that
    /// ``CountingRule/countsContentWarning``, `contentWarning` counts in **every** part (a thread's replies carry the
    /// content warning of the post they answer).
    ///
    /// ```swift
    /// let longText = String(repeating: "A sentence of a long post. ", count: 20)  // 540 graphemes
    /// let annotation = Highlighter(profile: .bluesky).annotate(longText)
    /// for part in try annotation.split().parts { print(part.count.bluesky!.displayGraphemes, part.text.prefix(10)) }
    /// // 296 A sentence
    /// // 242 A sentence
    /// ```
    ///
    /// - Parameters:
    ///   - maxGraphemes: the most grapheme clusters a part may hold. Required under a rule without a length limit
    ///     (``CountingRule/limitsLength``); under the others a further limit, on top of the platform's (room for a
    ///     "1/5" added later, say); "half the limit" is then half of either.
    ///   - contentWarning: the content warning each part is posted with, under a rule that counts one
    ///     (``CountingRule/countsContentWarning``).
    /// - Throws: ``SplitError/noLimit(profile:)`` without a limit; ``SplitError/invalidGraphemeLimit(_:)``;
    ///   ``SplitError/unpostableCharacter(byteOffset:profile:)`` for a character that no part can hold;
    ///   ``SplitError/contentWarningTooLong(profile:used:limit:)`` for a `contentWarning` that leaves no room.
    /// - Complexity: O(n log p), n the text's length and p a part's.
    public func split(maxGraphemes: Int? = nil, contentWarning: String = "") throws(SplitError) -> ThreadSplit {
        try split(maxGraphemes: maxGraphemes, contentWarning: contentWarning, contentWarningLine: 0..<0)
    }

    /// ``split(maxGraphemes:contentWarning:)`` of a text whose first bytes, `contentWarningLine` (`CW: …`, a cross-post's
    /// content warning on a platform without a field for it), are posted whole in the first part, never cut and never
    /// a part alone.
    ///
    /// - Throws: ``SplitError/contentWarningTooLong(profile:used:limit:)`` for a content warning (the field or the
    ///   line) that leaves no room for the text.
    package func split(maxGraphemes: Int? = nil, contentWarning: String = "", contentWarningLine: Range<Int>) throws(SplitError) -> ThreadSplit {
        if let maxGraphemes, maxGraphemes <= 0 { throw .invalidGraphemeLimit(maxGraphemes) }
        guard profile.counting.limitsLength || maxGraphemes != nil else { throw .noLimit(profile: profile.id) }
        let splitter = ThreadSplitter(
            bytes: utf8, entities: entities, profile: profile, maxGraphemes: maxGraphemes,
            contentWarning: profile.counting.countsContentWarning ? Array(contentWarning.utf8) : [],
            contentWarningLine: contentWarningLine)
        return try splitter.split()
    }
}

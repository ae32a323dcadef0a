/// The document's count, kept as it is edited.
extension HighlightDocument {
    /// What a composer's length counter shows for the whole text, under the profile's ``Profile/counting`` rule:
    /// equal to `highlighter.annotate(text).count(contentWarning: contentWarning)` (``contentWarning``, the content warning,
    /// counts under a rule that counts one, Mastodon's; with none set, that is `annotate(text).count`), without
    /// counting the text.
    ///
    /// Every paragraph's count (`CountSummary`) is summed in the paragraph tree, and a long paragraph's chunks'
    /// in its chunk totals; an edit counts again only the words between the count cuts around it
    /// (`CountCuts`), so a keystroke costs O(log n + the edit's words). What a platform's count needs beyond
    /// that sum is kept by the profile's own state (`ProfileDocumentState`): where twitter's valid range ends,
    /// moved a few words by an edit near it; what Bluesky's app trims when it posts, read from the blank stretches
    /// on either side of each edit; the correction of Mastodon's count at the text's ends.
    ///
    /// ```swift
    /// var document = HighlightDocument("hi", highlighter: Highlighter(profile: .twitter))
    /// try document.replace(2..<2, in: .utf16, with: " 👋🏽")
    /// document.count.twitter?.weightedLength   // 5: "hi " 3, the emoji sequence 2
    /// ```
    ///
    /// Under a rule that counts a content warning (Mastodon's), which strips the text's ends and joins the
    /// ``contentWarning``, the paragraphs' sum is corrected at the text's two ends, reading a few hundred bytes there
    /// when an edit reaches them or the content warning changed (an edit between them keeps the correction); the
    /// whole text is counted only when it holds a U+2028 or U+2029 right after a URL's query (which may run on across
    /// it), is blank, or has more than 8 KB the server strips at an end or a NUL there on a line longer than that.
    ///
    /// - Complexity: O(1); O(log n + the spoiler text) under a rule that counts a content warning, but for the
    ///   cases above.
    public var count: TextCount {
        if !highlighter.profile.postsAsWritten { return postedCount }
        guard profileStates.keepsCount else {
            let total = tree.summary.count
            return profile.counting.count(total: total, validPrefix: total.normalizedLength)
        }
        let inputs = profileStates.countInputs(tree: tree)
        return profile.counting.count(total: inputs.total, validPrefix: inputs.validPrefix)
    }

    /// What the profile's states read of the document.
    var profileContext: ProfileDocumentContext {
        ProfileDocumentContext(tree: tree, counting: profile.counting, recorder: scanRecorder)
    }

    /// The bytes `range` (UTF-8 offsets) of the text, read from the paragraphs it overlaps.
    ///
    /// - Complexity: O(log n + `range.count`).
    func utf8Bytes(in range: Range<Int>) -> [UInt8] {
        tree.utf8Bytes(in: range)
    }
}

/// The document's count, kept as it is edited.
extension HighlightDocument {
    /// What a composer's length counter shows for the whole text, under the profile's ``Profile/counting`` rule:
    /// equal to `highlighter.annotate(text).count(contentWarning: contentWarning)` (``contentWarning``, the content warning,
    /// counts under a rule that ``CountingRule/countsContentWarning``; with none set, that is `annotate(text).count`), without
    /// counting the text.
    ///
    /// Every paragraph's count (`CountSummary`) is summed in the paragraph tree, and a long paragraph's chunks'
    /// in its chunk totals; an edit counts again only the words between the count cuts around it
    /// (`CountCuts`), so a keystroke costs O(log n + the edit's words). What a platform's count needs beyond
    /// that sum is kept by the state its counting method makes (`ProfileDocumentState`), which follows each edit
    /// reading only around it and the text's ends (<doc:Counting> gives the built-in platforms').
    ///
    /// ```swift
    /// var document = HighlightDocument("hi", highlighter: Highlighter(profile: .twitter))
    /// try document.replace(2..<2, in: .utf16, with: " 👋🏽")
    /// document.count.twitter?.weightedLength   // 5: "hi " 3, the emoji sequence 2
    /// ```
    ///
    /// Under a rule that counts the whole text at once (``CountingMethod/countsWholeText``), joining the
    /// ``contentWarning`` to it, the method's state corrects the paragraphs' sum where it can (reading a few hundred
    /// bytes at the text's ends when an edit reaches them or the content warning changed) and counts the whole text
    /// only where it cannot.
    ///
    /// - Complexity: O(1); O(log n + the content warning) under a rule that counts a content warning, but where the
    ///   whole text is counted.
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

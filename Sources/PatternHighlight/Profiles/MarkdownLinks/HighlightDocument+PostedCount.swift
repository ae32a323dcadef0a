extension HighlightDocument {
    /// ``count`` under ``Highlighter/Options/markdownLinks``: the count of the text as the platform posts it
    /// (``PostedText``), kept by the profile's state as the document is edited (`MarkdownLinkDocumentState`).
    ///
    /// - Complexity: O(1) plus the posted document's count; O(n) only for a recognizer that keeps no posted text.
    var postedCount: TextCount {
        if let count = profileStates.postedCount { return count }
        return profile.counting.count(utf8: PostedText(self).utf8, contentWarning: Array(contentWarning.utf8))
    }
}

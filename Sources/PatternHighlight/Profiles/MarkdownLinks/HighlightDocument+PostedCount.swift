extension HighlightDocument {
    /// ``count`` under ``Highlighter/Options/markdownLinks``: the count of the text as the platform posts it
    /// (``MarkdownLinkPost``), with the document's content warning.
    ///
    /// - Complexity: O(n): the posted text is made and counted whole on each read.
    var postedCount: TextCount {
        profile.counting.count(utf8: MarkdownLinkPost(self).utf8, contentWarning: Array(spoilerText.utf8))
    }
}

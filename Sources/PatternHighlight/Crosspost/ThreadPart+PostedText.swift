extension ThreadPart {
    /// The part's text as its platform posts it: with ``Highlighter/Options/markdownLinks`` its links in their posted
    /// form (``markdownLinkPost``), otherwise ``text``. What a cross-post's post carries.
    package var postedText: String { markdownLinkPost?.text ?? text }
}

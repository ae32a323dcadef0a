extension ThreadPart {
    /// The part's text as its platform posts it: with ``Highlighter/Options/markdownLinks`` its links in their posted
    /// form (``posted``), otherwise ``text``. What a cross-post's post carries.
    package var postedText: String { posted?.text ?? text }
}

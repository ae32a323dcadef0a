extension Profile {
    /// The same profile with markdown links as a kind of their own (``EntityKind/link``): what a highlighter built
    /// with ``Highlighter/Options/markdownLinks`` uses.
    func withMarkdownLinks() -> Profile {
        guard !hasMarkdownLinks else { return self }
        return Profile(
            name: name, kinds: kinds + [.link], recognizer: MarkdownLinkRecognizer(baseProfile: self), counting: counting,
            policy: policy)
    }
}

extension Profile {
    /// The posting door: `bytes` (valid UTF-8) with its `entities` as the platform receives them, or `nil` when the
    /// platform receives the text as written. Every count, split and post of a text asks here, and nowhere else is
    /// it decided how a text is posted (today: markdown links shown as the platform shows them).
    ///
    /// - Complexity: O(n) when the text is posted otherwise than as written, else O(1).
    func posting(_ bytes: [UInt8], entities: [Entity]) -> PostedText? {
        guard !postsAsWritten else { return nil }
        return PostedText(posting: bytes, entities: entities, as: policy.markdownLinkPosting)
    }

    /// Whether the platform receives every text as written, so that a count of the text is the count of the post.
    package var postsAsWritten: Bool { !hasMarkdownLinks }
}

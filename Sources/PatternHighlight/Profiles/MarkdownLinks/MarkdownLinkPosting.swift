/// How a platform posts a markdown link (``EntityKind/link``): each profile's composer policy says which.
public enum MarkdownLinkPosting: Sendable, Hashable {
    /// The label alone, the URL a rich-text link on the label's bytes.
    case labelWithLink
    /// `label (url)`, or the URL alone when the label is the URL, or the URL or its host without the scheme: a
    /// platform that links URLs found in plain text, which counts the URL as it counts any.
    case labelThenURL
    /// The markup as written.
    case asWritten
}

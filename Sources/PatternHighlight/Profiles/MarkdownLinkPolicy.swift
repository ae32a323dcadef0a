/// How a platform posts a markdown link (``Highlighter/Options/markdownLinks``): a focused part of a profile's policy
/// (``ComposerPolicy``). A policy that does not adopt it posts a markdown link as written.
public protocol MarkdownLinkPolicy: Sendable {
    /// How the platform posts a markdown link.
    var markdownLinkPosting: MarkdownLinkPosting { get }
}

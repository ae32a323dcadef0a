/// What the profile's composer policy decides, read by the command line's `--help` (which says it of every
/// registered profile without a sentence of the platform's own).
extension Profile {
    /// The kinds whose name, being typed, is an active token (``ComposerPolicy/tokenKinds``).
    package var tokenKinds: [EntityKind] { policy.tokenKinds }

    /// How the platform posts a markdown link (``MarkdownLinkPolicy``; as written when its policy does not say).
    package var markdownLinkPosting: MarkdownLinkPosting { policy.markdownLinkPosting }
}

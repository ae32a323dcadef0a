/// Something a cross-post would get wrong on one target unless the person changes the draft (``Crosspost/warnings``).
public struct CrosspostWarning: Sendable, Hashable {
    /// What is wrong; the raw value is the command line's `code`.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// A link the draft writes (another target links it) that this target does not link (a bare domain, where
        /// only a URL with a scheme is linked).
        case unlinkedURL = "unlinked-url"
        /// A link or mention domain whose host has a look-alike label (``Entity/hostWarning``).
        case hostWarning = "host-warning"
        /// A content warning was given, and this target has no field for it (and no `CW:` prefix was asked for).
        case noContentWarningField = "no-content-warning-field"
        /// A person of the directory has no account on this target: the mention is posted as plain text.
        case mentionNotOnPlatform = "mention-not-on-platform"
        /// A mention in another platform's form that the directory does not know: this target would link another
        /// account, or nothing.
        case foreignMention = "foreign-mention"
        /// A markdown link (``Highlighter/Options/markdownLinks``) whose label shows another host than the one it
        /// goes to (``Entity/facade``): warned on every target.
        case linkFacade = "link-facade"
    }

    /// The target's platform.
    public let profile: Profile.ID
    /// The draft's stretch it is about, in UTF-8 bytes (empty at 0 for the whole draft).
    public let range: Range<Int>
    /// What is wrong.
    public let code: Code
    /// One English sentence that says what happens and what to do.
    public let message: String
}

/// A Mastodon status, what a client sends to the API (``PlatformPost``): the status text and its content warning
/// (`spoiler_text`, empty for none), which the server counts with the text.
public struct MastodonStatus: PlatformPost {
    /// The status text.
    public let status: String
    /// The content warning, sent as `spoiler_text`; empty for none.
    public let contentWarning: String

    /// A status of `status` behind `contentWarning`.
    public init(status: String, contentWarning: String = "") {
        self.status = status
        self.contentWarning = contentWarning
    }

    /// The status text.
    public var text: String { status }

    /// `[("status", status), ("spoiler_text", contentWarning)]`.
    public var textMembers: [(name: String, value: String)] { [("status", status), ("spoiler_text", contentWarning)] }
}

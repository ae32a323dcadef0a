/// One target of a ``CrosspostDocument``: its count of the draft, whether it fits and by how much it is over, and
/// after an edit what the edit changed for it.
public struct CrosspostDocumentTarget: Sendable {
    /// The target's profile.
    public let profile: Profile
    /// The target's count of the whole text (``HighlightDocument/count``).
    public let count: TextCount
    /// What a composer's counter shows: the figure the platform limits, out of its limit.
    public let counter: CrosspostCounter
    /// Whether the text fits in one post there (Bluesky: the app's posted text).
    public let valid: Bool
    /// By how much it exceeds the limit, in the platform's unit; 0 when it fits.
    public let over: Int
    /// What the edit changed in this target's document (``CrosspostUpdate``); `nil` in ``CrosspostDocument/targets``.
    public let update: DocumentUpdate?

    init(profile: Profile, count: TextCount, platform: any CrosspostPlatform, update: DocumentUpdate? = nil) {
        self.profile = profile
        self.count = count
        self.counter = platform.counter(count)
        self.valid = profile.counting.isPostable(count)
        self.over = valid ? 0 : platform.overLimit(count)
        self.update = update
    }
}

/// One target of a ``CrosspostDocument``: its count of the draft, whether it fits and by how much it is over, and
/// after an edit what the edit changed for it.
public struct CrosspostDocumentTarget: Sendable {
    /// The target's profile.
    public let profile: Profile
    /// The target's count of the whole text (``HighlightDocument/count``).
    public let count: TextCount
    /// Whether the text fits in one post there: what the platform would post
    /// (``CountingMethod/isPostable(_:validPrefix:)``).
    public let valid: Bool
    /// What the edit changed in this target's document (``CrosspostUpdate``); `nil` in ``CrosspostDocument/targets``.
    public let update: DocumentUpdate?
    private let platform: any CrosspostPlatform

    /// By how much the text exceeds the limit, in the platform's unit; 0 when it fits.
    ///
    /// - Complexity: O(1); worked out on each access (a keystroke that does not read it does not pay for it).
    public var over: Int { valid ? 0 : platform.overLimit(count) }

    /// What a composer's counter shows: the figure the platform limits, out of its limit.
    ///
    /// - Complexity: O(1); worked out on each access.
    public var counter: CrosspostCounter { platform.counter(count) }

    init(profile: Profile, count: TextCount, platform: any CrosspostPlatform, update: DocumentUpdate? = nil) {
        self.profile = profile
        self.count = count
        self.valid = profile.counting.isPostable(count)
        self.update = update
        self.platform = platform
    }
}

/// What one target platform gets of a draft (``Crosspost/targets``): its count of the draft as it would be posted
/// in one post, whether and by how much it is over, what it links, and its thread.
public struct CrosspostTarget: Sendable {
    /// The target's profile.
    public let profile: Profile
    /// The whole draft as this target posts it in one post: mentions in its form, the content-warning prefix when
    /// one was asked for.
    public let text: String
    /// The whole draft as this target would post it in one post (mentions in its form, the content-warning prefix
    /// or field), counted by its rule.
    public let count: TextCount
    /// What a composer's counter shows for it: the figure the platform limits, out of its limit.
    public let counter: CrosspostCounter
    /// Whether it fits in one post: what the platform would accept (``CountingMethod/isPostable(_:validPrefix:)``).
    public let valid: Bool
    /// By how much it exceeds the limit, in the platform's unit; 0 when it fits.
    public let over: Int
    /// What the target links, in UTF-8 ranges of the draft (a translated mention covers the mention as written).
    public let entities: [Entity]
    /// The near-miss hints of the text as this target posts it (``Hint``), in UTF-8 ranges of the draft: always looked
    /// for in a cross-post, so that a composer can say why this platform does not link what another does.
    public let hints: [Hint]
    /// The thread this target gets, by its own count; one part when the draft fits.
    public let parts: [CrosspostPart]
    /// The entities that had to be cut between parts, in the posted text's UTF-8 ranges (each alone is over the limit).
    public let cutEntities: [Entity]
    /// Why the target cannot post the draft even in a thread (a content warning that leaves no room, a character the
    /// platform refuses), or `nil`; ``parts`` is then empty and ``valid`` false.
    public let failure: SplitError?
}

/// What a composer's counter shows under a draft for one platform: the figure that platform limits and its limit,
/// `used/limit`, as the platform's ``CrosspostPlatform/counter(_:)`` says. Coded as `{"used", "limit"}`.
public struct CrosspostCounter: Sendable, Hashable, Codable {
    /// The figure, in the platform's unit.
    public let used: Int
    /// The most it may be.
    public let limit: Int

    /// A counter showing `used` out of `limit` (a platform's ``CrosspostPlatform/counter(_:)``).
    public init(used: Int, limit: Int) {
        self.used = used
        self.limit = limit
    }
}

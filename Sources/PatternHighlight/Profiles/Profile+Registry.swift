/// The built-in profiles: each platform's folder defines its own (`Profile.twitter` in `Twitter/`), and this list is
/// the one place that registers it.
extension Profile {
    private static let registry: [(name: String, make: @Sendable () -> Profile)] = [
        ("twitter", { .twitter }),
        ("bluesky", { .bluesky }),
        ("mastodon", { .mastodon }),
        ("simple", { .simple }),
    ]

    /// Every built-in profile, in ``allNames``' order.
    public static var all: [Profile] { registry.map { $0.make() } }

    /// The built-in profiles' names. Reading them makes no profile (the twitter profile's patterns take
    /// milliseconds to compile).
    public static let allNames = registry.map(\.name)

    /// The built-in profile called `name`, or `nil`; only that profile is made.
    public static func named(_ name: String) -> Profile? {
        registry.first { $0.name == name }?.make()
    }
}

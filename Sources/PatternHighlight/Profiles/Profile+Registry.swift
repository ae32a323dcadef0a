/// The registered profiles: each platform's folder declares its registration (a static member of
/// ``ProfileRegistration``), this list is the one place that registers the built-in ones, and ``register(_:)`` adds
/// others.
extension Profile {
    private static let registry = Locked<[ProfileRegistration]>([.twitter, .bluesky, .mastodon, .simple])

    /// Registrations in force only inside ``withRegistered(_:_:)`` (and the tasks it starts).
    @TaskLocal private static var scopedRegistrations: [ProfileRegistration] = []

    /// The registrations, in registration order: ``register(_:)``'s, then those of the enclosing
    /// ``withRegistered(_:_:)`` calls (which replace one of the same name).
    public static var registrations: [ProfileRegistration] {
        let scoped = scopedRegistrations
        let registered = registry.withLock { $0 }
        guard !scoped.isEmpty else { return registered }
        return registered.filter { registration in !scoped.contains { $0.name == registration.name } } + scoped
    }

    /// Runs `body` with `registration` registered for it and the tasks it starts alone: a test defines a profile
    /// without changing what other tests running at the same time see.
    public static func withRegistered<Result>(
        _ registration: ProfileRegistration, _ body: () throws -> Result
    ) rethrows -> Result {
        try $scopedRegistrations.withValue(scopedRegistrations + [registration], operation: body)
    }

    /// Registers a profile (replacing one of the same name), for `named(_:)`, `all` and the command line.
    public static func register(_ registration: ProfileRegistration) {
        registry.withLock { registrations in
            if let index = registrations.firstIndex(where: { $0.name == registration.name }) {
                registrations[index] = registration
            } else {
                registrations.append(registration)
            }
        }
    }

    /// Every registered profile, in ``allNames``' order.
    public static var all: [Profile] { registrations.map { $0.make() } }

    /// The registered profiles' names, the built-in ones first. Reading them makes no profile (a profile's patterns
    /// may take milliseconds to compile).
    public static var allNames: [String] { registrations.map(\.name) }

    /// The registered profile called `name`, or `nil`; only that profile is made.
    public static func named(_ name: String) -> Profile? {
        registrations.first { $0.name == name }?.make()
    }

    /// The command-line options the registered profiles declare, each once, in registration order; making no profile.
    public static var declaredOptions: [ProfileOption] {
        var names: Set<String> = []
        return registrations.flatMap(\.options).filter { names.insert($0.name).inserted }
    }

    /// The output formats the registered profiles declare, each once; making no profile.
    public static var declaredFormats: [ProfileFormat] {
        var names: Set<String> = []
        return registrations.flatMap(\.formats).filter { names.insert($0.name).inserted }
    }

    /// The names of the registered profiles whose count includes a content warning, for the errors that
    /// refuse one elsewhere; makes every registered profile.
    package static var contentWarningCounters: [String] {
        registrations.filter { $0.make().counting.countsContentWarning }.map(\.name)
    }

    /// The registration of this profile's name, when one is registered.
    public var registration: ProfileRegistration? {
        Profile.registrations.first { $0.name == name }
    }
}

/// What registers a profile: its name, how to make it (only when asked: the twitter profile's patterns take
/// milliseconds to compile), and what it declares for the command line — its own options and output formats — so
/// that listing them makes no profile. The built-in profiles register through this door (each platform's folder
/// declares its registration, ``Profile`` lists them), and so may a profile defined elsewhere
/// (``Profile/register(_:)``).
public struct ProfileRegistration: Sendable {
    /// `--profile NAME`.
    public let name: String
    /// The profile's own command-line options.
    public let options: [ProfileOption]
    /// The output formats only this profile has.
    public let formats: [ProfileFormat]
    /// Makes the profile.
    public let make: @Sendable () -> Profile

    public init(
        name: String, options: [ProfileOption] = [], formats: [ProfileFormat] = [], make: @escaping @Sendable () -> Profile
    ) {
        self.name = name
        self.options = options
        self.formats = formats
        self.make = make
    }
}

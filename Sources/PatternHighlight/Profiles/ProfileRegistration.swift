/// What registers a profile: its name, how to make it (only when asked: the twitter profile's patterns take
/// milliseconds to compile), and what it declares for the command line — its own options, output formats and what
/// `--help` says of it (``ProfileHelp``) — so that listing them makes no profile. The built-in profiles register
/// through this door (each platform's folder declares its registration, ``Profile`` lists them), and so may a
/// profile defined elsewhere (``Profile/register(_:)``).
public struct ProfileRegistration: Sendable {
    /// `--profile NAME`.
    public let name: String
    /// The profile's own command-line options.
    public let options: [ProfileOption]
    /// The output formats only this profile has.
    public let formats: [ProfileFormat]
    /// What `--help` says of the profile, by topic (its count, card, split, posts …); nothing by default.
    public let help: ProfileHelp
    /// Makes the profile.
    public let make: @Sendable () -> Profile

    /// The registration of the profile called `name`, made by `make`, with its own command-line `options`, output
    /// `formats` and `help`.
    public init(
        name: String, options: [ProfileOption] = [], formats: [ProfileFormat] = [], help: ProfileHelp = ProfileHelp(),
        make: @escaping @Sendable () -> Profile
    ) {
        self.name = name
        self.options = options
        self.formats = formats
        self.help = help
        self.make = make
    }
}

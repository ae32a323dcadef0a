/// What registers a profile: its name, how to make it (only when asked: the twitter profile's patterns take
/// milliseconds to compile), and what it declares for the command line — its own options, output formats and the
/// lines `--help` says of its count — so that listing them makes no profile. The built-in profiles register through this door (each platform's folder
/// declares its registration, ``Profile`` lists them), and so may a profile defined elsewhere
/// (``Profile/register(_:)``).
public struct ProfileRegistration: Sendable {
    /// `--profile NAME`.
    public let name: String
    /// The profile's own command-line options.
    public let options: [ProfileOption]
    /// The output formats only this profile has.
    public let formats: [ProfileFormat]
    /// What `--help` says of the profile's count (the members it adds to the JSON's `"count"`, what `"valid"` means
    /// there), in lines of at most 120 characters; none by default.
    public let countHelp: [String]
    /// Makes the profile.
    public let make: @Sendable () -> Profile

    /// The registration of the profile called `name`, made by `make`, with its own command-line `options`, output
    /// `formats` and `countHelp`.
    public init(
        name: String, options: [ProfileOption] = [], formats: [ProfileFormat] = [], countHelp: [String] = [],
        make: @escaping @Sendable () -> Profile
    ) {
        self.name = name
        self.options = options
        self.formats = formats
        self.countHelp = countHelp
        self.make = make
    }
}

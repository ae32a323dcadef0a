/// What registers a profile: its name, how to make it (only when asked: the twitter profile's patterns take
/// milliseconds to compile), and what it declares for the command line — its own options and output formats — so
/// that listing them makes no profile. The built-in profiles register through this door (each platform's folder
/// declares its registration, ``Profile`` lists them), and so may a profile defined elsewhere
/// (``Profile/register(_:)``).
package struct ProfileRegistration: Sendable {
    /// `--profile NAME`.
    package let name: String
    /// The profile's own command-line options.
    package let options: [ProfileOption]
    /// The output formats only this profile has.
    package let formats: [ProfileFormat]
    /// Makes the profile.
    package let make: @Sendable () -> Profile

    package init(
        name: String, options: [ProfileOption] = [], formats: [ProfileFormat] = [], make: @escaping @Sendable () -> Profile
    ) {
        self.name = name
        self.options = options
        self.formats = formats
        self.make = make
    }
}

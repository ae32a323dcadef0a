/// A command-line option a profile declares for itself (its count's settings, say): it changes how that profile
/// counts. The command line's one option table lists the shared options and every registered
/// profile's (``Profile/declaredOptions``), and parses, checks and documents them alike, naming no profile.
public struct ProfileOption: Sendable {
    /// What an option given while another profile is chosen does.
    public enum Elsewhere: Sendable {
        /// It is accepted and has no effect (a default that only one profile reads).
        case ignored
        /// It is a usage error.
        case refused
    }

    /// The option as written, `--` included (by convention the profile's name begins it: `--NAME-…`).
    public let name: String
    /// How `--help` names the value: `N`, or the choices, `a|b|c`.
    public let placeholder: String
    /// One line for `--help`, without the default.
    public let summary: String
    /// The default, as `--help` shows it.
    public let defaultValue: String?
    /// What the option does under another profile.
    public let elsewhere: Elsewhere
    /// What a value must be, for the usage error that refuses one.
    public let expected: String
    /// Whether `value` is one the option takes.
    public let accepts: @Sendable (_ value: String) -> Bool
    /// The profile with a value the option ``accepts`` applied (given in the order the options were).
    public let apply: @Sendable (Profile, _ value: String) -> Profile

    public init(
        name: String, placeholder: String, summary: String, defaultValue: String?, elsewhere: Elsewhere, expected: String,
        accepts: @escaping @Sendable (String) -> Bool, apply: @escaping @Sendable (Profile, String) -> Profile
    ) {
        self.name = name
        self.placeholder = placeholder
        self.summary = summary
        self.defaultValue = defaultValue
        self.elsewhere = elsewhere
        self.expected = expected
        self.accepts = accepts
        self.apply = apply
    }

    /// `text` as a positive whole number, when it is one.
    public static func positive(_ text: String) -> Int? {
        guard let number = Int(text), number > 0 else { return nil }
        return number
    }
}

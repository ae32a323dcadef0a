/// A command-line option a profile declares for itself (`--twitter-config`, `--mastodon-max-characters`): it changes
/// how that profile counts. The command line's one option table lists the shared options and every registered
/// profile's (``Profile/declaredOptions``), and parses, checks and documents them alike, naming no profile.
package struct ProfileOption: Sendable {
    /// What an option given while another profile is chosen does.
    package enum Elsewhere: Sendable {
        /// It is accepted and has no effect (a default that only one profile reads).
        case ignored
        /// It is a usage error.
        case refused
    }

    /// `--twitter-config`.
    package let name: String
    /// How `--help` names the value: `v1|v2|v3`, `N`.
    package let placeholder: String
    /// One line for `--help`, without the default.
    package let summary: String
    /// The default, as `--help` shows it.
    package let defaultValue: String?
    /// What the option does under another profile.
    package let elsewhere: Elsewhere
    /// What a value must be, for the usage error that refuses one.
    package let expected: String
    /// Whether `value` is one the option takes.
    package let accepts: @Sendable (_ value: String) -> Bool
    /// The profile with a value the option ``accepts`` applied (given in the order the options were).
    package let apply: @Sendable (Profile, _ value: String) -> Profile

    init(
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
    static func positive(_ text: String) -> Int? {
        guard let number = Int(text), number > 0 else { return nil }
        return number
    }
}

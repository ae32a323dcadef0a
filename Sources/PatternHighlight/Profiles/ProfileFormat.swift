/// An output format only some profiles have (a platform's own record, say): the profile declares it, the formats
/// module writes it, and the command line refuses it under a profile that does not declare it.
public struct ProfileFormat: Sendable, Hashable {
    /// `--format NAME`.
    public let name: String
    /// What it writes, for `--help` and for the usage error under another profile.
    public let summary: String

    public init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}

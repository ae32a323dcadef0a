/// A platform's identity: what names a profile in a directory, a warning, a verdict or a lookup, whatever the options
/// it runs with (``Profile/twitter`` counted by `v2` and by `v3` is one platform, ``Profile/ID/twitter``).
///
/// ```swift
/// Profile.twitter.id == .twitter                                      // true
/// Profile.twitter.counting(.twitter(.v2)).id == Profile.twitter.id    // true: the same platform
/// let directory = try MentionDirectory([[.twitter: "jack", .bluesky: "jack.bsky.social"]])
/// ```
///
/// Each platform's folder declares its own (a static member of `Profile.ID`). A literal (`"twitter"`) is an
/// identity too, so an identity read from a file or the command line is checked where it is used: a
/// ``MentionDirectory`` refuses one that names no cross-post target, naming the known ones.
extension Profile: Identifiable {
    /// A platform's identity, its profile's ``Profile/name`` (`"twitter"`), coded as that string.
    public struct ID: Sendable, Hashable, Comparable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The profile's name.
        public let rawValue: String

        /// The identity of the profile named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The identity of the profile named `value`.
        public init(stringLiteral value: String) { self.init(rawValue: value) }

        /// The profile's name.
        public var description: String { rawValue }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// This profile's platform.
    public var id: ID { ID(rawValue: name) }
}

/// Coded as the profile's name, a JSON string (`"twitter"`).
extension Profile.ID: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

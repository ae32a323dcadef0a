/// A directory of people for cross-posting: each person's handle on each platform, so that a mention written in any
/// platform's form (<doc:Crossposting#Mentions>) is posted on every target in that target's form (``Crosspost``).
///
/// ```swift
/// let directory = try MentionDirectory([[.twitter: "jack", .bluesky: "jack.bsky.social"]])
/// directory.person(named: "JACK.bsky.social")?.handles[.twitter]   // "jack"
/// ```
///
/// Handles are written without `@` and compared without regard to ASCII case.
public struct MentionDirectory: Sendable, Hashable {
    /// One person: a handle per platform, by the ``Profile/ID`` of a registered cross-post target
    /// (``Profile/isCrosspostTarget``).
    public struct Person: Sendable, Hashable {
        /// The person's handle on each platform, without `@`.
        public let handles: [Profile.ID: String]
    }

    /// The people, in the order given.
    public let people: [Person]
    /// Every handle, lower-cased, to the index of its person.
    private let index: [String: Int]

    /// A directory of `people`, each a handle per platform.
    ///
    /// - Throws: ``CrosspostError/unknownPlatform(_:known:)`` for a key that names no platform a cross-post can target
    ///   (`"twiter"`); ``CrosspostError/invalidHandle(_:profile:)`` for a handle that is empty, starts with `@` or holds
    ///   white space; ``CrosspostError/duplicateHandle(_:)`` for a handle given to two people.
    public init(_ people: [[Profile.ID: String]]) throws(CrosspostError) {
        var index: [String: Int] = [:]
        let known = Profile.crosspostTargets
        for (number, person) in people.enumerated() {
            for (profile, handle) in person.sorted(by: { $0.key < $1.key }) {
                guard known.contains(profile) else { throw .unknownPlatform(profile, known: known) }
                guard !handle.isEmpty, !handle.hasPrefix("@"), !handle.unicodeScalars.contains(where: { $0.properties.isWhitespace })
                else { throw .invalidHandle(handle, profile: profile) }
                let key = handle.lowercased()
                if let other = index[key], other != number { throw .duplicateHandle(handle) }
                index[key] = number
            }
        }
        self.people = people.map(Person.init(handles:))
        self.index = index
    }

    /// An empty directory: every mention is left as written.
    public init() {
        people = []
        index = [:]
    }

    /// The person one of whose handles is `handle` (without `@`, any ASCII case), or `nil`.
    ///
    /// - Complexity: O(length of `handle`).
    public func person(named handle: some StringProtocol) -> Person? {
        index[handle.lowercased()].map { people[$0] }
    }
}

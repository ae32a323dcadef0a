import PatternHighlight

extension MentionDirectory {
    /// Reads a JSON list of people, each an object of platform name → handle:
    /// `[{"twitter": "jack", "bluesky": "jack.bsky.social", "mastodon": "jack@mastodon.social"}, …]` (any subset of
    /// the platforms per person).
    ///
    /// - Throws: ``MentionDirectoryFileError`` when the text is not such a list, names a platform that cannot be a
    ///   cross-post target, or a handle is not one.
    public init(json bytes: [UInt8]) throws(MentionDirectoryFileError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes)
        } catch {
            throw .invalidJSON(error.description)
        }
        guard case .array(let items) = document else { throw .notAList }
        let known = Profile.allNames.filter { Profile.named($0)?.isCrosspostTarget ?? false }
        var people: [[String: String]] = []
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item else { throw .personNotAnObject(index: index) }
            var person: [String: String] = [:]
            for member in members {
                guard known.contains(member.key) else { throw .unknownPlatform(index: index, profile: member.key, known: known) }
                guard case .string(let handle) = member.value else { throw .handleNotAString(index: index, profile: member.key) }
                person[member.key] = handle
            }
            people.append(person)
        }
        do {
            try self.init(people)
        } catch {
            throw .invalidDirectory(error)
        }
    }
}

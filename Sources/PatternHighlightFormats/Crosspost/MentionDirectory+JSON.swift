import PatternHighlight

extension MentionDirectory {
    /// Reads a JSON list of people, each an object of platform name → that person's handle there, without `@`
    /// (`[{"NAME": "HANDLE", …}, …]`, any subset of the platforms that can be cross-post targets per person).
    ///
    /// - Throws: ``MentionDirectoryFileError`` when the text is not such a list, a person has no handle, names a
    ///   platform that cannot be a cross-post target, or has a handle not in its platform's form (one the platform
    ///   would not link as that account, so that it would be posted unlinked).
    public init(json bytes: [UInt8]) throws(MentionDirectoryFileError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes)
        } catch {
            throw .invalidJSON(error.description)
        }
        guard case .array(let items) = document else { throw .notAList }
        let known = Profile.crosspostTargets
        let targets = known.compactMap { Profile.named($0.rawValue) }
        var people: [[Profile.ID: String]] = []
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item else { throw .personNotAnObject(index: index) }
            guard !members.isEmpty else { throw .personWithoutHandles(index: index, known: known) }
            var person: [Profile.ID: String] = [:]
            for member in members {
                guard let profile = targets.first(where: { $0.name == member.key }) else {
                    throw .unknownPlatform(index: index, profile: Profile.ID(rawValue: member.key), known: known)
                }
                guard case .string(let handle) = member.value else { throw .handleNotAString(index: index, profile: profile.id) }
                if let form = profile.mentionFormMissed(by: handle[...]) {
                    throw .notInPlatformForm(index: index, profile: profile.id, handle: handle, form: form)
                }
                person[profile.id] = handle
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

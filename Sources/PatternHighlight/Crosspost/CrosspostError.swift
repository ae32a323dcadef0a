/// Why a cross-post could not be made.
public enum CrosspostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No target was given.
    case noTargets
    /// A profile was given twice as a target.
    case duplicateTarget(Profile.ID)
    /// The profile cannot be a cross-post target (``Profile/isCrosspostTarget``).
    case notATarget(Profile.ID)
    /// A directory handle is empty, starts with `@` or holds white space.
    case invalidHandle(String, profile: Profile.ID)
    /// A directory names a platform that no registered cross-post target has (a misspelling: `twiter`); the known
    /// ones follow.
    case unknownPlatform(Profile.ID, known: [Profile.ID])
    /// A directory handle belongs to two people.
    case duplicateHandle(String)

    public var description: String {
        switch self {
        case .noTargets:
            let targets = Profile.crosspostTargets.map(\.rawValue).joined(separator: ",")
            return "no cross-post target: name at least one platform (--targets \(targets))"
        case .duplicateTarget(let name):
            return "the target \(name) is given twice: name each platform once"
        case .notATarget(let name):
            return "the \(name) profile cannot be a cross-post target (it says nothing about how its posts and mentions are written): choose among the platforms that can"
        case .invalidHandle(let handle, let profile):
            return "the \(profile) handle \"\(handle)\" in the mention directory is not a handle: write it without @ and without spaces"
        case .unknownPlatform(let name, let known):
            return "the mention directory names the platform \"\(name)\", which is none a cross-post can target: use one of \(known.map(\.rawValue).joined(separator: ", "))"
        case .duplicateHandle(let handle):
            return "the handle \"\(handle)\" belongs to two people in the mention directory: keep it on one"
        }
    }
}

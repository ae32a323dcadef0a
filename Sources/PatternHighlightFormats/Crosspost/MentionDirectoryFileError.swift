import PatternHighlight

/// Why a mention directory file (`--mentions FILE`) could not be used. Each message says what to fix.
public enum MentionDirectoryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not JSON: where and why, in words.
    case invalidJSON(String)
    /// The file is JSON but not a list of people.
    case notAList
    /// The person at this index (from 0) is not an object.
    case personNotAnObject(index: Int)
    /// A person's member is not a string.
    case handleNotAString(index: Int, profile: Profile.ID)
    /// A person's member names no platform that can be a cross-post target.
    case unknownPlatform(index: Int, profile: Profile.ID, known: [Profile.ID])
    /// The person at this index (from 0) has no handle; `known` are the platforms.
    case personWithoutHandles(index: Int, known: [Profile.ID])
    /// A handle is not in the form its platform links as that account (`form`, in words): it would be posted unlinked.
    case notInPlatformForm(index: Int, profile: Profile.ID, handle: String, form: String)
    /// A handle is not one, or belongs to two people.
    case invalidDirectory(CrosspostError)

    /// A list of one person with a handle on every platform that can be a cross-post target (the registered ones).
    private static var example: String {
        let members = Profile.crosspostTargets.map { #""\#($0.rawValue)": "…""# }
        return "[{\(members.joined(separator: ", "))}] (each handle in its platform's form, without @)"
    }

    public var description: String {
        switch self {
        case .invalidJSON(let problem):
            return "\(problem); expected a JSON list of people such as \(Self.example)"
        case .notAList:
            return "expected a JSON list of people such as \(Self.example)"
        case .personNotAnObject(let index):
            return "person \(index) of the list is not an object: write each person as {\"platform\": \"handle\", …}"
        case .handleNotAString(let index, let profile):
            return "the \(profile) handle of person \(index) must be a string such as \"jack\""
        case .unknownPlatform(let index, let profile, let known):
            return "person \(index) names \"\(profile)\", which is not a platform: use \(known.map(\.rawValue).joined(separator: ", "))"
        case .personWithoutHandles(let index, let known):
            return "person \(index) of the list has no handle: give at least one of \(known.map(\.rawValue).joined(separator: ", ")), or remove the entry"
        case .notInPlatformForm(let index, let profile, let handle, let form):
            return "the \(profile) handle \"\(handle)\" of person \(index) is not a \(profile) handle, so the mention would be posted unlinked: write \(form)"
        case .invalidDirectory(let error):
            return error.description
        }
    }
}

import PatternHighlight

/// Why a handle → DID file (`--dids FILE`) could not be used. Each message says what to fix.
public enum DIDMapError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not JSON: where and why, in words (`invalid JSON at byte 12: expected ':'`).
    case invalidJSON(String)
    /// The file is JSON but not an object.
    case notAnObject
    /// A handle maps to something other than a string.
    case notAString(handle: String)
    /// A handle maps to a string that is not a DID.
    case notADID(handle: String, value: String)
    /// A key is empty (or only `@`).
    case emptyHandle

    public var description: String {
        switch self {
        case .invalidJSON(let problem):
            return "\(problem); expected a JSON object such as {\"alice.bsky.social\": \"did:plc:…\"}"
        case .notAnObject:
            return "expected a JSON object mapping handles to DIDs, such as {\"alice.bsky.social\": \"did:plc:…\"}"
        case .notAString(let handle):
            return "the DID for '\(handle)' must be a string such as \"did:plc:…\""
        case .notADID(let handle, let value):
            return "'\(value)' (for '\(handle)') is not a DID: expected did:METHOD:ID, such as did:plc:… or did:web:example.com"
        case .emptyHandle:
            return "a handle key is empty; keys are handles such as \"alice.bsky.social\""
        }
    }
}

import PatternHighlight

/// Which DID each handle resolves to, for the mention features of ``FacetsFormatter``.
///
/// Handles are compared without regard to ASCII case and without a leading `@` (handles are case-insensitive),
/// so `{"Alice.bsky.social": "did:plc:…"}` also answers `alice.bsky.social`.
///
/// ```swift
/// let dids = try DIDMap(json: Array(#"{"alice.bsky.social": "did:plc:z72i7hdynmk6r22z27h6tvur"}"#.utf8))
/// dids.did(forHandle: "Alice.Bsky.Social")   // "did:plc:z72i7hdynmk6r22z27h6tvur"
/// ```
public struct DIDMap: Sendable, Equatable {
    private var didsByHandle: [String: String]

    /// A map from handles to DIDs; values are taken as given.
    public init(_ didsByHandle: [String: String] = [:]) {
        self.didsByHandle = [:]
        for (handle, did) in didsByHandle { self.didsByHandle[Self.key(handle)] = did }
    }

    /// Reads a JSON object of handle → DID strings.
    /// - Throws: ``DIDMapError`` when the text is not JSON, not an object, or a value is not a DID.
    public init(json bytes: [UInt8]) throws(DIDMapError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes)
        } catch {
            throw .invalidJSON(error.description)
        }
        guard case .object(let members) = document else { throw .notAnObject }
        var map: [String: String] = [:]
        for member in members {
            guard case .string(let did) = member.value else { throw .notAString(handle: member.key) }
            guard Self.isDID(did) else { throw .notADID(handle: member.key, value: did) }
            let key = Self.key(member.key)
            guard !key.isEmpty else { throw .emptyHandle }
            map[key] = did
        }
        self.didsByHandle = map
    }

    /// The number of handles mapped.
    public var count: Int { didsByHandle.count }

    /// The DID for `handle`, or `nil` when the map does not have it.
    public func did(forHandle handle: String) -> String? {
        didsByHandle[Self.key(handle)]
    }

    private static func key(_ handle: String) -> String {
        String(handle.drop { $0 == "@" }).lowercased()
    }

    /// Whether `text` has the DID syntax: `did:`, a lowercase method, `:`, and an identifier of ASCII letters,
    /// digits and `._:%-` that does not end in `:` or `%`.
    static func isDID(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: ":"), maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].elementsEqual("did".utf8), !parts[1].isEmpty,
            parts[1].allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }),
            let last = parts[2].last, last != UInt8(ascii: ":"), last != UInt8(ascii: "%")
        else { return false }
        return parts[2].allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "%"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
    }
}

/// Which DID each handle resolves to: what a Bluesky post's mention facets carry (``BlueskyPost/did(of:)``). Give it
/// to the profile (``Profile/resolvingMentions(with:)``) and every post made under it, one-shot, split or cross-posted,
/// names each mapped handle's DID.
///
/// Handles are compared without regard to ASCII case and without a leading `@` (handles are case-insensitive),
/// so `{"Alice.bsky.social": "did:plc:…"}` also answers `alice.bsky.social`.
///
/// ```swift
/// let dids = DIDMap(["alice.bsky.social": "did:plc:z72i7hdynmk6r22z27h6tvur"])
/// dids.did(forHandle: "Alice.Bsky.Social")   // "did:plc:z72i7hdynmk6r22z27h6tvur"
/// ```
public struct DIDMap: Sendable, Hashable {
    private var didsByHandle: [String: String]

    /// A map from handles to DIDs; values are taken as given.
    public init(_ didsByHandle: [String: String] = [:]) {
        self.didsByHandle = [:]
        for (handle, did) in didsByHandle { self.didsByHandle[Self.key(handle)] = did }
    }

    /// A map of handles already keyed as ``did(forHandle:)`` looks them up (a reader that checked each value).
    package init(keyed didsByHandle: [String: String]) {
        self.didsByHandle = didsByHandle
    }

    /// Every handle mapped (lower-cased, without `@`) with its DID.
    public var byHandle: [String: String] { didsByHandle }

    /// The number of handles mapped.
    public var count: Int { didsByHandle.count }

    /// The DID for `handle`, or `nil` when the map does not have it.
    public func did(forHandle handle: String) -> String? {
        didsByHandle[Self.key(handle)]
    }

    /// How a handle is looked up: without a leading `@`, lower-cased.
    package static func key(_ handle: String) -> String {
        String(handle.drop { $0 == "@" }).lowercased()
    }

    /// Whether `text` has the DID syntax: `did:`, a lowercase method, `:`, and an identifier of ASCII letters,
    /// digits and `._:%-` that does not end in `:` or `%`.
    package static func isDID(_ text: String) -> Bool {
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

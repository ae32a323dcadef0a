import PatternHighlight

extension DIDMap {
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
            guard DIDMap.isDID(did) else { throw .notADID(handle: member.key, value: did) }
            let key = DIDMap.key(member.key)
            guard !key.isEmpty else { throw .emptyHandle }
            map[key] = did
        }
        self.init(keyed: map)
    }
}

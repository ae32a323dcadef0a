import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats

/// The handle → DID map of `--dids FILE`.
@Suite struct DIDMapTests {
    @Test func readsAnObjectAndLooksHandlesUpWithoutCaseOrAt() throws {
        let map = try DIDMap(json: Array(#"{"Alice.bsky.social": "did:plc:abc123", "@bob.test": "did:web:bob.test"}"#.utf8))
        #expect(map.count == 2)
        #expect(map.did(forHandle: "alice.bsky.social") == "did:plc:abc123")
        #expect(map.did(forHandle: "ALICE.BSKY.SOCIAL") == "did:plc:abc123")
        #expect(map.did(forHandle: "bob.test") == "did:web:bob.test")
        #expect(map.did(forHandle: "carol.test") == nil)
    }

    @Test(arguments: [
        ("{\"a.test\": ", "invalid JSON at byte"),
        ("[\"did:plc:x\"]", "expected a JSON object"),
        ("{\"a.test\": 1}", "must be a string"),
        ("{\"a.test\": \"plc:x\"}", "is not a DID"),
        ("{\"@\": \"did:plc:x\"}", "key is empty"),
    ])
    func badFilesSayWhatToFix(_ json: String, _ message: String) {
        #expect {
            try DIDMap(json: Array(json.utf8))
        } throws: { error in
            (error as? DIDMapError)?.description.contains(message) == true
        }
    }

    @Test(arguments: [
        ("did:plc:z72i7hdynmk6r22z27h6tvur", true), ("did:web:example.com", true), ("did:web:localhost%3A8080", true),
        ("did:plc:", false), ("did::x", false), ("did:PLC:x", false), ("did:plc:x:", false), ("did:plc:x%", false),
        ("plc:x", false), ("did:plc:a b", false), ("", false),
    ])
    func didSyntax(_ text: String, _ valid: Bool) {
        #expect(DIDMap.isDID(text) == valid)
    }
}

import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// `--format facets` and `--dids FILE` through the built binary.
@Suite struct FacetsCommandTests {
    static let text = "👋 @alice.bsky.social: #swift $aapl example.com"

    static let expected = #"{"text":"👋 @alice.bsky.social: #swift $aapl example.com","facets":["#
        + #"{"index":{"byteStart":5,"byteEnd":23},"features":[{"$type":"app.bsky.richtext.facet#mention","did":"DID"}]},"#
        + #"{"index":{"byteStart":25,"byteEnd":31},"features":[{"$type":"app.bsky.richtext.facet#tag","tag":"swift"}]},"#
        + #"{"index":{"byteStart":32,"byteEnd":37},"features":[{"$type":"app.bsky.richtext.facet#tag","tag":"$AAPL"}]},"#
        + #"{"index":{"byteStart":38,"byteEnd":49},"features":[{"$type":"app.bsky.richtext.facet#link","uri":"https://example.com"}]}]}"#

    static func withFile<T>(_ contents: String, _ body: (String) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ph-dids-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url.path)
    }

    @Test(arguments: ["utf16", "utf8", "scalars"])
    func annotateWritesFacetsInBytesWhateverTheUnits(_ units: String) throws {
        let result = try CommandLineRunner.run(["--profile", "bluesky", "--format", "facets", "--units", units], stdin: Data(Self.text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == Self.expected.replacingOccurrences(of: "DID", with: "alice.bsky.social") + "\n")
    }

    @Test func didsFileResolvesMentions() throws {
        let result = try Self.withFile(#"{"alice.bsky.social": "did:plc:z72i7hdynmk6r22z27h6tvur"}"#) { path in
            try CommandLineRunner.run(["--profile", "bluesky", "--format", "facets", "--dids", path], stdin: Data(Self.text.utf8))
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == Self.expected.replacingOccurrences(of: "DID", with: "did:plc:z72i7hdynmk6r22z27h6tvur") + "\n")
    }

    @Test(arguments: [
        (#"{"alice.bsky.social": "alice"}"#, "is not a DID"),
        (#"["did:plc:x"]"#, "expected a JSON object"),
        ("{", "invalid JSON"),
    ])
    func badDIDsFileIsAUsageError(_ contents: String, _ message: String) throws {
        let result = try Self.withFile(contents) { path in
            try CommandLineRunner.run(["--profile", "bluesky", "--format", "facets", "--dids", path], stdin: Data("@a.com".utf8))
        }
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--dids"))
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func missingDIDsFileIsAUsageError() throws {
        let result = try CommandLineRunner.run(["--profile", "bluesky", "--format", "facets", "--dids", "/nonexistent/dids.json"], stdin: Data("x".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--dids"))
    }

    @Test func batchWritesOneFacetsObjectPerLineWithItsID() throws {
        let input = "{\"id\": 1, \"text\": \"#one\"}\n{\"id\": \"b\", \"text\": \"no facets\"}\n"
        let result = try CommandLineRunner.run(["batch", "--profile", "bluesky", "--format", "facets"], stdin: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == ##"{"id":1,"text":"#one","facets":[{"index":{"byteStart":0,"byteEnd":4},"features":[{"$type":"app.bsky.richtext.facet#tag","tag":"one"}]}]}"## + "\n"
            + #"{"id":"b","text":"no facets","facets":[]}"# + "\n")
    }

    /// Facets are Bluesky's format: under another profile they would carry that profile's entities as facets.
    @Test(arguments: [
        ["--format", "facets"], ["--profile", "simple", "--format", "facets"], ["batch", "--format=facets"],
        ["stream", "--profile", "twitter", "--format", "facets"],
    ])
    func facetsUnderAnotherProfileIsAUsageError(_ arguments: [String]) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data("@alice.bsky.social".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--format facets") && result.stderr.contains("--profile bluesky"), "\(result.stderr)")
    }

    @Test(arguments: [[], ["--profile", "bluesky"], ["batch", "--profile", "bluesky", "--format", "html"], ["stream"]])
    func didsWithoutFacetsIsAUsageError(_ arguments: [String]) throws {
        let result = try Self.withFile(#"{"alice.bsky.social": "did:plc:z72i7hdynmk6r22z27h6tvur"}"#) { path in
            try CommandLineRunner.run(arguments + ["--dids", path], stdin: Data("@alice.bsky.social".utf8))
        }
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--dids") && result.stderr.contains("--format facets"), "\(result.stderr)")
    }
}

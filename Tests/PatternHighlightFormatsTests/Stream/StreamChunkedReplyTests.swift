import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// A large `set` and `snapshot` are answered as they are written: the reply goes to a chunked writer a chunk at
/// a time, and its bytes are those the whole reply would have had. (Their memory is measured, not tested: see
/// `Benchmarks/README.md`.)
@Suite struct StreamChunkedReplyTests {
    /// About 300 KB of mixed text with thousands of entities, emoji and every break: its replies are megabytes.
    static let text: String = {
        var random = SeededRandom(seed: 0xC4_0A7)
        return (0..<6_000).map { _ in TextFragments.paragraphs(Int.random(in: 1...3, using: &random), using: &random) }
            .joined(separator: "\n") + " https://example.com/card"
    }()

    static func request(_ members: [(String, JSONValue)]) -> [UInt8] {
        var writer = JSONWriter()
        writer.value(.object(members.map { (key: $0.0, value: $0.1) }))
        return writer.bytes
    }

    static let setLine = request([("op", .string("set")), ("text", .string(text))])
    static let snapshotLine = Array(#"{"op":"snapshot"}"#.utf8)

    /// The reply as a writer without a sink holds it whole.
    static func wholeReplies(_ lines: [[UInt8]]) -> [[UInt8]] {
        var session = StreamSession(highlighter: Highlighter(profile: .twitter), units: .utf16)
        return lines.map { session.handle($0) }
    }

    @Test func aLargeReplyIsHandedOverInChunksThatMakeTheWholeReply() throws {
        let chunkSize = 4_096
        let whole = Self.wholeReplies([Self.setLine, Self.snapshotLine])
        var session = StreamSession(highlighter: Highlighter(profile: .twitter), units: .utf16)
        for (line, expected) in zip([Self.setLine, Self.snapshotLine], whole) {
            var chunks: [[UInt8]] = []
            var writer = JSONWriter(chunkSize: chunkSize, sink: { chunks.append(Array($0)) })
            session.handle(line, into: &writer)
            let left = writer.withBytes { $0.count }
            writer.flush()
            #expect(expected.count > 100 * chunkSize)
            #expect(chunks.count > 100)
            // Handed over as soon as a chunk is full: no chunk holds much more than one, the rest was never held.
            #expect(chunks.allSatisfy { $0.count < 2 * chunkSize })
            #expect(chunks.dropLast().allSatisfy { $0.count >= chunkSize })
            #expect(left < chunkSize)
            #expect(chunks.joined().elementsEqual(expected))
        }
    }

    /// Through the tool, whose replies go to stdout in chunks: byte for byte the whole replies, a newline after
    /// each; the `set` reply holds the annotate object's entities, runs and count, the snapshot is that object.
    @Test func theToolsLargeRepliesAreTheWholeReplies() throws {
        var input = Data(Self.setLine)
        input.append(0x0A)
        input.append(contentsOf: Self.snapshotLine)
        input.append(0x0A)
        input.append(contentsOf: Array(#"{"op":"active","at":0}"#.utf8))
        let result = try CommandLineRunner.run(["stream", "--profile", "twitter"], stdin: input)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let whole = Self.wholeReplies([Self.setLine, Self.snapshotLine, Array(#"{"op":"active","at":0}"#.utf8)])
        #expect(Array(result.stdout).elementsEqual(whole.map { $0 + [0x0A] }.joined()))

        let annotation = Highlighter(profile: .twitter).annotate(Self.text)
        var expectedSnapshot = JSONWriter()
        AnnotationJSONFormatter(units: .utf16).write(annotation, into: &expectedSnapshot, extraMembers: [("ok", .bool(true))])
        let lines = result.stdout.split(separator: 0x0A)
        try #require(lines.count == 3)
        #expect(Array(lines[1]) == expectedSnapshot.bytes)
        let annotate = try JSONValue(parsing: AnnotationJSONFormatter(units: .utf16).format(annotation))
        let set = try JSONValue(parsing: Array(lines[0]))
        let length = Self.text.utf16.count
        #expect(set["length"]?.intValue == length)
        #expect(set["changed"] == .array([.object([("start", .number("0")), ("end", .number("\(length)"))])]))
        for member in ["entities", "runs", "count"] {
            #expect(set[member] == annotate[member], "set reply's \(member)")
        }
        guard case .array(let entities)? = set["entities"] else {
            Issue.record("the set reply has no entities")
            return
        }
        #expect(entities.count > 5_000)
    }

    /// A `set` leaves its entities unlisted (the reply walks the document instead): under every profile, after a
    /// first text and again after a second, its reply is the one written from the listing update the public
    /// `setText(_:)` gives (entities, runs, count, card), and the document's count equals a fresh annotate's.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func aSetsRepliesAreThoseOfTheListingUpdate(profileName: String) throws {
        let profile = try #require(Profile.named(profileName))
        let second = "  \n" + String(Self.text.prefix(40_000)) + " https://example.org/last \u{200B}\n "
        var session = StreamSession(highlighter: Highlighter(profile: profile), units: .utf16)
        var listing = HighlightDocument("", highlighter: Highlighter(profile: profile))
        let formatter = DocumentJSONWriter(units: .utf16)
        for text in [Self.text, second, ""] {
            let reply = session.handle(Self.request([("op", .string("set")), ("text", .string(text))]))
            let update = listing.setText(text)
            #expect(update.listsEntities)
            var expected = JSONWriter()
            expected.beginObject()
            expected.members([("ok", .bool(true))])
            formatter.writeMembers(of: update, in: listing, into: &expected)
            expected.endObject()
            #expect(reply == expected.bytes, "\(profileName): set of \(text.utf8.count) bytes")
            #expect(session.document.count == Highlighter(profile: profile).annotate(text).count)
        }
    }
}

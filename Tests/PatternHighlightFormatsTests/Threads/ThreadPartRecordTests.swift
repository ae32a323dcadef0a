import Testing
import PatternHighlight
import PatternHighlightFormats

/// A thread part's record comes from the registered writers (`ProfileFormatWriter.writePost(of:resolvingMentionsWith:into:)`):
/// the split object's `"post"` members and the posts alone (`formatPosts`) write what the writer that knows the part's
/// platform writes, and nothing else changes.
@Suite struct ThreadPartRecordTests {
    /// Writes every part as `{"note", "named"}`: its text upper-cased, and whether it was given a profile to name
    /// the mentions' accounts by.
    struct NoteWriter: ProfileFormatWriter {
        var format: String { "note" }

        func write(
            _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)]
        ) {}

        func writePost(of part: ThreadPart, resolvingMentionsWith profile: Profile?, into writer: inout JSONWriter) -> Bool {
            writer.beginObject()
            writer.key("note")
            writer.string(part.text.uppercased())
            writer.key("named")
            writer.bool(profile != nil)
            writer.endObject()
            return true
        }
    }

    static let text = (0..<8).map { "part \($0) says hello to @someone #tag" }.joined(separator: " ")

    static func thread(_ profile: Profile) throws -> ThreadSplit {
        try Highlighter(profile: profile).annotate(text).split(maxGraphemes: 60)
    }

    struct NoParts: Error {}

    /// The split object's parts.
    static func parts(_ object: JSONValue) throws -> [JSONValue] {
        guard case .array(let parts)? = object["parts"] else { throw NoParts() }
        return parts
    }

    /// The split object's parts without their `"post"`.
    static func withoutPosts(_ object: JSONValue) throws -> [JSONValue] {
        try parts(object).map { part in
            guard case .object(let members) = part else { return part }
            return .object(members.filter { $0.key != "post" })
        }
    }

    /// Under a profile no registered writer knows, no part has a record; with a writer registered for this task, each
    /// part of the split object carries the writer's record (not named: the split object is not given the profile),
    /// the posts alone are those records (named), and every other member is as it was.
    @Test func aRegisteredWriterGivesEachPartItsRecord() throws {
        let thread = try Self.thread(.simple)
        #expect(thread.parts.count > 2)
        let plain = try JSONValue(parsing: ThreadJSONFormatter(units: .utf16).format(thread, profile: Profile.simple.id))
        #expect(try Self.parts(plain).count == thread.parts.count)
        #expect(try Self.parts(plain).allSatisfy { $0["post"] == nil && $0["text"] != nil })
        #expect(try JSONValue(parsing: ThreadJSONFormatter().formatPosts(thread, profile: .simple))["parts"] == .array([]))

        try ProfileFormatWriters.withRegistered(NoteWriter()) {
            let object = try JSONValue(parsing: ThreadJSONFormatter(units: .utf16).format(thread, profile: Profile.simple.id))
            #expect(try Self.withoutPosts(object) == Self.withoutPosts(plain))
            #expect(try Self.parts(object).map { $0["post"] } == thread.parts.map { .object([("note", .string($0.text.uppercased())), ("named", .bool(false))]) })
            let posts = try JSONValue(parsing: ThreadJSONFormatter().formatPosts(thread, profile: .simple))
            #expect(posts["parts"] == .array(thread.parts.map { .object([("note", .string($0.text.uppercased())), ("named", .bool(true))]) }))
        }
    }

    /// Bluesky's parts are written by Bluesky's registered writer: the split object's `"post"` is the part's record as
    /// `FacetsFormatter` writes it, and another profile's parts have none.
    @Test(arguments: ["bluesky", "twitter", "mastodon"])
    func builtInPartsAreWrittenByTheirPlatformsWriter(profileName: String) throws {
        let profile = try #require(Profile.named(profileName))
        let thread = try Self.thread(profile)
        let object = try JSONValue(parsing: ThreadJSONFormatter(units: .utf8).format(thread, profile: profile.id))
        let parts = try Self.parts(object)
        #expect(parts.count == thread.parts.count)
        for (part, written) in zip(thread.parts, parts) {
            if let post = part.blueskyPost {
                #expect(written["post"] == (try JSONValue(parsing: FacetsFormatter().format(post))))
            } else {
                #expect(written["post"] == nil)
            }
        }
        #expect(thread.parts.allSatisfy { ($0.blueskyPost != nil) == (profileName == "bluesky") })
    }
}

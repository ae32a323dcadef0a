import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// `pattern-highlight crosspost` and `stream --targets` through the built binary and the stream session: the object's
/// shape, each platform's post shape, mention translation and its warnings, the content warning, the link warnings,
/// and the usage and input errors (`specs/cli-contract.md`, "Crosspost").
@Suite struct CrosspostCommandTests {
    static let people = #"[{"twitter":"jack","bluesky":"jack.bsky.social","mastodon":"jack@mastodon.social"},{"twitter":"dom_x"}]"#

    static func crosspost(_ text: String, _ arguments: [String]) throws -> JSONValue {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-crosspost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let people = folder.appendingPathComponent("people.json")
        try Data(Self.people.utf8).write(to: people)
        let result = try CommandLineRunner.run(
            ["crosspost", "--targets", "twitter,bluesky,mastodon", "--mentions", people.path] + arguments, stdin: Data(text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONValue(parsing: Array(result.stdout))
    }

    static func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func target(_ name: String, in object: JSONValue) -> JSONValue? {
        guard case .array(let targets)? = object["targets"] else { return nil }
        return targets.first { $0["profile"]?.stringValue == name }
    }

    static func warnings(_ object: JSONValue) -> [(profile: String, code: String, start: Int)] {
        guard case .array(let warnings)? = object["warnings"] else { return [] }
        return warnings.map { ($0["profile"]?.stringValue ?? "", $0["code"]?.stringValue ?? "", $0["start"]?.intValue ?? -1) }
    }

    @Test func eachPlatformGetsItsPostAndItsFormOfAMention() throws {
        let object = try Self.crosspost("Thanks @jack.bsky.social and @dom_x!", [])
        #expect(object["valid"] == .bool(true))
        #expect(object["length"]?.intValue == 36)
        let twitter = try #require(Self.target("twitter", in: object))
        let bluesky = try #require(Self.target("bluesky", in: object))
        let mastodon = try #require(Self.target("mastodon", in: object))
        #expect(twitter["parts"]?[0]?["post"] == .object([("text", .string("Thanks @jack and @dom_x!"))]))
        #expect(bluesky["parts"]?[0]?["post"]?["text"]?.stringValue == "Thanks @jack.bsky.social and dom_x!")
        #expect(bluesky["parts"]?[0]?["post"]?["facets"]?[0]?["index"]?["byteEnd"]?.intValue == 24)
        #expect(mastodon["parts"]?[0]?["post"] == .object([
            ("status", .string("Thanks @jack@mastodon.social and dom_x!")), ("spoiler_text", .string("")),
        ]))
        // Counted as posted: X counts "@jack", Mastodon "@jack@mastodon.social" as "@jack".
        #expect(twitter["count"]?["weightedLength"]?.intValue == 24)
        #expect(mastodon["count"]?["length"]?.intValue == "Thanks @jack and dom_x!".count)
        // Entities in draft offsets: X's mention covers the mention as written.
        #expect(twitter["entities"]?[0]?["start"]?.intValue == 7 && twitter["entities"]?[0]?["end"]?.intValue == 24)
        #expect(twitter["entities"]?[0]?["value"]?.stringValue == "jack")
        let codes = Self.warnings(object).map { "\($0.profile) \($0.code) \($0.start)" }
        #expect(codes == ["bluesky mention-not-on-platform 29", "mastodon mention-not-on-platform 29"])
    }

    @Test func unknownMentionsInAnotherFormAreWarned() throws {
        let object = try Self.crosspost("hi @alice.bsky.social and @bob@example.social and @carol", [])
        let codes = Self.warnings(object).map { "\($0.profile) \($0.code) \($0.start)" }
        #expect(codes == [
            "twitter foreign-mention 3", "twitter foreign-mention 26",
            "bluesky foreign-mention 26", "bluesky foreign-mention 50",
            "mastodon foreign-mention 3", "mastodon foreign-mention 50",
        ])
    }

    @Test func theContentWarningIsAFieldOrAPrefix() throws {
        let warned = try Self.crosspost("the ending", ["--spoiler-text", "film"])
        #expect(Self.target("mastodon", in: warned)?["parts"]?[0]?["post"]?["spoiler_text"]?.stringValue == "film")
        #expect(Self.target("mastodon", in: warned)?["count"]?["length"]?.intValue == 14)
        #expect(Self.warnings(warned).map(\.code) == ["no-content-warning-field", "no-content-warning-field"])
        let prefixed = try Self.crosspost("the ending", ["--spoiler-text", "film", "--cw-prefix"])
        #expect(Self.target("twitter", in: prefixed)?["parts"]?[0]?["post"]?["text"]?.stringValue == "CW: film\n\nthe ending")
        #expect(Self.target("twitter", in: prefixed)?["count"]?["weightedLength"]?.intValue == 20)
        #expect(Self.target("bluesky", in: prefixed)?["parts"]?[0]?["start"]?.intValue == 0)
        #expect(Self.warnings(prefixed).isEmpty)
    }

    @Test func linksOneTargetDoesNotMakeAreWarned() throws {
        let object = try Self.crosspost("see example.com or https://аррӏе.com", [])
        let codes = Self.warnings(object).map { "\($0.profile) \($0.code) \($0.start)" }
        #expect(codes.contains("mastodon unlinked-url 4"))
        #expect(codes.contains("twitter host-warning 19") && codes.contains("bluesky host-warning 19"))
    }

    /// Hints are always on: each target's `"hints"` (right after `"entities"`) are what `annotate --hints` under that
    /// profile gives for the draft.
    @Test func eachTargetCarriesItsProfilesHints() throws {
        let draft = "support me at ko-fi.com (#ATL) or $TSLA #2026"
        let object = try Self.crosspost(draft, [])
        for name in ["twitter", "bluesky", "mastodon"] {
            let target = try #require(Self.target(name, in: object))
            guard case .object(let members) = target else { Issue.record("not an object"); return }
            let keys = members.map(\.key)
            #expect(keys.firstIndex(of: "hints") == keys.firstIndex(of: "entities").map { $0 + 1 }, "\(keys)")
            let annotate = try CommandLineRunner.run(["annotate", "--profile", name, "--hints"], stdin: Data(draft.utf8))
            #expect(target["hints"] == (try JSONValue(parsing: Array(annotate.stdout)))["hints"], "\(name)")
        }
        func reasons(_ name: String) -> [String: String] {
            guard case .array(let hints)? = Self.target(name, in: object)?["hints"] else { return [:] }
            // The draft is ASCII: its UTF-16 offsets are its UTF-8 offsets.
            let bytes = Array(draft.utf8)
            return Dictionary(hints.map { hint in
                (String(decoding: bytes[(hint["start"]?.intValue ?? 0)..<(hint["end"]?.intValue ?? 0)], as: UTF8.self), hint["reason"]?.stringValue ?? "")
            }, uniquingKeysWith: { first, _ in first })
        }
        #expect(reasons("mastodon")["ko-fi.com"] == "no-scheme")
        #expect(reasons("bluesky")["#ATL"] == "not-after-space")
        // The warning and the hint agree: Mastodon does not link ko-fi.com, which X links.
        #expect(Self.warnings(object).contains { $0.profile == "mastodon" && $0.code == "unlinked-url" && $0.start == 14 })
    }

    @Test func markdownLinksArePostedPerTargetAndAFacadeWarnsOnEach() throws {
        let draft = "[paypal.com](https://evil.example) and [docs](https://example.com/d)"
        let object = try Self.crosspost(draft, ["--markdown-links"])
        #expect(Self.target("bluesky", in: object)?["parts"]?[0]?["post"]?["text"]?.stringValue == "paypal.com and docs")
        for name in ["twitter", "mastodon"] {
            let post = Self.target(name, in: object)?["parts"]?[0]?["post"]
            let text = (post?["text"] ?? post?["status"])?.stringValue ?? ""
            #expect(text.contains("docs (https://example.com/d)") && !text.contains("]("), "\(name): \(text)")
            #expect(Self.target(name, in: object)?["parts"]?[0]?["text"]?.stringValue == text)
        }
        let facades = Self.warnings(object).filter { $0.code == "link-facade" }
        #expect(facades.map(\.profile) == ["twitter", "bluesky", "mastodon"] && facades.allSatisfy { $0.start == 0 })
        #expect(Self.target("twitter", in: object)?["entities"]?[0]?["facade"]?["target"]?.stringValue == "evil.example")
        // Without the option the markup is posted as written and nothing warns of a facade.
        let plain = try Self.crosspost(draft, [])
        #expect(!Self.warnings(plain).contains { $0.code == "link-facade" })
        #expect(Self.target("bluesky", in: plain)?["parts"]?[0]?["post"]?["text"]?.stringValue?.contains("](") == true)
    }

    @Test func aTargetsStreamTakesMarkdownLinks() throws {
        let draft = "[paypal.com](https://evil.example) and [docs](https://example.com/d)"
        let request = #"{"op":"set","text":\#(Self.quoted(draft))}"# + "\n" + #"{"op":"snapshot"}"# + "\n"
        let result = try CommandLineRunner.run(
            ["stream", "--targets", "twitter,bluesky,mastodon", "--markdown-links"], stdin: Data(request.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: UInt8(ascii: "\n"))
        #expect(lines.count == 2)
        let set = try JSONValue(parsing: Array(lines[0]))
        for name in ["twitter", "bluesky", "mastodon"] {
            #expect(Self.target(name, in: set)?["entities"]?[0]?["kind"]?.stringValue == "link", "\(name)")
            #expect(Self.target(name, in: set)?["hints"] != nil)
        }
        let snapshot = try JSONValue(parsing: Array(lines[1]))
        #expect(Self.warnings(snapshot).filter { $0.code == "link-facade" }.count == 3)
        #expect(Self.target("bluesky", in: snapshot)?["parts"]?[0]?["post"]?["text"]?.stringValue == "paypal.com and docs")
    }

    @Test func aDraftOverTheLimitIsAThreadAndTheVerdictSaysWhere() throws {
        let draft = (0..<60).map { "word\($0)" }.joined(separator: " ")  // 409 characters
        let object = try Self.crosspost(draft, [])
        #expect(object["valid"] == .bool(false))
        let twitter = try #require(Self.target("twitter", in: object))
        #expect(twitter["valid"] == .bool(false) && twitter["over"]?.intValue == draft.count - 280)
        guard case .array(let parts)? = twitter["parts"] else { Issue.record("no parts"); return }
        #expect(parts.count == 2)
        #expect(Self.target("mastodon", in: object)?["over"]?.intValue == 0)
        #expect(Self.target("bluesky", in: object)?["over"]?.intValue == draft.count - 300)
    }

    @Test(arguments: [
        (["crosspost"], "x", Int32(64)),
        (["crosspost", "--targets", "simple"], "x", 64),
        (["crosspost", "--targets", "twitter,twitter"], "x", 64),
        (["crosspost", "--targets", "nope"], "x", 64),
        (["crosspost", "--targets", "twitter", "--format", "post"], "x", 64),
        (["stream", "--mentions", "/dev/null"], "", 64),
        (["annotate", "--cw-prefix"], "x", 64),
        (["crosspost", "--targets", "twitter", "--mentions", "/nonexistent"], "x", 64),
        (["stream", "--targets", "twitter", "--mentions", "/nonexistent"], "", 64),
        (["stream", "--targets", "twitter,bluesky", "--mentions", "/dev/null"], "", 64),
    ])
    func usageErrors(arguments: [String], input: String, status: Int32) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data(input.utf8))
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// Under `--targets` there is no profile: a platform's option whose platform is not a target says so and asks for
    /// the platform in `--targets`, and an option of a profile's format is refused as an option the mode does not
    /// take; no message suggests `--profile`, which these modes refuse. With the platform added, the line runs.
    @Test(arguments: [
        (["crosspost", "--targets", "twitter,bluesky", "--mastodon-max-characters", "1000"],
         "--mastodon-max-characters is an option of the mastodon target, which is not among --targets twitter,bluesky: add it (--targets twitter,bluesky,mastodon), or drop --mastodon-max-characters",
         ["crosspost", "--targets", "twitter,bluesky,mastodon", "--mastodon-max-characters", "1000"]),
        (["crosspost", "--targets", "bluesky", "--mastodon-url-characters", "10"],
         "--mastodon-url-characters is an option of the mastodon target, which is not among --targets bluesky: add it (--targets bluesky,mastodon)",
         ["crosspost", "--targets", "bluesky,mastodon", "--mastodon-url-characters", "10"]),
        (["crosspost", "--targets", "bluesky,mastodon", "--twitter-config", "v2"],
         "--twitter-config is an option of the twitter target, which is not among --targets bluesky,mastodon: add it (--targets bluesky,mastodon,twitter), or drop --twitter-config",
         ["crosspost", "--targets", "bluesky,mastodon,twitter", "--twitter-config", "v2"]),
        (["stream", "--targets", "twitter", "--mastodon-max-characters", "400"],
         "--mastodon-max-characters is an option of the mastodon target, which is not among --targets twitter: add it (--targets twitter,mastodon)",
         ["stream", "--targets", "twitter,mastodon", "--mastodon-max-characters", "400"]),
        (["crosspost", "--targets", "twitter", "--format", "facets"], "'--format' is not an option of crosspost",
         ["crosspost", "--targets", "twitter,bluesky"]),
        (["stream", "--targets", "mastodon", "--format", "post"], "'--format' is not an option of stream --targets",
         ["stream", "--targets", "mastodon"]),
    ])
    func targetsUsageErrorsNameTheTargetsOptions(arguments: [String], message: String, fixed: [String]) throws {
        let input = arguments[0] == "stream" ? #"{"op":"set","text":"hi"}"# + "\n" : "hi"
        let result = try CommandLineRunner.run(arguments, stdin: Data(input.utf8))
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("--profile"), "\(result.stderr)")
        let runs = try CommandLineRunner.run(fixed, stdin: Data(input.utf8))
        #expect(runs.status == 0 && !runs.stdout.isEmpty, "\(runs.stderr)")
    }

    @Test func invalidUTF8IsADataError() throws {
        let result = try CommandLineRunner.run(["crosspost", "--targets", "twitter,mastodon"], stdin: Data([0x61, 0xFF]))
        #expect(result.status == 65 && result.stdout.isEmpty)
        let lossy = try CommandLineRunner.run(["crosspost", "--targets", "twitter,mastodon", "--lossy"], stdin: Data([0x61, 0xFF]))
        #expect(lossy.status == 0)
    }

    @Test(arguments: [
        #"not json"#, #"{"twitter": "jack"}"#, #"[1]"#, #"[{"twitter": 1}]"#, #"[{"myspace": "tom"}]"#,
        #"[{"twitter": "@jack"}]"#, #"[{"twitter": "jack"}, {"twitter": "JACK"}]"#,
    ])
    func badDirectoriesAreRefused(json: String) {
        #expect(throws: MentionDirectoryFileError.self) { try MentionDirectory(json: Array(json.utf8)) }
    }

    /// `stream --targets` refuses a bad request as a single-profile stream does: the same error code, the request's id
    /// echoed, and the document left as it was (a non-string `op`, an inverted range reported before anything else,
    /// a bad `active` caret).
    @Test func aTargetsStreamRefusesRequestsAsTheSingleStreamDoes() throws {
        var session = try CrosspostStreamSession(
            targets: [Highlighter(profile: .twitter), Highlighter(profile: .bluesky)], units: .utf16, directory: MentionDirectory(),
            contentWarning: "", contentWarningPrefix: false, lossy: false)
        var single = StreamSession(highlighter: Highlighter(profile: .twitter, options: .hints), units: .utf16)
        func reply(_ request: String) throws -> (targets: JSONValue, single: JSONValue) {
            var writer = JSONWriter()
            session.handle(Array(request.utf8), into: &writer)
            return (try JSONValue(parsing: writer.bytes), try JSONValue(parsing: single.handle(Array(request.utf8))))
        }
        let set = try reply(#"{"op":"set","text":"hi 😀 @jack"}"#)
        #expect(set.targets["ok"] == .bool(true) && set.single["ok"] == .bool(true))
        let refused: [(request: String, code: String)] = [
            (#"{"id":1}"#, "missing_field"),
            (#"{"id":2,"op":3}"#, "invalid_field"),
            (#"{"id":3,"op":["set"]}"#, "invalid_field"),
            (#"{"id":4,"op":"replace","start":5,"end":2,"text":"x"}"#, "inverted_range"),
            (#"{"id":5,"op":"replace","start":99,"end":2}"#, "inverted_range"),
            (#"{"id":6,"op":"replace","start":2,"end":99,"text":"x"}"#, "offset_out_of_range"),
            (#"{"id":7,"op":"replace","start":4,"end":4,"text":"x"}"#, "offset_inside_code_point"),
            (#"{"id":8,"op":"replace","start":2,"end":3}"#, "missing_field"),
            (#"{"id":9,"op":"active"}"#, "missing_field"),
            (#"{"id":10,"op":"active","at":"3"}"#, "invalid_field"),
            (#"{"id":11,"op":"active","at":99}"#, "offset_out_of_range"),
            (#"{"id":12,"op":"active","at":4}"#, "offset_inside_code_point"),
            (#"{"id":13,"op":"undo"}"#, "unknown_op"),
        ]
        for (number, (request, code)) in refused.enumerated() {
            let (targets, single) = try reply(request)
            #expect(targets["ok"] == .bool(false), "\(request)")
            #expect(targets["id"]?.intValue == number + 1, "\(request)")
            #expect(targets["error"]?["code"]?.stringValue == code, "\(request): \(targets)")
            #expect(targets["error"]?["code"] == single["error"]?["code"], "\(request)")
        }
        #expect(session.document.text == "hi 😀 @jack")
        let active = try reply(#"{"op":"active","at":11}"#)
        #expect(active.targets["active"] == active.single["active"] && active.targets["active"]?["kind"]?.stringValue == "mention")
    }

    /// `stream --targets` replies, target by target, are what a single-profile stream replies to the same requests:
    /// the same changed ranges, entities and count. Without a directory or a `CW:` line every target posts the draft
    /// as written (with them, the counts are the snapshot's: `CrosspostStreamPostingCommandTests`).
    @Test(arguments: [7, 8] as [UInt64])
    func aTargetsStreamRepliesAsEachProfilesStream(seed: UInt64) throws {
        let highlighters = [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]
        var session = try CrosspostStreamSession(
            targets: highlighters, units: .utf16, directory: MentionDirectory(), contentWarning: "", contentWarningPrefix: false,
            lossy: false)
        // Hints are always on under --targets: each target replies as a single stream with --hints.
        var singles = highlighters.map { StreamSession(highlighter: Highlighter(profile: $0.profile, options: .hints), units: .utf16) }
        var random = SeededRandom(seed: seed)
        var text = ""
        for step in 0..<80 {
            let request: String
            if step == 0 || step % 30 == 0 {
                text = CrosspostDrafts.draft(words: 30, using: &random)
                request = #"{"op":"set","text":\#(Self.quoted(text))}"#
            } else {
                let units = Array(text.utf16)
                var start = Int.random(in: 0...units.count, using: &random)
                if start > 0, start < units.count, UTF16.isTrailSurrogate(units[start]) { start -= 1 }
                let inserted = [" @jack", "x", " example.com ", "", "#tag", "\n", "(#ATL)", " ko-fi.com"].randomElement(using: &random)!
                request = #"{"op":"replace","start":\#(start),"end":\#(start),"text":\#(Self.quoted(inserted))}"#
                text = String(decoding: units[..<start] + Array(inserted.utf16) + units[start...], as: UTF16.self)
            }
            var writer = JSONWriter()
            session.handle(Array(request.utf8), into: &writer)
            let reply = try JSONValue(parsing: writer.bytes)
            #expect(reply["ok"] == .bool(true), "\(reply)")
            for (index, profile) in highlighters.map(\.profile.name).enumerated() {
                let single = try JSONValue(parsing: singles[index].handle(Array(request.utf8)))
                let target = try #require(Self.target(profile, in: reply))
                #expect(target["changed"] == single["changed"], "step \(step) \(profile)")
                #expect(target["entities"] == single["entities"], "step \(step) \(profile)")
                #expect(target["count"] == single["count"], "step \(step) \(profile)")
                #expect(target["hints"] == single["hints"] && target["hints"] != nil, "step \(step) \(profile)")
                #expect(target["hintRanges"] == single["hintRanges"], "step \(step) \(profile)")
            }
        }
    }
}

extension JSONValue {
    /// The element at `index` of an array, or `nil`.
    fileprivate subscript(_ index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

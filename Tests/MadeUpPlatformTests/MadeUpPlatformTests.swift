import Foundation
import PatternHighlight
import PatternHighlightCLI
import PatternHighlightFormats
import PatternHighlightTestSupport
import Testing

/// A platform made up entirely here, on the public API alone (no `@testable`, no `package` access: what a package of
/// its own could write, <doc:AddingAPlatform>), registered through the door the built-in profiles use
/// (`ProfileRegistration`, `ProfileFormatWriter`), to prove that a platform is a plug-in: "Tilde", whose posts link
/// `~topic`s, count every grapheme of the text and twice every grapheme of the content warning against a limit (its
/// own figures and JSON members, each written once), post `~topic` as `#topic` (a posting transform, `--format
/// tilde-post`, also for a thread) and take one command-line option (`--tilde-limit N`). No file outside this one
/// names it (the last test checks).
@Suite struct MadeUpPlatformTests {
    // MARK: - The platform

    static let topic = EntityKind("topic")

    /// `~name` at a paragraph start or after an ASCII space, `name` one or more of `[A-Za-z0-9_]`.
    struct TildeRecognizer: EntityRecognizer {
        func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
            let bytes = request.bytes
            return request.forEachParagraph { paragraph, _ in
                var index = paragraph.lowerBound
                while index < paragraph.upperBound {
                    defer { index += 1 }
                    guard bytes[index] == UInt8(ascii: "~"), index == paragraph.lowerBound || bytes[index - 1] == 0x20 else { continue }
                    var end = index + 1
                    while end < paragraph.upperBound, Self.isNameByte(bytes[end]) { end += 1 }
                    guard end > index + 1 else { continue }
                    entities.append(Entity(kind: topic, range: index..<end, value: String(decoding: bytes[(index + 1)..<end], as: UTF8.self)))
                    index = end - 1
                }
            }
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
    }

    struct TildePolicy: ComposerPolicy {
        var tokenKinds: [EntityKind] { [topic] }
        func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool {
            offset == paragraphStart || bytes[offset - 1] == 0x20
        }
    }

    /// Tilde's figures of a count: its weight and its limit, written once (the JSON members and `figures(_:)` both
    /// read them from here).
    struct TildeCount: PlatformCount {
        let weight: Int
        let maxWeight: Int
        let tildes: Int
        func forEachFigure(in unit: OffsetUnit, _ body: (StaticString, CountFigure) -> Void) {
            body("weight", .integer(weight))
            body("maxWeight", .integer(maxWeight))
            body("tildes", .integer(tildes))
        }
    }

    /// Every grapheme of the text weighs 1, every grapheme of the content warning 2; valid within `limit`.
    struct TildeCounting: CountingMethod {
        var codedName: String { "tilde" }

        let limit: Int

        func weigh(
            _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, reuse: CountReuse?
        ) -> (summary: CountSummary, validPrefix: UnitLengths) {
            var summary = CountSummary(graphemesAndLengthsOf: bytes, segment)
            summary.weight = summary.graphemes
            summary.tildes = bytes[segment].count { $0 == UInt8(ascii: "~") }
            return (summary, UnitLengths())
        }

        var countsContentWarning: Bool { true }
        var limitsLength: Bool { true }

        /// The content warning's weight, written once: the whole text's count, a thread's parts and a live document
        /// all add it.
        func weigh(contentWarning warning: [UInt8]) -> CountSummary {
            var summary = CountSummary.zero
            summary.weight = 2 * CountSummary(graphemesAndLengthsOf: warning, 0..<warning.count).graphemes
            return summary
        }

        func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool { total.weight > 0 && total.weight <= limit }
        func reachesHalfLimit(_ total: CountSummary) -> Bool { 2 * total.weight >= limit }
        func platformCount(of total: CountSummary, validPrefix: UnitLengths) -> (any PlatformCount)? {
            TildeCount(weight: total.weight, maxWeight: limit, tildes: total.tildes)
        }
    }

    /// The graphemes of `text`, as the library counts them.
    static func graphemes(_ text: String) -> Int {
        CountSummary(graphemesAndLengthsOf: Array(text.utf8), 0..<text.utf8.count).graphemes
    }

    /// The text as Tilde posts it: every `~topic` as `#topic`.
    static func posted(_ annotation: Annotation) -> String {
        var bytes = Array(annotation.text.utf8)
        for entity in annotation.entities where entity.kind == topic { bytes[entity.range.lowerBound] = UInt8(ascii: "#") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `--format tilde-post`: `{"status"}`, the text as posted; under split, the thread's posts.
    struct TildePostWriter: ProfileFormatWriter {
        var format: String { "tilde-post" }
        var writesThreads: Bool { true }

        func write(
            _ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)]
        ) {
            writer.beginObject()
            writer.members(extraMembers)
            writer.key("status")
            writer.string(MadeUpPlatformTests.posted(annotation))
            writer.endObject()
        }

        func writeThread(_ thread: ThreadSplit, profile: Profile, into writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("parts")
            writer.beginArray()
            for part in thread.parts {
                writer.beginObject()
                writer.key("status")
                writer.string(part.text.replacingOccurrences(of: "~", with: "#"))
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
    }

    static func profile(limit: Int = 50) -> Profile {
        Profile(
            name: "tilde", kinds: [topic], recognizer: TildeRecognizer(), counting: CountingRule(TildeCounting(limit: limit)),
            policy: TildePolicy())
    }

    static let registration = ProfileRegistration(
        name: "tilde",
        options: [
            ProfileOption(
                name: "--tilde-limit", placeholder: "N", summary: "tilde profile: the most a post may weigh", defaultValue: "50",
                elsewhere: .refused, expected: "a positive weight", accepts: { ProfileOption.positive($0) != nil },
                apply: { profile, text in profile.counting(CountingRule(TildeCounting(limit: ProfileOption.positive(text) ?? 50))) })
        ],
        formats: [ProfileFormat(name: "tilde-post", summary: "{status} as Tilde posts the text")],
        make: { profile() })

    /// Runs `body` with Tilde registered for this test's task alone (other tests running at the same time do not
    /// see it).
    static func withTilde<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Profile.withRegistered(registration) { try ProfileFormatWriters.withRegistered(TildePostWriter(), body) }
    }

    // MARK: - The tests

    /// Random edits of a live document under Tilde, the content warning changed now and then: entities and count
    /// always equal a fresh annotate's.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func liveDocumentEqualsAFreshScan(seed: UInt64) throws {
        let highlighter = Highlighter(profile: Self.profile())
        var random = SeededRandom(seed: seed)
        let pieces = ["~swift", " ", "~", "a", "\n", "~x_1 ", "é", "👩‍👩‍👧", "~", "b~c", "\r\n", "  ~go", "日本"]
        var model: [UInt8] = Array("~start here\nand ~more".utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        var edits = 0
        for step in 0..<300 {
            let boundaries = (0...model.count).filter { $0 == model.count || model[$0] & 0xC0 != 0x80 }
            let start = boundaries.randomElement(using: &random)!
            let end = Bool.random(using: &random) ? start : boundaries.filter { $0 >= start && $0 <= start + 8 }.randomElement(using: &random)!
            let piece = Array(pieces.randomElement(using: &random)!.utf8)
            let update = try document.replace(start..<end, in: .utf8, withUTF8: piece)
            model.replaceSubrange(start..<end, with: piece)
            if !update.changed.isEmpty || !(start..<end).isEmpty || !piece.isEmpty { edits += 1 }
            if step % 11 == 0 { document.contentWarning = ["", "cw", "spoilers 🎬"].randomElement(using: &random)! }
            let fresh = highlighter.annotate(String(decoding: model, as: UTF8.self))
            #expect(document.entities == fresh.entities, "step \(step)")
            #expect(document.count == fresh.count(contentWarning: document.contentWarning), "step \(step)")
            #expect(document.count.figures(TildeCount.self)?.weight
                    == Self.graphemes(String(decoding: model, as: UTF8.self)) + 2 * Self.graphemes(document.contentWarning))
            #expect(document.count.figures(TildeCount.self)?.tildes == model.count { $0 == UInt8(ascii: "~") }, "step \(step)")
        }
        #expect(edits > 200)
    }

    /// Annotate finds the topics, the JSON writer writes Tilde's own count members, and split cuts a long text
    /// into parts that each fit Tilde's limit, the content warning counted in every part.
    @Test func annotateSplitAndTheJSONWriterServeIt() throws {
        let annotation = Highlighter(profile: Self.profile(limit: 30)).annotate("~hello there ~world and a~not")
        #expect(annotation.entities.map(\.value) == ["hello", "world"])
        #expect(annotation.entities.allSatisfy { $0.kind == Self.topic })
        let json = String(decoding: AnnotationJSONFormatter(units: .utf8).format(annotation), as: UTF8.self)
        #expect(json.contains(#""count":{"graphemes":29,"weight":29,"maxWeight":30,"tildes":3,"valid":true}"#), "\(json)")

        let long = (0..<12).map { "~topic\($0) words here" }.joined(separator: " ")
        let thread = try Highlighter(profile: Self.profile(limit: 40)).annotate(long).split(contentWarning: "cw")
        #expect(thread.parts.count > 1)
        for part in thread.parts {
            let weight = try #require(part.count.figures(TildeCount.self)?.weight)
            #expect(weight == Self.graphemes(part.text) + 4)
            #expect(part.count.valid && weight <= 40, "\(part.text)")
        }
        #expect(thread.parts.map(\.text).joined(separator: " ") == long)
    }

    /// The command line serves Tilde through its public door (`CommandLineTool`): `--profile tilde`, `--tilde-limit`
    /// and `--format tilde-post` parse, check, load and write; `--help` lists them; another profile refuses them.
    @Test func theCommandLineServesIt() throws {
        try Self.withTilde {
            #expect(Profile.allNames.contains("tilde"))
            let posted = try CommandLineTool.annotate(
                "~hello world", arguments: ["--profile", "tilde", "--tilde-limit", "20", "--format", "tilde-post"])
            #expect(posted == ##"{"status":"#hello world"}"##)
            let json = try CommandLineTool.annotate("0123456789 0123456789", arguments: ["--profile", "tilde", "--tilde-limit", "20"])
            #expect(json.contains(#""profile":"tilde""#) && json.contains(#""weight":21,"maxWeight":20,"tildes":0,"valid":false"#), "\(json)")
            #expect(CommandLineTool.helpText.contains("--tilde-limit N") && CommandLineTool.helpText.contains("tilde-post"))

            func usageError(_ arguments: [String]) -> CommandLineError? {
                do throws(CommandLineError) {
                    _ = try CommandLineTool.annotate("~x", arguments: arguments)
                    return nil
                } catch {
                    return error
                }
            }
            guard case .optionOfOtherProfile(let option, let owners, let profile)? = usageError(["--tilde-limit", "5"]) else {
                Issue.record("--tilde-limit under twitter was accepted"); return
            }
            #expect(option == "--tilde-limit" && owners == ["tilde"] && profile == "twitter")
            guard case .formatOfOtherProfile(let format, _, _, _)? = usageError(["--format", "tilde-post"]) else {
                Issue.record("--format tilde-post under twitter was accepted"); return
            }
            #expect(format == "tilde-post")
            guard case .invalidValue(let refused, _, _)? = usageError(["--profile", "tilde", "--tilde-limit", "0"]) else {
                Issue.record("--tilde-limit 0 was accepted"); return
            }
            #expect(refused == "--tilde-limit")
            #expect(usageError(["--profile", "tilde", "--tilde-limit", "0"])?.exitCode == 64)
        }
        #expect(!Profile.allNames.contains("tilde"), "the registration stays inside the test")
    }

    /// The platform is written as another package would write it: no import of a module for testing.
    @Test func itImportsNoModuleForTesting() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("import PatternHighlight") }.count == 4)
        #expect(!lines.contains { $0.hasPrefix("@" + "testable") })
    }

    /// Nothing outside this file names the made-up platform: it came in through the doors alone.
    @Test func noFileOutsideTheTestNamesIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let enumerator = try #require(FileManager.default.enumerator(at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil))
        var files = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(!text.lowercased().contains("tilde"), "\(url.path) names the made-up platform")
        }
        #expect(files > 100)
    }
}

extension CountSummary {
    /// How many `~` the stretch holds: Tilde's own lane of a count summary (lane 0 of `platformSums`), which a live
    /// document sums over its paragraphs like every figure.
    var tildes: Int {
        get { platformSums[0] }
        set { platformSums[0] = newValue }
    }
}
